import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_REDIRECT_PATH } from '../../../common/api/notification';
import { SCREEN_ROUTES } from '../../../common/routes';
import { sessionActorOf } from '../../http/sessions';
import type { AppDeps } from '../../rpc/context';
import { findNotification, markRead } from './notification-list';
import { mayFollow } from './policy';
import { sameSitePath } from './same-site';

/**
 * `GET /redirects/ol_notification/?id=…` (spec §2): the recipient's notification is marked read
 * and they go on to its target (a path of this site only). A visitor signs in first and comes
 * back here; anyone else goes home, and the notification stays as it was.
 */
export function registerNotificationRedirect(app: FastifyInstance, deps: AppDeps): void {
  app.get(NOTIFICATION_REDIRECT_PATH, async (request, reply) => {
    const id = (request.query as { id?: unknown }).id;
    const { userId } = await sessionActorOf(deps, request);
    reply.header('cache-control', 'no-store');
    if (userId === null) {
      const back = `${NOTIFICATION_REDIRECT_PATH}?id=${encodeURIComponent(typeof id === 'string' ? id : '')}`;
      return reply.redirect(`${SCREEN_ROUTES.login}?next=${encodeURIComponent(back)}`, 302);
    }
    const { db } = deps.database;
    const notification = typeof id === 'string' ? await findNotification(db, id) : undefined;
    if (!notification || !mayFollow(userId, notification)) return reply.redirect(SCREEN_ROUTES.home, 302);
    if (!notification.isRead) await markRead(db, userId, notification.id);
    return reply.redirect(sameSitePath(notification.targetUrl), 302);
  });
}
