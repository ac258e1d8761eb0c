import { REASONS } from '../../rpc/app-error';
import { refuse, signedIn, whenSignedIn } from '../../rpc/policy';

// Who may do what with notifications: each person only with their own. Someone else's
// notification does not exist for them (404), so an id tells a stranger nothing.

/** Read one's own notifications, or mark them all read: any signed-in person, for themselves. */
export const ownNotifications = signedIn;

/** Mark one notification read: its recipient only. */
export const ownNotification = whenSignedIn((actor, notification: { userId: string }) =>
  notification.userId === actor.userId ? true : refuse('not_found', REASONS.notFound),
);

/** The redirect marks and follows a notification for its recipient only; anyone else goes home. */
export function mayFollow(userId: string | null, notification: { userId: string } | undefined): boolean {
  return userId !== null && notification?.userId === userId;
}
