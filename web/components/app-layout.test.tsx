import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '../../common/constants';
import { authStore } from '../auth/auth-store';
import { i18n } from '../i18n/i18n';
import { buildUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { type FetchCall, jsonResponse, setCsrfCookie, stubBeacon, stubFetch } from '../test/stub-fetch';

const user = buildUser({ fullName: 'Budi Santoso', emailAddress: 'budi@example.com' });
let calls: FetchCall[];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
  setCsrfCookie('token');
  calls = stubFetch(({ url, body }) => {
    if (url === `/json/user/update/setPreferredLanguage/${user.userId}`) {
      return jsonResponse({
        result: { ...user, preferredLanguage: (body as { language: string }).language },
      });
    }
    return jsonResponse({ result: { userId: user.userId } });
  });
  stubBeacon();
  authStore.reset();
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

async function renderHome() {
  // A page of the shell that reads nothing (a signed-in person's home reads their classes).
  const router = renderApp('/about/');
  await screen.findByRole('heading', { level: 1 });
  return router;
}

describe('the top bar', () => {
  it('offers Log in and Sign up to a visitor, each opening the login modal', async () => {
    await renderHome();
    const banner = screen.getByRole('banner');
    fireEvent.click(within(banner).getByRole('button', { name: 'Sign up' }));
    expect(authStore.getState().loginModal).toBe('signup');
    expect(await screen.findByRole('dialog', { name: 'Create your Kelas account' })).toBeTruthy();
  });

  it("shows a signed-in user's name on the profile menu, with account settings and log out", async () => {
    act(() => authStore.userLoaded(user));
    const router = await renderHome();
    const banner = screen.getByRole('banner');
    expect(within(banner).queryByRole('button', { name: 'Log in' })).toBeNull();

    fireEvent.click(await within(banner).findByRole('button', { name: /Budi Santoso/ }));
    expect(screen.getByRole('menuitem', { name: 'Account settings' }).getAttribute('href')).toBe(
      '/accounts/account-settings/',
    );
    // Spec §2 top bar: the profile menu has the person's subscriptions, beside their purchases.
    expect(screen.getByRole('menuitem', { name: 'Subscriptions' }).getAttribute('href')).toBe(
      '/accounts/subscriptions/',
    );
    fireEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));

    await vi.waitFor(() => expect(authStore.getState().currentUser).toBeNull());
    expect(calls.find((call) => call.url === '/json/auth/')?.body).toEqual({ logout: true });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('submits a search to the catalogue', async () => {
    const router = await renderHome();
    const search = within(screen.getByRole('banner')).getByRole('combobox', { name: 'Search courses' });
    fireEvent.change(search, { target: { value: 'data science' } });
    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Search' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=data%20science'));
    expect(router.state.location.pathname).toBe('/courses/');
  });
});

describe('the language menu', () => {
  it('names each language in itself and switches, remembers and saves the choice', async () => {
    act(() => authStore.userLoaded(user));
    await renderHome();
    fireEvent.click(screen.getByTestId('language-menu'));
    const options = screen.getAllByRole('menuitemradio').map((option) => option.textContent);
    expect(options).toEqual(['English', 'Bahasa Indonesia', 'Bahasa Melayu']);

    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Bahasa Melayu' }));
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('ms'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ms');
    // The server reads it for the next page's <html lang>.
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ms`);
    expect(await screen.findByRole('link', { name: 'Langkau ke kandungan utama' })).toBeTruthy();
    await vi.waitFor(() =>
      expect(
        calls.find((call) => call.url === `/json/user/update/setPreferredLanguage/${user.userId}`)?.body,
      ).toEqual({
        language: 'ms',
      }),
    );
  });

  it('does not save the language for a visitor', async () => {
    await renderHome();
    fireEvent.click(screen.getByTestId('language-menu'));
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Bahasa Indonesia' }));
    expect(await screen.findByRole('button', { name: 'Masuk' })).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('in the mobile apps', () => {
  it('hides the top bar and the footer', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) KelasApp-iOS/3.2');
    await renderHome();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
