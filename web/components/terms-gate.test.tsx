import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authStore } from '../auth/auth-store';
import { buildUser } from '../test/fixtures';
import { resetAppAroundEachTest } from '../test/fresh-client';
import { renderApp } from '../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../test/stub-fetch';

const IN_FORCE = {
  terms_of_service: ['2026-03-01T00:00:00.000Z'],
  privacy_policy: ['2026-02-01T00:00:00.000Z'],
};
const ACCEPTED_BEFORE = { terms_of_service: '2026-01-01T00:00:00+00:00' };
const ACCEPTED_AFTER = {
  terms_of_service: '2026-04-01T00:00:00+00:00',
  privacy_policy: '2026-04-01T00:00:00+00:00',
};

resetAppAroundEachTest();

// The server of this test: the dates in force, acceptance, and the user data after accepting.
function stubServer(): FetchCall[] {
  return stubFetch(({ url }) => {
    if (url.includes('get_terms_of_service_update_dates')) return jsonResponse({ result: IN_FORCE });
    if (url.includes('accept_terms_of_service_by_type')) return jsonResponse({ result: ACCEPTED_AFTER });
    if (url.includes('getLoggedInUserData')) {
      return jsonResponse({ result: buildUser({ tosAcceptanceDates: ACCEPTED_AFTER }) });
    }
    if (url.startsWith('/json/auth/')) return jsonResponse({ result: { loggedOut: true } });
    return jsonResponse({ result: null });
  });
}

describe('the terms dialog', () => {
  it('blocks a user with terms in force newer than their acceptance: no close button, Escape does nothing', async () => {
    stubServer();
    act(() => authStore.userLoaded(buildUser({ tosAcceptanceDates: ACCEPTED_BEFORE })));
    renderApp('/about/');
    const dialog = await screen.findByRole('dialog', { name: 'We have updated our terms' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('Terms of service')).toBeTruthy();
    expect(within(dialog).getByText('Privacy policy')).toBeTruthy();
    // Each type links to its text, opened beside the dialog.
    const link = within(dialog).getByRole('link', { name: 'Read the Privacy policy (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe('/accounts/terms/privacy_policy/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('accepts every pending type, reloads the user data and goes away', async () => {
    const calls = stubServer();
    act(() => authStore.userLoaded(buildUser({ tosAcceptanceDates: ACCEPTED_BEFORE })));
    renderApp('/about/');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const accepted = calls.filter((call) => call.url.includes('accept_terms_of_service_by_type'));
    expect(accepted.map((call) => [call.method, call.body])).toEqual([
      ['POST', { type: 'terms_of_service' }],
      ['POST', { type: 'privacy_policy' }],
    ]);
    expect(calls.some((call) => call.url.includes('getLoggedInUserData'))).toBe(true);
    expect(authStore.getState().currentUser?.tosAcceptanceDates).toEqual(ACCEPTED_AFTER);
  });

  it('offers logging out instead', async () => {
    stubServer();
    act(() => authStore.userLoaded(buildUser()));
    renderApp('/about/');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await vi.waitFor(() => expect(authStore.getState().currentUser).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not appear for a user who accepted the terms in force, nor for a visitor', async () => {
    const calls = stubServer();
    act(() => authStore.userLoaded(buildUser({ tosAcceptanceDates: ACCEPTED_AFTER })));
    renderApp('/about/');
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(calls.some((call) => call.url.includes('update_dates'))).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();

    const visitorCalls = stubServer();
    act(() => authStore.userLoaded(null));
    renderApp('/about/');
    await screen.findByRole('heading', { level: 1 });
    expect(visitorCalls.some((call) => call.url.includes('update_dates'))).toBe(false);
  });
});
