import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationItem } from '../../common/api/notification';
import { jsonResponse, stubFetch } from '../test/stub-fetch';
import { NotificationPanel } from './notification-panel';

function item(index: number, isRead = false): NotificationItem {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    event: 'mention',
    actor: { fullName: `Person ${index}`, avatarUrl: null },
    excerpt: `Note ${index}`,
    courseName: 'Biology',
    className: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    isRead,
    link: `/redirects/ol_notification/?id=${index}`,
  };
}

function page(items: NotificationItem[], number: number, hasMore: boolean) {
  return { items, page: number, pageSize: 10, hasMore, unreadCount: 12 };
}

function renderPanel(live: Parameters<typeof NotificationPanel>[0]['live'] = null) {
  const client = new QueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <NotificationPanel live={live} />
    </QueryClientProvider>,
  );
  return {
    client,
    rerender: (next: Parameters<typeof NotificationPanel>[0]['live']) =>
      view.rerender(
        <QueryClientProvider client={client}>
          <NotificationPanel live={next} />
        </QueryClientProvider>,
      ),
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the notifications dropdown', () => {
  it('composes each sentence on the client, appends page 2 and replaces with page 1 of the Unread tab', async () => {
    const calls = stubFetch(async ({ url }) => {
      const query = new URL(url, 'http://localhost').searchParams;
      if (query.get('is_read') === 'false') return jsonResponse({ result: page([item(50)], 1, false) });
      if (query.get('page') === '2') return jsonResponse({ result: page([item(11), item(12)], 2, false) });
      return jsonResponse({
        result: page(
          Array.from({ length: 10 }, (_, index) => item(index + 1)),
          1,
          true,
        ),
      });
    });
    renderPanel();
    expect(await screen.findByText('Person 1 mentioned you in Biology')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Person 12 mentioned you in Biology')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    fireEvent.click(screen.getByRole('tab', { name: 'Unread' }));
    expect(await screen.findByText('Person 50 mentioned you in Biology')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(calls.some((call) => call.url.includes('is_read=false'))).toBe(true);
  });

  it('disables Mark all as read while it runs, then marks every item read', async () => {
    let release = () => {};
    stubFetch(async ({ url }) => {
      if (url.includes('markAllRead')) {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return jsonResponse({ result: { unreadCount: 0 } });
      }
      return jsonResponse({ result: page([item(1)], 1, false) });
    });
    renderPanel();
    await screen.findByText('Person 1 mentioned you in Biology');
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    const busy = await screen.findByRole('button', { name: 'Marking all as read…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    await act(async () => release());
    const done = await screen.findByRole('button', { name: 'Mark all as read' });
    expect((done as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByRole('button', { name: 'Mark this notification as read' })).toBeNull();
  });

  it('puts a live notification first, once', async () => {
    stubFetch(async () => jsonResponse({ result: page([item(1)], 1, false) }));
    const view = renderPanel();
    await screen.findByText('Person 1 mentioned you in Biology');
    const live = { item: item(99), unreadCount: 2 };
    view.rerender(live);
    view.rerender({ ...live });
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Person 99 mentioned you in Biology');
  });
});
