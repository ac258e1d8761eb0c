import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InvitationPreview } from '../../../common/api/invitations';
import { authStore } from '../../auth/auth-store';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

const TOKEN = 'ab12'.repeat(16);
const PREVIEW: InvitationPreview = {
  kind: 'class',
  role: null,
  answer: 'pending',
  email: 'siti@example.com',
  cohortPath: 'data-101-jan',
  cohortName: 'January class',
  coursePath: 'data-101',
  courseName: 'Data basics',
};

resetAppAroundEachTest(() => null);

const signInAs = (emailAddress: string) => act(() => authStore.userLoaded(buildUser({ emailAddress })));

function stubServer(preview: InvitationPreview = PREVIEW) {
  let answer = preview.answer;
  return stubFetch((call) => {
    if (call.url.startsWith('/json/cohort/lookup/getInvitation')) {
      return jsonResponse({ result: { ...preview, answer } });
    }
    if (call.url === '/json/cohort/execute/acceptInvitation') {
      answer = 'accepted';
      return jsonResponse({
        result: {
          kind: preview.kind,
          cohortPath: 'data-101-jan',
          coursePath: 'data-101',
          firstPagePath: 'welcome',
        },
      });
    }
    if (call.url === '/json/cohort/execute/declineInvitation') {
      answer = 'declined';
      return jsonResponse({ result: { kind: preview.kind, declined: true } });
    }
    if (call.url === '/json/user/create') {
      // Signing up with the invitation's token accepts it.
      answer = 'accepted';
      return jsonResponse({ result: buildUser({ emailAddress: 'siti@example.com' }) });
    }
    return jsonResponse({ result: null });
  });
}

describe('the class invitation screen', () => {
  it('lets the invited address join, then opens the course', async () => {
    signInAs('SITI@example.com');
    const calls = stubServer();
    const router = renderApp(`/cohorts/invitation/${TOKEN}/`);
    expect(
      await screen.findByText('You are invited to join the class January class of the course Data basics.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join the class' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/data-101/welcome/'));
    const accepts = calls.filter((call) => call.url === '/json/cohort/execute/acceptInvitation');
    expect(accepts.map((call) => call.body)).toEqual([{ token: TOKEN }]);
  });

  it('tells someone signed in with another address, and offers to log out', async () => {
    signInAs('other@example.com');
    stubServer();
    renderApp(`/cohorts/invitation/${TOKEN}/`);
    expect(
      await screen.findByText(
        'This invitation was sent to siti@example.com, but you are logged in as other@example.com. Log out, then log in or sign up with the invited address.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the class' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(authStore.getState().currentUser).toBeNull());
  });

  it('offers a visitor the sign-up with the invited address, carrying the token, then joins at once', async () => {
    const calls = stubServer();
    const router = renderApp(`/cohorts/invitation/${TOKEN}/`);
    const email = (await screen.findByLabelText('Email address')) as HTMLInputElement;
    expect(email.value).toBe('siti@example.com');
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Full name'), { target: { value: 'Siti Rahmah' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long enough passphrase' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /terms/i }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/json/user/create')).toBe(true));
    const signUp = calls.find((call) => call.url === '/json/user/create');
    expect(signUp?.body).toMatchObject({ email: 'siti@example.com', invitationToken: TOKEN });
    // Signed up from the invitation as the invited address: nothing is left to choose, so it joins.
    await waitFor(() => expect(router.state.location.pathname).toBe('/courses/data-101/welcome/'));
    const accepts = calls.filter((call) => call.url === '/json/cohort/execute/acceptInvitation');
    expect(accepts.map((call) => call.body)).toEqual([{ token: TOKEN }]);
  });

  it('lets the invited address decline, records it and still offers to join', async () => {
    signInAs('siti@example.com');
    const calls = stubServer();
    renderApp(`/cohorts/invitation/${TOKEN}/`);
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText('You declined this invitation. You can still accept it while the link works.'),
    ).toBeTruthy();
    expect(calls.filter((call) => call.url === '/json/cohort/execute/declineInvitation')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Join the class' })).toBeTruthy();
  });

  it('offers a staff role to accept, then opens the class administration', async () => {
    signInAs('siti@example.com');
    stubServer({ ...PREVIEW, kind: 'staff', role: 'facilitator' });
    const router = renderApp(`/cohorts/invitation/${TOKEN}/`);
    expect(
      await screen.findByText(
        'You are invited to be a facilitator of the class January class of the course Data basics.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the role' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cohorts/admin/'));
    expect(router.state.location.search).toContain('cohort=data-101-jan');
  });

  it('explains a link that is not valid', async () => {
    stubFetch(() => jsonResponse({ error: 'not_found', reason: 'Not found.' }, 404));
    renderApp(`/cohorts/invitation/${TOKEN}/`);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation link is not valid. Ask your course administrator for a new one.',
    );
  });
});
