import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MyInvitation } from '../../common/api/invitations';
import { queryClient } from '../api/query-client';
import { authStore } from '../auth/auth-store';
import { i18n } from '../i18n/i18n';
import { buildUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { type FetchCall, jsonResponse, setCsrfCookie, stubBeacon, stubFetch } from '../test/stub-fetch';

const CLASS_INVITATION: MyInvitation = {
  kind: 'class',
  id: '0b8f1c1e-3f4a-4d57-9a36-6c1f3f1d2a11',
  role: null,
  cohortPath: 'data-101-jan',
  cohortName: 'January class',
  courseName: 'Data basics',
  invitedAt: '2026-05-01T01:00:00.000Z',
};
const STAFF_INVITATION: MyInvitation = {
  ...CLASS_INVITATION,
  kind: 'staff',
  id: '5d2c7a9e-1b3f-4e6a-8c2d-9f0e1a2b3c4d',
  role: 'cohort administrator',
  cohortPath: 'data-101-feb',
  cohortName: 'February class',
};

let calls: FetchCall[];
let pending: MyInvitation[];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  setCsrfCookie('token');
  stubBeacon();
  pending = [CLASS_INVITATION, STAFF_INVITATION];
  calls = stubFetch(({ url, body }) => {
    if (url.startsWith('/json/cohort/lookup/listMyInvitations'))
      return jsonResponse({ result: { invitations: pending } });
    if (url === '/json/cohort/execute/answerInvitation') {
      const { invitationId, accept } = body as { invitationId: string; accept: boolean };
      pending = pending.filter((invitation) => invitation.id !== invitationId);
      const accepted = {
        kind: 'staff',
        cohortPath: 'data-101-feb',
        coursePath: 'data-101',
        firstPagePath: null,
      };
      return jsonResponse({ result: { accepted: accept ? accepted : null } });
    }
    return jsonResponse({ result: null });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => authStore.reset());
});

describe('the invitations notice', () => {
  it('lets the signed-in person decline a class invitation and accept a staff role', async () => {
    act(() => authStore.userLoaded(buildUser()));
    const router = renderApp('/about/');
    const notice = await screen.findByRole('complementary', { name: 'Your invitations' });
    expect(
      within(notice).getByText('You are invited to join the class January class of the course Data basics.'),
    ).toBeTruthy();
    expect(
      within(notice).getByText(
        'You are invited to be a cohort administrator of the class February class of the course Data basics.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Decline the invitation to January class' }));
    expect(await within(notice).findByText('You declined the invitation to January class.')).toBeTruthy();
    fireEvent.click(within(notice).getByRole('button', { name: 'Accept the invitation to February class' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cohorts/admin/'));
    const answers = calls.filter((call) => call.url === '/json/cohort/execute/answerInvitation');
    expect(answers.map((call) => call.body)).toEqual([
      { kind: 'class', invitationId: CLASS_INVITATION.id, accept: false },
      { kind: 'staff', invitationId: STAFF_INVITATION.id, accept: true },
    ]);
  });

  it('is not shown to someone whose address is not confirmed', async () => {
    act(() => authStore.userLoaded(buildUser({ emailVerified: false })));
    renderApp('/about/');
    await screen.findByRole('heading', { level: 1 });
    expect(calls.some((call) => call.url.includes('listMyInvitations'))).toBe(false);
    expect(document.getElementById('main')?.classList.contains('invisible')).toBe(false);
  });

  it('takes its place before the page is shown on the first load, so it never pushes the page down', async () => {
    queryClient.clear();
    let answer: ((response: Response) => void) | undefined;
    stubFetch(({ url }) => {
      if (!url.startsWith('/json/cohort/lookup/listMyInvitations')) return jsonResponse({ result: null });
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    act(() => authStore.userLoaded(buildUser()));
    renderApp('/about/');
    await screen.findByRole('heading', { level: 1, hidden: true });
    const main = document.getElementById('main');
    expect(main?.classList.contains('invisible')).toBe(true);
    // On a busy machine the page can draw before the invitations are asked for: answer once they are.
    await waitFor(() => expect(answer).toBeDefined());
    answer!(jsonResponse({ result: { invitations: pending } }));
    await screen.findByRole('complementary', { name: 'Your invitations' });
    expect(main?.classList.contains('invisible')).toBe(false);
  });
});
