import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVALID_LINK_REASON } from '../../../common/api/credentials';
import { authStore } from '../../auth/auth-store';
import { i18n } from '../../i18n/i18n';
import { renderApp } from '../../test/render-app';
import { jsonResponse, setCsrfCookie, stubBeacon, stubFetch } from '../../test/stub-fetch';

const TOKEN = 'cd34'.repeat(16);

beforeEach(async () => {
  await i18n.changeLanguage('en');
  setCsrfCookie('token');
  stubBeacon();
  act(() => authStore.userLoaded(null));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the verify-email screen', () => {
  it('uses the link once and confirms the address', async () => {
    const calls = stubFetch(() =>
      jsonResponse({ result: { verified: true, emailAddress: 'siti@example.com' } }),
    );
    renderApp(`/accounts/verify-email/${TOKEN}/`);
    expect(await screen.findByText('Thank you! siti@example.com is confirmed.')).toBeTruthy();
    const verifications = calls.filter((call) => call.url === '/json/user/execute/verifyEmail');
    expect(verifications.map((call) => call.body)).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
  });

  it('explains a bad link', async () => {
    stubFetch(() =>
      jsonResponse(
        { error: 'invalid_input', reason: INVALID_LINK_REASON, fields: { token: INVALID_LINK_REASON } },
        400,
      ),
    );
    renderApp(`/accounts/verify-email/${TOKEN}/`);
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID_LINK_REASON);
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
