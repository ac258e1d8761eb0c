import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AutoMembershipInput, InstitutionMember } from '../../../common/api/institution';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse } from '../../test/stub-fetch';
import { fieldRefusal, MEMBERSHIP, member, serveInstitution } from './fixtures';

resetAppAroundEachTest(() => buildUser({ fullName: 'Siti Rahmah' }));

const SCREEN = '/institution/admin-settings/membership/?institution=nusantara';
const SAVE_AUTO = '/json/institute/update/updateAutoMembership/nusantara';
const SET_LIMIT = '/json/institute/update/setLearnerLimit/nusantara';
const MEMBERS = '/json/institute/read/getPaginatedEnrolments/nusantara';
const REMOVE = '/json/institute/update/removeMember/nusantara';
const BAD_DOMAIN = 'Enter a mail domain such as school.example.';
const SAVE_ERROR = 'Error while saving, please try again.';

/**
 * A membership and members kept by the stub: automatic membership saved as the server normalises
 * it (refusing a domain without a dot), the learner limit set (refusing a negative one), members
 * found by name or address and role a page at a time, and removed.
 */
function serve({ membership = MEMBERSHIP, members = [] as InstitutionMember[] } = {}) {
  let current = membership;
  let all = members;
  return serveInstitution({
    'read/getMembership': () => jsonResponse({ result: current }),
    'update/updateAutoMembership': (call) => {
      const input = call.body as AutoMembershipInput;
      const index = input.rolesMapping.findIndex((entry) => !entry.domain.includes('.'));
      if (index >= 0) return fieldRefusal(`rolesMapping.${index}.domain`, BAD_DOMAIN, 'institution.domain');
      const rolesMapping = input.rolesMapping.map(({ domain, role }) => ({
        domain: domain.trim().toLowerCase().replace(/^@/, ''),
        role: role ?? 'learner',
      }));
      current = { ...current, autoMembership: { isEnabled: input.isEnabled, rolesMapping } };
      return jsonResponse({ result: current });
    },
    'update/setLearnerLimit': (call) => {
      const { learnerLimit } = call.body as { learnerLimit: number };
      if (learnerLimit < 0)
        return fieldRefusal(
          'learnerLimit',
          'Enter a whole number from 0 to 1,000,000.',
          'institution.learnerLimit',
        );
      current = { ...current, learnerLimit };
      return jsonResponse({ result: current });
    },
    'read/getPaginatedEnrolments': (call) => {
      const params = new URL(call.url, 'http://localhost').searchParams;
      const q = (params.get('q') ?? '').toLowerCase();
      const role = params.get('role');
      const found = all.filter(
        (one) =>
          (one.fullName.toLowerCase().includes(q) || one.email.includes(q)) && (!role || one.role === role),
      );
      const offset = Number(params.get('offset'));
      const members = found.slice(offset, offset + Number(params.get('limit')));
      return jsonResponse({ result: { members, total: found.length } });
    },
    'update/removeMember': (call) => {
      const { userId } = call.body as { userId: string };
      all = all.filter((one) => one.userId !== userId);
      current = { ...current, learners: current.learners - 1 };
      return jsonResponse({ result: current });
    },
  });
}

const callsTo = (calls: FetchCall[], path: string) => calls.filter((call) => call.url.includes(path));

const params = (call: { url: string } | undefined) =>
  Object.fromEntries(new URL(call?.url ?? '', 'http://localhost').searchParams);

