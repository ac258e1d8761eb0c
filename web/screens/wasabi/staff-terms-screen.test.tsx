import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PAST_DATETIME_REASON } from '../../../common/api/terms';
import { authStore } from '../../auth/auth-store';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

const IN_FORCE = { terms_of_service: ['2026-01-05T01:00:00.000Z'], privacy_policy: [] };
const STAFF = buildUser({
  isStaff: true,
  timezone: 'Asia/Jakarta',
  tosAcceptanceDates: { terms_of_service: '2026-02-01T00:00:00Z' },
});

resetAppAroundEachTest();

function stubServer(options: { scheduled?: string[]; schedule?: () => Response } = {}): FetchCall[] {
  let scheduled = options.scheduled ?? [];
  return stubFetch(({ url, body }) => {
    if (url.includes('get_terms_of_service_update_dates')) return jsonResponse({ result: IN_FORCE });
    if (url.includes('get_terms_of_service_next_update_dates')) {
      return jsonResponse({ result: { terms_of_service: scheduled, privacy_policy: [] } });
    }
    if (url.includes('scheduleTosUpdate')) {
      if (options.schedule) return options.schedule();
      scheduled = [(body as { datetime: string }).datetime];
      return jsonResponse({ result: { terms_of_service: scheduled, privacy_policy: [] } });
    }
    return jsonResponse({ result: null });
  });
}

const listCard = (title: string) => screen.getByRole('region', { name: title });

describe('/wasabi/tos/', () => {
  it('tells a signed-in learner they are not allowed, and asks nothing of the server', async () => {
    const calls = stubServer();
    act(() =>
      authStore.userLoaded(buildUser({ tosAcceptanceDates: { terms_of_service: '2026-02-01T00:00:00Z' } })),
    );
    renderApp('/wasabi/tos/');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You are not allowed to see this page. It is for platform staff only.',
    );
    expect(calls.some((call) => call.url.includes('next_update_dates'))).toBe(false);
  });

  it('shows staff both lists in their time zone, and reloads both after scheduling', async () => {
    const calls = stubServer();
    act(() => authStore.userLoaded(STAFF));
    renderApp('/wasabi/tos/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Terms of service updates');
    await vi.waitFor(() =>
      expect(within(listCard('Versions in force')).getByText(/08:00|8:00/)).toBeTruthy(),
    );
    expect(within(listCard('Scheduled updates')).getAllByText('None')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Takes effect on'), { target: { value: '2099-06-01T09:30' } });
    fireEvent.click(screen.getByLabelText('Terms of service'));
    const before = calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Schedule update' }));

    expect(await screen.findByText('Update scheduled.')).toBeTruthy();
    const schedule = calls.find((call) => call.url.includes('scheduleTosUpdate'));
    expect(schedule?.body).toEqual({ datetime: '2099-06-01T02:30:00.000Z', types: ['terms_of_service'] });
    await vi.waitFor(() => {
      const reloaded = calls.slice(before).map((call) => call.url);
      expect(reloaded.some((url) => url.endsWith('get_terms_of_service_update_dates'))).toBe(true);
      expect(reloaded.some((url) => url.endsWith('get_terms_of_service_next_update_dates'))).toBe(true);
    });
    await vi.waitFor(() =>
      expect(within(listCard('Scheduled updates')).getAllByText('None')).toHaveLength(1),
    );
  });

  it('checks the form before sending, and shows the server reasons under their fields', async () => {
    const calls = stubServer({
      schedule: () =>
        jsonResponse(
          {
            error: 'invalid_input',
            reason: PAST_DATETIME_REASON,
            fields: { datetime: PAST_DATETIME_REASON },
          },
          400,
        ),
    });
    act(() => authStore.userLoaded(STAFF));
    renderApp('/wasabi/tos/');
    const submit = await screen.findByRole('button', { name: 'Schedule update' });
    fireEvent.click(submit);
    expect(screen.getByText('Enter a valid date and time')).toBeTruthy();
    expect(screen.getByText('Choose at least one type of terms')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Takes effect on'), { target: { value: '2020-01-01T00:00' } });
    fireEvent.click(screen.getByLabelText('Privacy policy'));
    fireEvent.click(submit);
    expect(screen.getByText('Choose a date and time in the future')).toBeTruthy();
    expect(calls.some((call) => call.url.includes('scheduleTosUpdate'))).toBe(false);

    // The server still has the last word (its clock may differ from the browser's).
    fireEvent.change(screen.getByLabelText('Takes effect on'), { target: { value: '2099-01-01T00:00' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Choose a date and time in the future')).toBeTruthy();
    expect(screen.getByLabelText('Takes effect on').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the spec §8 errors of the two lists', async () => {
    stubFetch(({ url }) =>
      url.includes('get_terms_of_service_update_dates')
        ? jsonResponse({ error: 'internal', reason: 'Database unavailable' }, 500)
        : Promise.reject(new TypeError('Failed to fetch')),
    );
    act(() => authStore.userLoaded(STAFF));
    renderApp('/wasabi/tos/');
    await screen.findByRole('region', { name: 'Versions in force' });
    // The app's queries retry once (after a second) before they give up.
    expect(
      await within(listCard('Versions in force')).findByText('Database unavailable', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(
      await within(listCard('Scheduled updates')).findByText(
        'Error retrieving next ToS Update dates',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
  });
});
