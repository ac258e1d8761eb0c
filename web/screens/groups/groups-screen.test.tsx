import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GroupDetail, GroupList, GroupSummary } from '../../../common/api/group';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const summary = (overrides: Partial<GroupSummary>): GroupSummary => ({
  id: '11111111-1111-4111-8111-111111111111',
  path: 'team',
  name: 'Team',
  description: '',
  groupType: 'Project team',
  isClosed: false,
  memberCount: 1,
  requestCount: 0,
  myStatus: null,
  amAdmin: false,
  canJoin: false,
  canRequest: false,
  canLeave: false,
  canAdminister: false,
  ...overrides,
});

const OPEN = summary({ name: 'Open team', canJoin: true, memberCount: 3 });
const CLOSED = summary({
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Closed team',
  isClosed: true,
  canRequest: true,
});

const list = (groups: GroupSummary[], canCreate = true): GroupList => ({
  cohortPath: 'morning',
  className: 'Morning class',
  coursePath: 'data-101',
  groupTypes: ['Project team'],
  canCreate,
  learnersCreateGroups: true,
  groups,
});

const detail = (group: GroupSummary, extra: Partial<GroupDetail> = {}): GroupDetail => ({
  ...group,
  cohortPath: 'morning',
  className: 'Morning class',
  coursePath: 'data-101',
  groupTypes: ['Project team'],
  members: [],
  requests: [],
  ...extra,
});

