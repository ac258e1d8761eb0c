import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../auth/auth-store';
import { i18n } from '../i18n/i18n';
import { buildUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { type FetchCall, jsonResponse, setCsrfCookie, stubBeacon, stubFetch } from '../test/stub-fetch';

let calls: FetchCall[];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  setCsrfCookie('token');
  stubBeacon();
  calls = stubFetch(({ url }) =>
    url === '/json/user/execute/resendVerificationEmail'
      ? jsonResponse({ result: { sent: true } })
      : jsonResponse({ result: null }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => authStore.reset());
});

async function renderHome() {
  renderApp('/about/');
  await screen.findByRole('heading', { level: 1 });
}

const bannerName = 'Confirm your email address';

describe('the e-mail verification banner', () => {
  it('asks an unverified user to confirm, and resends the link with a confirmation', async () => {
    act(() => authStore.userLoaded(buildUser({ emailVerified: false, emailAddress: 'budi@example.com' })));
    await renderHome();
    const banner = await screen.findByRole('complementary', { name: bannerName });
    expect(banner.textContent).toContain(
      'Please confirm your email address: we sent a link to budi@example.com.',
    );
    expect(within(banner).getByRole('link', { name: 'Enter the code' }).getAttribute('href')).toBe(
      '/accounts/account-settings/',
    );

    fireEvent.click(within(banner).getByRole('button', { name: 'Resend' }));
    expect(await within(banner).findByText('We sent a new link. Check your inbox.')).toBeTruthy();
    const resend = calls.find((call) => call.url === '/json/user/execute/resendVerificationEmail');
    expect(resend?.method).toBe('POST');
    expect(resend?.headers['x-csrftoken']).toBe('token');
  });

  it('is not shown to a verified user or a visitor', async () => {
    act(() => authStore.userLoaded(buildUser({ emailVerified: true })));
    await renderHome();
    expect(screen.queryByRole('complementary', { name: bannerName })).toBeNull();
    cleanup();

    act(() => authStore.userLoaded(null));
    await renderHome();
    expect(screen.queryByRole('complementary', { name: bannerName })).toBeNull();
  });
});
