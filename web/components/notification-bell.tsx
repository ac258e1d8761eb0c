import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchNotifications, type LiveNotification, NOTIFICATION_STREAM_URL } from '../api/notifications';
import { Dropdown } from './dropdown';
import { Icon } from './icon';
import { UNREAD_COUNT_KEY } from './notification-feed';

// The dropdown's list, tabs and actions load on the first open: the top bar stays small.
const NotificationPanel = lazy(() =>
  import('./notification-panel').then((module) => ({ default: module.NotificationPanel })),
);

/**
 * The top bar's notifications (spec §2): a bell with the unread count that opens the dropdown, and
 * the live stream that brings new ones (announced politely to screen readers).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const unread = useQuery({
    queryKey: UNREAD_COUNT_KEY,
    queryFn: async () => (await fetchNotifications('unread', 1)).unreadCount,
  });
  const [live, setLive] = useState<LiveNotification | null>(null);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATION_STREAM_URL);
    const onNotification = (event: MessageEvent<string>) => {
      const received = JSON.parse(event.data) as LiveNotification;
      queryClient.setQueryData(UNREAD_COUNT_KEY, received.unreadCount);
      setLive(received);
    };
    source.addEventListener('notification', onNotification);
    return () => {
      source.removeEventListener('notification', onNotification);
      source.close();
    };
  }, [queryClient]);

  const count = unread.data ?? 0;
  const shown = count > 99 ? '99+' : String(count);
  return (
    <>
      <Dropdown
        align="right"
        kind="disclosure"
        testId="notification-menu"
        ariaLabel={count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
        buttonClassName="relative flex items-center rounded-full p-2 text-slate-700 hover:bg-slate-100"
        panelClassName="w-96 max-w-[calc(100vw-2rem)]"
        label={
          <>
            <Icon name="bell" className="size-5" />
            {count > 0 && (
              <span
                aria-hidden="true"
                className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-semibold text-white"
              >
                {shown}
              </span>
            )}
          </>
        }
      >
        <Suspense fallback={<p className="px-3 py-2 text-sm text-slate-700">{t('notifications.loading')}</p>}>
          <NotificationPanel live={live} />
        </Suspense>
      </Dropdown>
      <p aria-live="polite" className="sr-only">
        {live ? t('notifications.arrived', { count }) : ''}
      </p>
    </>
  );
}
