import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultNotificationSetting, NOTIFICATION_KINDS } from '../../../common/api/notification-settings';
import { authStore } from '../../auth/auth-store';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

const DEFAULTS = NOTIFICATION_KINDS.map(defaultNotificationSetting);
const NO_TERMS = { terms_of_service: [], privacy_policy: [] };

resetAppAroundEachTest(() => buildUser());

// A server whose save replies only when the test lets it, with `saveReply`.
function stubServer(saveReply: () => Response) {
  let release = () => {};
  const calls = stubFetch(async ({ url }: FetchCall) => {
    if (url.includes('getUserNotificationSettings')) return jsonResponse({ result: DEFAULTS });
    if (url.includes('update_dates')) return jsonResponse({ result: NO_TERMS });
    if (url.includes('setNotificationSettings')) {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return saveReply();
    }
    return jsonResponse({ result: null });
  });
  // Releases the save once it reached the server.
  const releaseSave = async () => {
    await vi.waitFor(() =>
      expect(calls.some((call) => call.url.includes('setNotificationSettings'))).toBe(true),
    );
    act(() => release());
  };
  return { calls, releaseSave };
}

const indicator = () => screen.getByRole('status');

describe('notification settings', () => {
  it('shows every kind with its in-app switch and e-mail choice, and the autosave wording at rest', async () => {
    stubServer(() => jsonResponse({ result: DEFAULTS }));
    renderApp('/accounts/notifications/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Notification settings');
    const kudosEmail = await screen.findByRole('combobox', { name: 'Kudos on my posts: email' });
    expect((kudosEmail as HTMLSelectElement).value).toBe('none');
    expect((screen.getByRole('combobox', { name: 'Mentions of me: email' }) as HTMLSelectElement).value).toBe(
      'immediately',
    );
    expect(
      (screen.getByRole('switch', { name: 'Class announcements: In app' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(screen.getAllByRole('switch')).toHaveLength(NOTIFICATION_KINDS.length);
    expect(screen.getAllByRole('combobox', { name: /: email$/ })).toHaveLength(NOTIFICATION_KINDS.length);
    expect(indicator().textContent).toBe('Your change will be automatically saved');
  });

  it('saves a change at once: being saved, then saved, then back to normal after the fade', async () => {
    const server = stubServer(() =>
      jsonResponse({
        result: DEFAULTS.map((entry) =>
          entry.kind === 'kudos' ? { ...entry, email: true, emailFrequency: 'daily' } : entry,
        ),
      }),
    );
    renderApp('/accounts/notifications/');
    const kudosEmail = (await screen.findByRole('combobox', {
      name: 'Kudos on my posts: email',
    })) as HTMLSelectElement;
    fireEvent.change(kudosEmail, { target: { value: 'daily' } });

    expect(kudosEmail.value).toBe('daily');
    await vi.waitFor(() => expect(indicator().textContent).toBe('Your change is being saved'));
    await server.releaseSave();
    const save = server.calls.find((call) => call.url.includes('setNotificationSettings'));
    expect(save?.body).toEqual({
      settings: [{ kind: 'kudos', inApp: true, email: true, emailFrequency: 'daily' }],
    });

    await vi.waitFor(() => expect(indicator().textContent).toBe('Your change was saved'));
    await vi.waitFor(() => expect(indicator().className).toContain('opacity-0'), { timeout: 1500 });
    await vi.waitFor(() => expect(indicator().textContent).toBe('Your change will be automatically saved'), {
      timeout: 1000,
    });
    expect(kudosEmail.value).toBe('daily');
  });

  it('goes back to normal with an error message and the old choice when saving fails', async () => {
    const server = stubServer(() => jsonResponse({ error: 'internal', reason: 'Database unavailable' }, 500));
    renderApp('/accounts/notifications/');
    const inApp = (await screen.findByRole('switch', { name: 'Course updates: In app' })) as HTMLInputElement;
    fireEvent.click(inApp);
    await vi.waitFor(() => expect(indicator().textContent).toBe('Your change is being saved'));

    await server.releaseSave();
    expect((await screen.findByRole('alert')).textContent).toBe('Database unavailable');
    expect(indicator().textContent).toBe('Your change will be automatically saved');
    expect(inApp.checked).toBe(true);
  });

  it('asks a visitor to log in', async () => {
    stubServer(() => jsonResponse({ result: DEFAULTS }));
    act(() => authStore.userLoaded(null));
    renderApp('/accounts/notifications/');
    expect(await screen.findByText('Log in to choose your notifications.')).toBeTruthy();
  });
});
