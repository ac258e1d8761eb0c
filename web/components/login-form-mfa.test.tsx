import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { INVALID_OTP_REASON, MFA_REQUIRED_REASON } from '../../common/api/auth';
import { apiRequest } from '../api/client';
import { authStore } from '../auth/auth-store';
import { showLanguage } from '../i18n/i18n';
import { buildUser } from '../test/fixtures';
import { resetClientAroundEachTest } from '../test/fresh-client';
import { type FetchCall, jsonResponse, stubFetch } from '../test/stub-fetch';
import { LoginModal } from './login-modal';

resetClientAroundEachTest();

const user = buildUser({ mfaEnabled: true });

/** A server whose account has MFA: the code 123456 and the key abcd-efgh-jkmn work, once each. */
function mfaServer(extra: { deletionCancelled?: boolean } = {}): FetchCall[] {
  const spent = new Set<string>();
  let signedIn = false;
  return stubFetch(({ url, body }) => {
    if (url === '/json/auth/') {
      const { otp, recoveryKey } = body as { otp?: string; recoveryKey?: string };
      const proof = otp ?? recoveryKey;
      if (!proof) return jsonResponse({ error: 'mfa_required', reason: MFA_REQUIRED_REASON }, 401);
      if (!['123456', 'abcd-efgh-jkmn'].includes(proof) || spent.has(proof)) {
        return jsonResponse({ error: 'invalid_otp', reason: INVALID_OTP_REASON }, 401);
      }
      spent.add(proof);
      signedIn = true;
      return jsonResponse({ result: { userId: user.userId, ...extra } });
    }
    if (url.startsWith('/json/user/read/getLoggedInUserData')) {
      return signedIn
        ? jsonResponse({ result: user })
        : jsonResponse({ error: 'not_signed_in', reason: 'x' }, 401);
    }
    if (url === '/json/enrolment/create') {
      return signedIn
        ? jsonResponse({ result: 'enrolled' })
        : jsonResponse({ error: 'not_signed_in', reason: 'x' }, 401);
    }
    return jsonResponse({ error: 'not_found', reason: 'Not found.' }, 404);
  });
}

function logIn(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Email address'), { target: { value: user.emailAddress } });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'a long password' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

function openModal() {
  render(<LoginModal />);
  act(() => authStore.openLoginModal('login'));
  return screen.getByRole('dialog');
}

describe('the second step of the login form', () => {
  it('asks for the code after the password, shows a wrong code, and signs in with the right one', async () => {
    const calls = mfaServer();
    const dialog = openModal();
    logIn(dialog);
    const code = await within(dialog).findByLabelText('Authentication code');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(authStore.getState()).toMatchObject({ inProgress: false, errorMessage: null, currentUser: null });

    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(INVALID_OTP_REASON);

    fireEvent.change(within(dialog).getByLabelText('Authentication code'), { target: { value: '123 456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(authStore.getState().currentUser).toEqual(user);
    const attempts = calls.filter((call) => call.url === '/json/auth/').map((call) => call.body);
    expect(attempts).toEqual([
      { user: user.emailAddress, password: 'a long password' },
      { user: user.emailAddress, password: 'a long password', otp: '000000' },
      { user: user.emailAddress, password: 'a long password', otp: '123456' },
    ]);
  });

  it('switches to a recovery key and back, and needs something typed', async () => {
    const calls = mfaServer();
    const dialog = openModal();
    logIn(dialog);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Use a recovery key instead' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect(within(dialog).getByText('Enter a recovery key')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Recovery key'), { target: { value: 'abcd-efgh-jkmn' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.at(-2)?.body).toMatchObject({ recoveryKey: 'abcd-efgh-jkmn' });
  });

  it('goes back to the password step with the e-mail address kept', async () => {
    mfaServer();
    const dialog = openModal();
    logIn(dialog);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Back' }));
    expect((within(dialog).getByLabelText('Email address') as HTMLInputElement).value).toBe(
      user.emailAddress,
    );
  });

  it('replays a queued login-required request after the second step', async () => {
    mfaServer();
    render(<LoginModal />);
    const request = apiRequest('POST', '/json/enrolment/create', { body: {}, loginRequired: true });
    const dialog = await screen.findByRole('dialog');
    logIn(dialog);
    fireEvent.change(await within(dialog).findByLabelText('Authentication code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    await expect(request).resolves.toBe('enrolled');
    expect(authStore.getState()).toMatchObject({ loginRequired: false, retriesQueue: [] });
  });

  it('says when logging in cancelled a pending account deletion', async () => {
    mfaServer({ deletionCancelled: true });
    const dialog = openModal();
    logIn(dialog);
    fireEvent.change(await within(dialog).findByLabelText('Authentication code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
    expect((await within(dialog).findByRole('status')).textContent).toMatch(/scheduled for deletion/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(authStore.getState().currentUser).toEqual(user);
  });

  it('speaks Malay', async () => {
    await act(() => showLanguage('ms'));
    mfaServer();
    render(<LoginModal />);
    act(() => authStore.openLoginModal('login'));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Alamat e-mel'), { target: { value: user.emailAddress } });
    fireEvent.change(within(dialog).getByLabelText('Kata laluan'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log masuk' }));
    expect(await within(dialog).findByLabelText('Kod pengesahan')).toBeTruthy();
  });
});