describe('/cohorts/groups/', () => {
  it('lists the class’s groups with Join and Request to join, and shows the pending state after asking', async () => {
    let groups = [OPEN, CLOSED];
    const calls = stubFetch((call) => {
      if (call.url.includes('/json/group/lookup/listGroups')) return jsonResponse({ result: list(groups) });
      if (call.url.includes(`/json/group/update/requestToJoin/${CLOSED.id}`)) {
        const asked = { ...CLOSED, myStatus: 'requested' as const, canRequest: false, canLeave: true };
        groups = [OPEN, asked];
        return jsonResponse({ result: detail(asked) });
      }
      return jsonResponse({ result: null });
    });
    renderApp('/cohorts/groups/?cohort=morning');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Groups of Morning class' }, { timeout: 5000 }),
    ).toBeTruthy();
    const open = screen.getByRole('listitem', { name: 'Open team' });
    expect(within(open).getByText(/Project team · Open · 3 members/)).toBeTruthy();
    expect(within(open).getByRole('button', { name: 'Join' })).toBeTruthy();
    const closed = screen.getByRole('listitem', { name: 'Closed team' });
    fireEvent.click(within(closed).getByRole('button', { name: 'Request to join' }));
    expect(await within(closed).findByText('Request pending')).toBeTruthy();
    expect(within(closed).getByRole('button', { name: 'Withdraw request' })).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST' && call.url.includes('requestToJoin'))).toBe(true);
  });

  it('says so when the class has no groups, and offers creating one only to those who may', async () => {
    stubFetch(() => jsonResponse({ result: list([], false) }));
    renderApp('/cohorts/groups/?cohort=morning');
    expect(await screen.findByText('No groups yet', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Your class has no groups yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create a group' })).toBeNull();
  });

  it('checks each field of the create form, keeps what was typed, and shows the server’s reasons', async () => {
    const calls = stubFetch((call) => {
      if (call.url.includes('/json/group/create')) {
        return jsonResponse(
          {
            error: 'invalid_input',
            reason: 'Check the fields.',
            fields: { name: 'Use 1 to 80 characters for the group name.' },
            fieldCodes: { name: { code: 'group.name', params: { max: 80 } } },
          },
          400,
        );
      }
      return jsonResponse({ result: list([]) });
    });
    renderApp('/cohorts/groups/?cohort=morning');
    fireEvent.click(await screen.findByRole('button', { name: 'Create a group' }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(screen.getByText('Use 1 to 80 characters for the group name.')).toBeTruthy();
    expect(screen.getByText('Choose a group type or type one of 1 to 60 characters.')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('/json/group/create'))).toBe(false);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Team A' } });
    fireEvent.click(screen.getByRole('button', { name: 'Project team' }));
    expect((screen.getByLabelText('Group type') as HTMLInputElement).value).toBe('Project team');
    fireEvent.click(screen.getByLabelText(/Closed: people ask to join/));
    fireEvent.click(screen.getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Use 1 to 80 characters for the group name.')).toBeTruthy();
    const sent = calls.find((call) => call.url.includes('/json/group/create'));
    expect(sent?.body).toEqual({
      cohortPath: 'morning',
      name: 'Team A',
      description: '',
      groupType: 'Project team',
      isClosed: true,
    });
    // What was typed stays.
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Team A');
  });

  it('shows a group’s members with admins marked, and its requests with Approve and Decline to an admin', async () => {
    const group = summary({
      name: 'Team',
      canAdminister: true,
      myStatus: 'active',
      amAdmin: true,
      memberCount: 2,
    });
    const calls = stubFetch((call) =>
      jsonResponse({
        result: call.url.includes('/json/group/read/getGroup')
          ? detail(group, {
              members: [
                {
                  userId: 'u1',
                  fullName: 'Ana Putri',
                  profileName: null,
                  avatarUrl: null,
                  isAdmin: true,
                  since: '2030-01-01T00:00:00.000Z',
                },
                {
                  userId: 'u2',
                  fullName: 'Budi Hartono',
                  profileName: null,
                  avatarUrl: null,
                  isAdmin: false,
                  since: '2030-01-01T00:00:00.000Z',
                },
              ],
              requests: [
                {
                  userId: 'u3',
                  fullName: 'Eka Lestari',
                  profileName: null,
                  avatarUrl: null,
                  isAdmin: false,
                  since: '2030-01-02T00:00:00.000Z',
                },
              ],
            })
          : null,
      }),
    );
    renderApp(`/cohorts/groups/?cohort=morning&group=${group.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' }, { timeout: 5000 })).toBeTruthy();
    const members = screen.getByRole('region', { name: 'Members' });
    expect(within(members).getAllByText('Admin')).toHaveLength(1);
    expect(within(members).getByRole('button', { name: 'Make Budi Hartono an admin' })).toBeTruthy();
    const requests = screen.getByRole('region', { name: 'Requests to join' });
    fireEvent.click(within(requests).getByRole('button', { name: 'Approve Eka Lestari' }));
    await screen.findByRole('heading', { level: 1, name: 'Team' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const approve = calls.find((call) => call.url.includes(`/json/group/update/approveRequest/${group.id}`));
    expect(approve?.body).toEqual({ userId: 'u3' });
  });

  it('shows why a change was refused, such as the last admin leaving', async () => {
    const group = summary({ name: 'Team', myStatus: 'active', amAdmin: true, memberCount: 2 });
    stubFetch((call) => {
      if (call.url.includes('/json/group/update/leaveGroup')) {
        return jsonResponse(
          {
            error: 'conflict',
            reason: 'Make another member an admin first: a group with members needs an admin.',
            reasonCode: { code: 'group.lastAdmin' },
          },
          409,
        );
      }
      return jsonResponse({ result: list([group]) });
    });
    renderApp('/cohorts/groups/?cohort=morning');
    const card = await screen.findByRole('listitem', { name: 'Team' }, { timeout: 5000 });
    expect(within(card).getByText('You are an admin')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Leave' }));
    expect(
      await within(card).findByText(
        'Make another member an admin first: a group with members needs an admin.',
      ),
    ).toBeTruthy();
  });

  it('offers a way to try again when the groups could not be loaded', async () => {
    stubFetch(() => jsonResponse({ error: 'internal', reason: 'Something went wrong.' }, 500));
    renderApp('/cohorts/groups/?cohort=morning');
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 })).toBeTruthy();
  });
});
