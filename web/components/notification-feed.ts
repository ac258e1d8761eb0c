import type { NotificationItem, NotificationPage } from '../../common/api/notification';

/** The query key of the signed-in person's unread count (the bell's badge). */
export const UNREAD_COUNT_KEY = ['notification', 'unreadCount'] as const;

/** One tab's list as the dropdown holds it (spec §3 notification feed state). */
export interface NotificationFeed {
  items: NotificationItem[];
  page: number;
  hasMore: boolean;
}

/** An empty feed, before its first page. */
export const EMPTY_FEED: NotificationFeed = { items: [], page: 0, hasMore: false };

/** Spec §4: a page greater than 1 is appended to the list; page 1 replaces it. */
export function withPage(feed: NotificationFeed, page: NotificationPage): NotificationFeed {
  const items =
    page.page > 1
      ? [...feed.items, ...page.items.filter((item) => !feed.items.some((had) => had.id === item.id))]
      : page.items;
  return { items, page: page.page, hasMore: page.hasMore };
}

/** A live item goes first, once (a reconnect may send one again). */
export function withLiveItem(feed: NotificationFeed, item: NotificationItem): NotificationFeed {
  if (feed.items.some((had) => had.id === item.id)) return feed;
  return { ...feed, items: [item, ...feed.items] };
}

/** Every item read (mark all), or the one `id`. */
export function withRead(feed: NotificationFeed, id?: string): NotificationFeed {
  return {
    ...feed,
    items: feed.items.map((item) => (id === undefined || item.id === id ? { ...item, isRead: true } : item)),
  };
}