describe('an institution’s learner limit', () => {
  it('shows the learners against the limit, educators apart, read-only for the team', async () => {
    serve();
    renderApp(SCREEN);
    const bar = await screen.findByRole('progressbar', { name: 'Learner limit used' });
    expect(screen.getByRole('tab', { name: 'Membership' }).getAttribute('aria-selected')).toBe('true');
    expect(bar.getAttribute('aria-valuenow')).toBe('48');
    expect(bar.getAttribute('aria-valuetext')).toBe('12 of 25 learners');
    expect(screen.getByText('And 3 educators, not counted against the limit.')).toBeTruthy();
    expect(screen.getByText('Only platform staff can change the learner limit.')).toBeTruthy();
    expect(screen.queryByLabelText('Learners allowed')).toBeNull();
    expect(screen.queryByText(/No more learners can join/)).toBeNull();
  });

  it('warns when the limit is reached', async () => {
    serve({ membership: { ...MEMBERSHIP, learners: 25 } });
    renderApp(SCREEN);
    expect(await screen.findByText('No more learners can join until the limit is raised.')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('says what a limit of 0 means', async () => {
    serve({ membership: { ...MEMBERSHIP, learners: 0, learnerLimit: 0 } });
    renderApp(SCREEN);
    expect(await screen.findByText(/The learner limit is 0: no more learners can join/)).toBeTruthy();
  });

  it('lets platform staff set the limit, showing a refusal by the field first', async () => {
    const calls = serve({ membership: { ...MEMBERSHIP, canSetLearnerLimit: true } });
    renderApp(SCREEN);
    const field = (await screen.findByLabelText('Learners allowed')) as HTMLInputElement;
    expect(field.value).toBe('25');
    fireEvent.change(field, { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the limit' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/Enter a whole number from 0 to/)).toBeTruthy();
    expect(field.value).toBe('-1');

    fireEvent.change(field, { target: { value: '40' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the limit' }));
    expect(await screen.findByText('The learner limit is now 40.')).toBeTruthy();
    expect(screen.getByText('12 of 40 learners')).toBeTruthy();
    expect(callsTo(calls, SET_LIMIT).map((call) => call.body)).toEqual([
      { learnerLimit: -1 },
      { learnerLimit: 40 },
    ]);
  });
});

describe('automatic membership', () => {
  it('saves the switch at once and says the change was saved', async () => {
    const calls = serve();
    renderApp(SCREEN);
    const toggle = await screen.findByRole('switch', { name: 'Turn on automatic membership' });
    expect(
      screen.getByText(/People who verified their address before it was turned on are not added/),
    ).toBeTruthy();
    fireEvent.click(toggle);
    expect(await screen.findByText('Your change was saved')).toBeTruthy();
    expect(callsTo(calls, SAVE_AUTO).map((call) => call.body)).toEqual([
      { isEnabled: true, rolesMapping: [{ domain: 'nusantara.example', role: 'learner' }] },
    ]);
  });

  it('saves a typed domain once typing pauses, not while it is empty, as the server keeps it', async () => {
    const calls = serve();
    renderApp(SCREEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a domain' }));
    const domain = screen.getByLabelText('Mail domain 2') as HTMLInputElement;
    fireEvent.change(screen.getByLabelText('Role for mail domain 2'), { target: { value: 'educator' } });
    fireEvent.change(domain, { target: { value: '@Guru.Nusantara.Example' } });
    expect(callsTo(calls, SAVE_AUTO)).toHaveLength(0);
    await waitFor(() => expect(callsTo(calls, SAVE_AUTO)).toHaveLength(1), { timeout: 3000 });
    expect(callsTo(calls, SAVE_AUTO)[0]?.body).toEqual({
      isEnabled: false,
      rolesMapping: [
        { domain: 'nusantara.example', role: 'learner' },
        { domain: '@Guru.Nusantara.Example', role: 'educator' },
      ],
    });
    await waitFor(() => expect(domain.value).toBe('guru.nusantara.example'));
    expect(await screen.findByText('Your change was saved')).toBeTruthy();
  });

  it('removes a domain at once and stops adding at 20', async () => {
    const rolesMapping = Array.from({ length: 20 }, (_, i) => ({
      domain: `d${i}.example`,
      role: 'learner' as const,
    }));
    const calls = serve({ membership: { ...MEMBERSHIP, autoMembership: { isEnabled: true, rolesMapping } } });
    renderApp(SCREEN);
    const add = await screen.findByRole('button', { name: 'Add a domain' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Remove mail domain 1' }));
    await waitFor(() => expect(callsTo(calls, SAVE_AUTO)).toHaveLength(1));
    expect(
      (callsTo(calls, SAVE_AUTO)[0]?.body as AutoMembershipInput | undefined)?.rolesMapping,
    ).toHaveLength(19);
    expect((add as HTMLButtonElement).disabled).toBe(false);
  });

  it('says a save failed in the spec’s words, with the reason by the row, keeping what was typed', async () => {
    serve();
    renderApp(SCREEN);
    const domain = (await screen.findByLabelText('Mail domain 1')) as HTMLInputElement;
    fireEvent.change(domain, { target: { value: 'nusantara' } });
    // The save's alert (the invitations, not served here, may have their own by then).
    const saveAlert = async () =>
      (await screen.findAllByRole('alert', {}, { timeout: 3000 })).find((one) =>
        one.textContent?.includes(SAVE_ERROR),
      );
    await waitFor(async () => expect(await saveAlert()).toBeTruthy(), { timeout: 3000 });
    expect(domain.getAttribute('aria-invalid')).toBe('true');
    const reason = document.getElementById(domain.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(BAD_DOMAIN);
    expect(domain.value).toBe('nusantara');
    expect(screen.queryByText('Your change was saved')).toBeNull();
  });
});

describe('an institution’s members', () => {
  const thirty = Array.from({ length: 30 }, (_, i) => member(i + 1));

  it('lists members a page at a time, with how and when they joined', async () => {
    const calls = serve({
      members: [member(0, { fullName: 'Budi Santoso', role: 'educator', source: 'automatic' }), ...thirty],
    });
    renderApp(SCREEN);
    const budi = (await screen.findByRole('rowheader', { name: 'Budi Santoso' })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(budi).getByText('Educator')).toBeTruthy();
    expect(within(budi).getByText('Automatic membership')).toBeTruthy();
    expect(within(budi).getByText('May 4, 2026')).toBeTruthy();
    expect(screen.getByText('Showing 1–25 of 31')).toBeTruthy();
    expect(params(callsTo(calls, MEMBERS)[0])).toEqual({ offset: '0', limit: '25', q: '' });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 26–31 of 31')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Learner 30' })).toBeTruthy();
    expect(params(callsTo(calls, MEMBERS).at(-1))).toMatchObject({ offset: '25' });
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('searches by name or address and filters by role, saying when none match', async () => {
    const calls = serve({ members: [member(1), member(2, { fullName: 'Budi Santoso', role: 'educator' })] });
    renderApp(SCREEN);
    await screen.findByRole('rowheader', { name: 'Learner 1' });
    fireEvent.change(screen.getByLabelText('Search members'), { target: { value: 'budi' } });
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Learner 1' })).toBeNull());
    expect(screen.getByRole('rowheader', { name: 'Budi Santoso' })).toBeTruthy();
    expect(params(callsTo(calls, MEMBERS).at(-1))).toMatchObject({ q: 'budi' });

    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'learner' } });
    expect(await screen.findByText('No member matches your search.')).toBeTruthy();
    expect(params(callsTo(calls, MEMBERS).at(-1))).toMatchObject({ q: 'budi', role: 'learner' });
  });

  it('removes a member once confirmed, saying their enrolments stay', async () => {
    const calls = serve({ members: [member(1), member(2)] });
    renderApp(SCREEN);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Learner 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Learner 1 from the institution?' });
    expect(within(dialog).getByText(/Their enrolments in its courses stay/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from the institution' }));
    expect(await screen.findByText('Learner 1 was removed from the institution.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Learner 1' })).toBeNull());
    expect(screen.getByText('11 of 25 learners')).toBeTruthy();
    expect(callsTo(calls, REMOVE)[0]?.body).toEqual({ userId: member(1).userId });
  });

  it('explains how people join when there are none yet', async () => {
    serve();
    renderApp(SCREEN);
    expect(await screen.findByText('No members yet')).toBeTruthy();
    expect(screen.getByText(/People join by enrolling in the institution’s courses/)).toBeTruthy();
  });
});
