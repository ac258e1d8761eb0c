import { notificationCalls } from '../../../common/api/notification';
import { resource, serve, servedMethods } from '../../rpc/method';
import { findNotification, listNotifications, markAllRead, markRead } from './notification-list';
import { ownNotification, ownNotifications } from './policy';

/** The `notification` resource (common/api/notification.ts): the signed-in person's own notifications. */
export const notificationResource = resource(
  'notification',
  servedMethods(
    serve(notificationCalls.listNotifications, {
      allow: ownNotifications,
      run: (db, ctx, _loaded, input) =>
        listNotifications(db, ctx.actor.userId, {
          page: input.page,
          pageSize: input.page_size,
          isRead: input.is_read,
        }),
    }),
    serve(notificationCalls.markRead, {
      allow: ownNotification,
      load: (db, _ctx, id) => findNotification(db, id),
      run: (db, ctx, notification) => markRead(db, ctx.actor.userId, notification.id),
    }),
    serve(notificationCalls.markAllRead, {
      allow: ownNotifications,
      run: (db, ctx) => markAllRead(db, ctx.actor.userId),
    }),
  ),
);
