import { act, cleanup, screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_ROUTES, type ScreenName } from '../common/routes';
import { authStore } from './auth/auth-store';
import { i18n } from './i18n/i18n';
import { routes } from './router';
import { renderApp } from './test/render-app';
import { jsonResponse, setCsrfCookie, stubBeacon, stubFetch } from './test/stub-fetch';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  setCsrfCookie('token');
  // The catalogue answers with no course; everything else with an empty result.
  stubFetch((call) =>
    jsonResponse({
      result: call.url.includes('/json/course/') ? { courses: [], total: 0, hasMore: false } : null,
    }),
  );
  stubBeacon();
  act(() => authStore.userLoaded(null));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function screenAt(path: string): string | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route.id;
}

describe('the route table', () => {
  it.each(Object.entries(SCREEN_ROUTES) as [ScreenName, string][])(
    'routes %s (%s) to its own screen',
    (name, path) => {
      expect(screenAt(path)).toBe(name);
    },
  );

  it('sends every other path to the not-found screen', () => {
    expect(screenAt('/no/such/page/')).toBe('catchAll');
  });
});

describe('screens', () => {
  it.each([
    ['/', 'Courses and classes that bring learners together', 'Kelas'],
    ['/about/', 'About Kelas', 'About - Kelas'],
    ['/learningservices/', 'Learning services for institutions', 'Learning services - Kelas'],
    ['/contact/', 'Contact us', 'Contact - Kelas'],
    ['/partners/', 'Partner with Kelas', 'Partners - Kelas'],
    ['/courses/', 'Courses', 'Courses - Kelas'],
    ['/courses/?q=data', 'Results for “data”', 'Search: data - Kelas'],
    ['/accounts/account-settings/', 'Account settings', 'Account settings - Kelas'],
    ['/404/', 'Page not found', 'Page not found - Kelas'],
    ['/no/such/page/', 'Page not found', 'Page not found - Kelas'],
  ])('%s has one h1 "%s" and the title "%s"', async (path, heading, title) => {
    renderApp(path);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(heading);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await vi.waitFor(() => expect(document.title).toBe(title));
  });

  it('shows the empty-search wording of spec §8 when no course matches', async () => {
    renderApp('/courses/');
    expect(await screen.findByText("We couldn't find any related courses")).toBeTruthy();
    expect(screen.getByText('Please try again with a different keyword')).toBeTruthy();
  });

  it('draws the page landmarks, and no footer on the login screen', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    cleanup();

    renderApp('/accounts/login/');
    await screen.findByRole('heading', { level: 1, name: 'Log in to Kelas' });
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
