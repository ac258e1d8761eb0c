import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '../../auth/auth-store';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

const STAFF = buildUser({ isStaff: true, timezone: 'Asia/Jakarta' });
const message = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  to: `person${n}@example.test`,
  template: 'email_verification',
  language: 'en',
  subject: `Confirm your address ${n}`,
  text: `Your code is 12345${n}. Or open http://localhost:3000/accounts/verify-email/token-${n}/`,
  keptAt: '2026-05-01T03:00:00.000Z',
});

resetAppAroundEachTest();

function stubOutbox(pages: Record<string, { messages: unknown[]; hasMore: boolean }>) {
  return stubFetch(({ url }) => {
    if (!url.includes('listKeptMail')) return jsonResponse({ result: null });
    const before = new URL(url, 'http://localhost').searchParams.get('before') ?? '';
    return jsonResponse({ result: pages[before] });
  });
}

describe('/wasabi/mail-outbox/', () => {
  it('shows staff each kept message, its text on demand, and pages to older ones', async () => {
    const calls = stubOutbox({
      '': { messages: [message(1), message(2)], hasMore: true },
      [message(2).id]: { messages: [message(3)], hasMore: false },
    });
    act(() => authStore.userLoaded(STAFF));
    renderApp('/wasabi/mail-outbox/');
    const first = await screen.findByRole('heading', { level: 2, name: 'Confirm your address 1' });
    const item = first.closest('li')!;
    expect(within(item).getByText(/To: person1@example.test/)).toBeTruthy();
    fireEvent.click(within(item).getByText('Show the message'));
    expect(within(item).getByText(/verify-email\/token-1/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mail outbox' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Older messages' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Confirm your address 3' })).toBeTruthy();
    const outboxCalls = calls.filter((call) => call.url.includes('listKeptMail'));
    expect(outboxCalls.at(-1)?.url).toContain(`before=${message(2).id}`);
    expect(screen.queryByRole('button', { name: 'Older messages' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Back to the newest' })).toBeTruthy();
  });

  it('says so when nothing is kept', async () => {
    stubOutbox({ '': { messages: [], hasMore: false } });
    act(() => authStore.userLoaded(STAFF));
    renderApp('/wasabi/mail-outbox/');
    expect(await screen.findByRole('heading', { name: 'No mail kept' })).toBeTruthy();
  });

  it('refuses a learner and asks nothing of the server', async () => {
    const calls = stubOutbox({});
    act(() => authStore.userLoaded(buildUser()));
    renderApp('/wasabi/mail-outbox/');
    expect((await screen.findByRole('alert')).textContent).toContain('platform staff only');
    expect(calls.some((call) => call.url.includes('listKeptMail'))).toBe(false);
  });
});
