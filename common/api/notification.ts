import { z } from 'zod';
import { contract } from './contract';

/**
 * Notifications (spec §2 top bar, §3 notification event and subscription, §4, §7, §9): what
 * happened to the signed-in person, newest first, read in pages of 10 in the top bar's dropdown.
 * The server sends the parts of a sentence (the event, who, an excerpt, where), never the sentence:
 * the web composes it in the reader's language.
 */

/** Spec §9: the dropdown's page size and first page. */
export const NOTIFICATION_PAGE_SIZE = 10;
export const NOTIFICATION_FIRST_PAGE = 1;
/** The largest page a caller may ask for. */
export const NOTIFICATION_PAGE_SIZE_MAX = 50;

/** What happened; each event belongs to one kind of the notification settings. */
export const NOTIFICATION_EVENTS = [
  'comment_on_post',
  'reply_to_comment',
  'mention',
  'kudos_on_post',
  'kudos_on_comment',
  'post_on_followed_page',
  'announcement',
  'enrolment_approved',
  'work_marked',
  'work_returned',
  'certificate_issued',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** The screen path of the redirect every notification links through (spec §2). */
export const NOTIFICATION_REDIRECT_PATH = '/redirects/ol_notification/';

/** The link of notification `id`: the redirect marks it read, then goes to its target. */
export function notificationLink(id: string): string {
  return `${NOTIFICATION_REDIRECT_PATH}?id=${encodeURIComponent(id)}`;
}

/** One notification as its recipient sees it. */
export const NotificationItem = z.object({
  id: z.string(),
  event: z.enum(NOTIFICATION_EVENTS),
  /** Who did it; null when they are gone (an erased account). */
  actor: z.object({ fullName: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  /** The text the sentence quotes (a comment's or post's opening), as it was then; '' when none. */
  excerpt: z.string(),
  courseName: z.string().nullable(),
  className: z.string().nullable(),
  createdAt: z.string(),
  isRead: z.boolean(),
  /** Through the redirect (/redirects/ol_notification/?id=…). */
  link: z.string(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

/** A page of notifications, newest first, with how many are unread in all. */
export const NotificationPage = z.object({
  items: z.array(NotificationItem),
  page: z.number().int(),
  pageSize: z.number().int(),
  hasMore: z.boolean(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof NotificationPage>;

/** `lookup notification listNotifications`: a page (default 1 of 10), only unread ones with `is_read` false. */
export const ListNotificationsInput = z.object({
  page: z.coerce.number().int().min(1, { error: 'Choose page 1 or later.' }).default(NOTIFICATION_FIRST_PAGE),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATION_PAGE_SIZE_MAX, { error: `Ask for at most ${NOTIFICATION_PAGE_SIZE_MAX}.` })
    .default(NOTIFICATION_PAGE_SIZE),
  is_read: z.boolean().optional(),
});
export type ListNotificationsInput = z.infer<typeof ListNotificationsInput>;

/** What a mark-read answers: how many stay unread. */
export const UnreadCount = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** The calls of the signed-in person's notifications. */
export const notificationCalls = {
  listNotifications: contract('notification', 'lookup', 'listNotifications', {
    input: ListNotificationsInput,
    output: NotificationPage,
  }),
  markRead: contract('notification', 'update', 'markRead', { input: z.object({}), output: UnreadCount }),
  markAllRead: contract('notification', 'execute', 'markAllRead', {
    input: z.object({}),
    output: UnreadCount,
  }),
};

/** The path of the live stream of new notifications (server-sent events, signed in). */
export const NOTIFICATION_STREAM_PATH = '/notifications/stream/';
