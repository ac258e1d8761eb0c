import type {
  NotificationItem,
  NotificationPage,
  notificationCalls,
  UnreadCount,
} from '../../common/api/notification';
import { call, request } from './call';

type Calls = typeof notificationCalls;
const list = call<Calls['listNotifications']>('notification', 'lookup', 'listNotifications');
const markOne = call<Calls['markRead']>('notification', 'update', 'markRead');
const markAll = call<Calls['markAllRead']>('notification', 'execute', 'markAllRead');

/** The dropdown's tabs: every notification, or the unread ones only. */
export type NotificationTab = 'all' | 'unread';

/** The address of the live stream (server-sent events). */
export const NOTIFICATION_STREAM_URL = '/notifications/stream/';

/** A page of the signed-in person's notifications (spec §9: 10 a page) for a tab. */
export function fetchNotifications(tab: NotificationTab, page: number): Promise<NotificationPage> {
  return request(list, { input: { page, ...(tab === 'unread' && { is_read: false }) } });
}

/** Mark one notification read; resolves with the unread count. */
export function markNotificationRead(id: string): Promise<UnreadCount> {
  return request(markOne, { id });
}

/** Mark every notification read; resolves with the unread count. */
export function markAllNotificationsRead(): Promise<UnreadCount> {
  return request(markAll, {});
}

/** What the stream sends with each new notification. */
export interface LiveNotification {
  item: NotificationItem;
  unreadCount: number;
}
