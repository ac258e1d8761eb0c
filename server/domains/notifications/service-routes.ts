import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ListNotificationsInput,
  NOTIFICATION_EVENTS,
  type NotificationPage,
} from '../../../common/api/notification';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { validateArgs } from '../../rpc/validate';
import { userOfAccessToken } from '../accounts';
import { findNotification, listNotifications, markAllRead, markRead } from './notification-list';

/** The header the notification service reads the caller's access token from (spec §7). */
export const ACCESS_TOKEN_HEADER = 'access-token';

/** The mark-read link of notification `id` in the service. */
export function markReadPath(id: string): string {
  return `/notifications/${encodeURIComponent(id)}/read/`;
}

const Flag = z
  .enum(['true', 'false', 'True', 'False', '1', '0'])
  .transform((value) => ['true', 'True', '1'].includes(value));
const ServiceQuery = z.object({
  page: ListNotificationsInput.shape.page,
  page_size: ListNotificationsInput.shape.page_size,
  is_read: Flag.optional(),
  /** One event or several, comma-separated. */
  action_type: z
    .string()
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.enum(NOTIFICATION_EVENTS, { error: 'Choose a known action type.' })))
    .optional(),
  filtered_cohort: z.string().trim().min(1).max(200).optional(),
});
const ServiceBody = z
  .object({
    enrolled_cohorts: z.array(z.string().max(200)).max(500).optional(),
    subscribed_pages: z.array(z.string().max(200)).max(500).optional(),
    all_cohorts: z.boolean().optional(),
  })
  .default({});

/** A page of the service: each item with its own mark-read link. */
export type ServicePage = NotificationPage & {
  items: Array<NotificationPage['items'][number] & { markReadUrl: string }>;
};

/**
 * The notification service of spec §7, for clients that hold an access token rather than a
 * session (the apps): `POST /notifications/user/{userId}/`, `/notifications/search/`,
 * `/notifications/markallread/` and each notification's `/notifications/{id}/read/`. The
 * `access-token` header names the caller; a missing, bad, expired or revoked token (or another
 * person's userId) answers 403, on which the client gets a new token. No cookie is read, so the
 * CSRF check (which guards /json and /api, where the cookie authenticates) has nothing to guard here.
 */
export function registerNotificationService(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const caller = async (request: FastifyRequest): Promise<string> => {
    const header = request.headers[ACCESS_TOKEN_HEADER];
    const token = typeof header === 'string' ? header.trim() : undefined;
    const userId = await userOfAccessToken(
      db,
      { secret: deps.secret, issuer: deps.config.PUBLIC_URL },
      token,
    );
    if (!userId) throw new AppError('forbidden', REASONS.forbidden);
    return userId;
  };
  const list = async (request: FastifyRequest, userId: string): Promise<{ result: ServicePage }> => {
    const query = validateArgs(ServiceQuery, request.query ?? {});
    const body = validateArgs(ServiceBody, request.body ?? {});
    const chosen = query.filtered_cohort
      ? [query.filtered_cohort]
      : body.all_cohorts
        ? undefined
        : body.enrolled_cohorts;
    const page = await listNotifications(db, userId, {
      page: query.page,
      pageSize: query.page_size,
      isRead: query.is_read,
      events: query.action_type,
      cohorts: chosen,
      pages: body.subscribed_pages,
    });
    return {
      result: { ...page, items: page.items.map((item) => ({ ...item, markReadUrl: markReadPath(item.id) })) },
    };
  };
  const both = (path: string) => [path, path.slice(0, -1)];

  for (const url of both('/notifications/user/:userId/')) {
    app.post(url, async (request) => {
      const userId = await caller(request);
      if ((request.params as { userId: string }).userId !== userId)
        throw new AppError('forbidden', REASONS.forbidden);
      return list(request, userId);
    });
  }
  for (const url of both('/notifications/search/')) {
    app.post(url, async (request) => list(request, await caller(request)));
  }
  for (const url of both('/notifications/markallread/')) {
    app.post(url, async (request) => ({ result: await markAllRead(db, await caller(request)) }));
  }
  for (const url of both('/notifications/:id/read/')) {
    app.post(url, async (request) => {
      const userId = await caller(request);
      const notification = await findNotification(db, (request.params as { id: string }).id);
      if (!notification || notification.userId !== userId) throw new AppError('not_found', REASONS.notFound);
      return { result: await markRead(db, userId, notification.id) };
    });
  }
}
