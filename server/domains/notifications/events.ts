import type { NotificationEvent } from '../../../common/api/notification';
import { NOTIFICATION_KINDS, type NotificationKind } from '../../../common/api/notification-settings';

/** The settings' kind of each event: whose switches decide if and how it is sent. */
export const EVENT_KINDS: Readonly<Record<NotificationEvent, NotificationKind>> = {
  comment_on_post: 'comments_on_my_posts',
  reply_to_comment: 'replies_to_my_comments',
  mention: 'mentions',
  kudos_on_post: 'kudos',
  kudos_on_comment: 'kudos',
  post_on_followed_page: 'posts_on_followed_pages',
  announcement: 'class_announcements',
  enrolment_approved: 'enrolment_updates',
  work_marked: 'assessment_results',
  work_returned: 'assessment_results',
  certificate_issued: 'certificates_issued',
};

/** The defaults of an event's kind, for people who never changed its switches. */
export function kindDefaults(event: NotificationEvent): {
  kind: NotificationKind;
  inApp: boolean;
  email: boolean;
} {
  const kind = EVENT_KINDS[event];
  const entry = NOTIFICATION_KINDS.find((candidate) => candidate.kind === kind)!;
  return { kind, inApp: entry.inApp, email: entry.email };
}

/** What every notification of one happening shares: who, where, what it quotes, where it leads. */
export interface NotificationDraft {
  actorId: string | null;
  courseId: string | null;
  cohortId: string | null;
  /** A same-site path (the redirect goes nowhere else). */
  targetUrl: string;
  /** The happening's own id (a post, a comment, a kudos target, an enrolment): a person hears of it once. */
  sourceId: string;
  excerpt: string;
  /** The page it happened on, for a post on a followed page (the service's `subscribed_pages` filter). */
  pageId?: string | null;
}

/** A person who may hear of it, and as what; the first event of a person (in list order) wins. */
export interface Candidate {
  userId: string;
  event: NotificationEvent;
}
