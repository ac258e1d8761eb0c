import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { INVALID_LINK_REASON } from '../../../common/api/credentials';
import { authStore } from '../../auth/auth-store';
import { i18n, showLanguage } from '../../i18n/i18n';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

const TOKEN = 'ab12'.repeat(16);
const PATH = `/accounts/reset-password/${TOKEN}/`;

resetAppAroundEachTest(() => null);

afterEach(async () => {
  act(() => authStore.closeLoginModal());
  await i18n.changeLanguage('en');
});

function resetCalls(calls: FetchCall[]) {
  return calls.filter((call) => call.url === '/json/user/execute/resetPassword');
}

async function fillAndSubmit(password: string, confirm = password) {
  fireEvent.change(await screen.findByLabelText('New password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('the reset-password screen', () => {
  it('checks the confirmation before sending anything', async () => {
    const calls = stubFetch(() => jsonResponse({ result: { reset: true } }));
    renderApp(PATH);
    await fillAndSubmit('a long enough passphrase', 'a different passphrase');
    // The checks load with the first use of the form (web/auth/auth-checks.ts).
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    await fillAndSubmit('short');
    expect(await screen.findByText('Use at least 8 characters')).toBeTruthy();
    expect(resetCalls(calls)).toHaveLength(0);
  });

  it('sends the token and the new password, then offers to log in', async () => {
    const calls = stubFetch(() => jsonResponse({ result: { reset: true } }));
    renderApp(PATH);
    await fillAndSubmit('a long enough passphrase');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your password has been changed' }),
    ).toBeTruthy();
    expect(resetCalls(calls)[0]?.body).toEqual({ token: TOKEN, password: 'a long enough passphrase' });
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/accounts/login/');
    expect(document.title).toBe('Choose a new password - Kelas');
  });

  it('explains a bad or expired link and opens the forgot-password form to ask for a new one', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          error: 'invalid_input',
          reason: INVALID_LINK_REASON,
          fields: { token: INVALID_LINK_REASON },
          fieldCodes: { token: { code: 'credential.invalidLink' } },
        },
        400,
      ),
    );
    renderApp(PATH);
    await fillAndSubmit('a long enough passphrase');
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_LINK_REASON);
    fireEvent.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(authStore.getState()).toMatchObject({ loginModal: 'login', forgotPassword: true });
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeTruthy();
  });

  it('speaks the interface language, the server reason included', async () => {
    await act(() => showLanguage('ms'));
    stubFetch(() =>
      jsonResponse(
        {
          error: 'invalid_input',
          reason: INVALID_LINK_REASON,
          fields: { token: INVALID_LINK_REASON },
          fieldCodes: { token: { code: 'credential.invalidLink' } },
        },
        400,
      ),
    );
    renderApp(PATH);
    fireEvent.change(await screen.findByLabelText('Kata laluan baharu'), {
      target: { value: 'a long passphrase' },
    });
    fireEvent.change(screen.getByLabelText('Sahkan kata laluan baharu'), {
      target: { value: 'a long passphrase' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan kata laluan baharu' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Pautan ini tidak sah atau telah tamat tempoh. Minta pautan baharu.',
    );
  });
});
