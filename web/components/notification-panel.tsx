import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '../../common/api/notification';
import {
  fetchNotifications,
  type LiveNotification,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationTab,
} from '../api/notifications';
import { classNames } from './class-names';
import {
  EMPTY_FEED,
  type NotificationFeed,
  UNREAD_COUNT_KEY,
  withLiveItem,
  withPage,
  withRead,
} from './notification-feed';

const TABS: readonly NotificationTab[] = ['all', 'unread'];

/**
 * The notifications dropdown (spec §2, §4): All and Unread tabs, pages of 10 ("Load more" appends,
 * page 1 replaces), mark one or all read (the button waits while marking all), and new items from
 * the stream first.
 */
export function NotificationPanel({ live }: { live: LiveNotification | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<NotificationTab>('all');
  const [feeds, setFeeds] = useState<Record<NotificationTab, NotificationFeed>>({
    all: EMPTY_FEED,
    unread: EMPTY_FEED,
  });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);

  const load = useCallback(
    async (which: NotificationTab, page: number) => {
      setLoading(true);
      setFailed(false);
      try {
        const answer = await fetchNotifications(which, page);
        setFeeds((current) => ({ ...current, [which]: withPage(current[which], answer) }));
        queryClient.setQueryData(UNREAD_COUNT_KEY, answer.unreadCount);
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [queryClient],
  );

  useEffect(() => {
    void load(tab, 1);
  }, [tab, load]);

  useEffect(() => {
    if (!live) return;
    setFeeds((current) => ({
      all: withLiveItem(current.all, live.item),
      unread: withLiveItem(current.unread, live.item),
    }));
  }, [live]);

  const markAll = async () => {
    setMarkingAll(true);
    try {
      const { unreadCount } = await markAllNotificationsRead();
      setFeeds((current) => ({ all: withRead(current.all), unread: { ...current.unread, items: [] } }));
      queryClient.setQueryData(UNREAD_COUNT_KEY, unreadCount);
    } catch {
      setFailed(true);
    } finally {
      setMarkingAll(false);
    }
  };

  const markOne = async (item: NotificationItem) => {
    const { unreadCount } = await markNotificationRead(item.id);
    setFeeds((current) => ({
      all: withRead(current.all, item.id),
      unread: withRead(current.unread, item.id),
    }));
    queryClient.setQueryData(UNREAD_COUNT_KEY, unreadCount);
  };

  const feed = feeds[tab];
  return (
    <section aria-label={t('notifications.title')} data-testid="notification-panel">
      <div className="flex items-center justify-between gap-2 px-2 pt-1">
        <div role="tablist" aria-label={t('notifications.title')} className="flex gap-1">
          {TABS.map((which) => (
            <button
              key={which}
              type="button"
              role="tab"
              data-keep-open
              aria-selected={tab === which}
              onClick={() => setTab(which)}
              className={classNames(
                'rounded-lg px-3 py-1.5 text-sm font-medium',
                tab === which ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {t(`notifications.tabs.${which}`)}
            </button>
          ))}
        </div>
        <button
          type="button"
          data-keep-open
          onClick={() => void markAll()}
          disabled={markingAll}
          className="rounded-lg px-2 py-1.5 text-sm font-medium text-brand-800 hover:bg-slate-100 disabled:opacity-60"
        >
          {markingAll ? t('notifications.markingAll') : t('notifications.markAll')}
        </button>
      </div>
      <div role="tabpanel" className="max-h-96 overflow-y-auto py-1">
        {failed && (
          <p role="alert" className="px-3 py-2 text-sm text-red-800">
            {t('notifications.error')}
          </p>
        )}
        {feed.items.length === 0 && !loading && !failed && (
          <p className="px-3 py-2 text-sm text-slate-700">
            {tab === 'unread' ? t('notifications.emptyUnread') : t('notifications.empty')}
          </p>
        )}
        <ul className="divide-y divide-slate-100">
          {feed.items.map((item) => (
            <li
              key={item.id}
              className={classNames('flex items-start gap-2 px-3 py-2', !item.isRead && 'bg-brand-50/50')}
            >
              <a href={item.link} className="min-w-0 flex-1 text-sm text-slate-800 hover:underline">
                <span id={`notification-${item.id}`}>
                  <NotificationSentence item={item} />
                </span>
                <span className="block text-xs text-slate-600">
                  {new Date(item.createdAt).toLocaleString()}
                </span>
              </a>
              {!item.isRead && (
                <button
                  type="button"
                  data-keep-open
                  onClick={() => void markOne(item)}
                  className="shrink-0 rounded px-1.5 py-0.5 text-xs text-brand-800 hover:bg-slate-100"
                  aria-describedby={`notification-${item.id}`}
                >
                  {t('notifications.markOne')}
                </button>
              )}
            </li>
          ))}
        </ul>
        {loading && <p className="px-3 py-2 text-sm text-slate-700">{t('notifications.loading')}</p>}
        {feed.hasMore && !loading && (
          <button
            type="button"
            data-keep-open
            onClick={() => void load(tab, feed.page + 1)}
            className="mx-3 my-2 rounded-lg px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-slate-100"
          >
            {t('notifications.loadMore')}
          </button>
        )}
      </div>
    </section>
  );
}

/** The sentence of a notification, composed in the reader's language from its parts. */
function NotificationSentence({ item }: { item: NotificationItem }) {
  const { t } = useTranslation();
  const place = [item.courseName, item.className].filter(Boolean).join(' · ');
  // A qualification's certificate has no course: its excerpt names the qualification.
  const named = !place && item.event === 'certificate_issued' ? item.excerpt : '';
  return (
    <span className="block">
      {t(`notifications.events.${item.event}`, {
        actor: item.actor?.fullName ?? t('notifications.someone'),
        place: place || named || t('notifications.noPlace'),
      })}
      {item.excerpt && !named && <span className="block truncate text-slate-600">“{item.excerpt}”</span>}
    </span>
  );
}
