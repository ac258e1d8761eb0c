import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadCurrentUser } from '../auth/auth-actions';
import { authStore } from '../auth/auth-store';
import { resetAppAroundEachTest } from '../test/fresh-client';
import { renderApp } from '../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../test/stub-fetch';

resetAppAroundEachTest();

/** Answers as the server answers a visitor: who is here is nobody, any other call needs a sign-in. */
function stubVisitorServer(): { calls: FetchCall[]; refused: string[] } {
  const refused: string[] = [];
  const calls = stubFetch(({ method, url }) => {
    if (url === '/json/auth/lookup/currentUser') return jsonResponse({ result: null });
    refused.push(`${method} ${url}`);
    return jsonResponse({ error: 'not_signed_in', reason: 'Sign in first' }, 401);
  });
  return { calls, refused };
}

describe('a visitor', () => {
  it('loads the home page as the app starts, with no call that needs a signed-in user', async () => {
    const { calls, refused } = stubVisitorServer();
    const consoleError = vi.spyOn(console, 'error');
    act(() => authStore.reset());

    // As web/main.tsx starts the app.
    await act(() => loadCurrentUser());
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' })).toBeTruthy();
    // Lazy parts of the shell (menus, gates) mount a moment later: give them their turn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));

    expect(refused).toEqual([]);
    expect(calls.map((call) => call.url)).toContain('/json/auth/lookup/currentUser');
    expect(consoleError).not.toHaveBeenCalled();
  });
});
