import { eq, sql } from 'drizzle-orm';
import { NOTIFICATION_KINDS, type NotificationSetting } from '../../../common/api/notification-settings';
import type { Db } from '../../db/client';
import { notificationSettings } from '../../db/schema';

/** Every kind of notification with the user's choice, or its default where they made none. */
export async function notificationSettingsOf(db: Db, userId: string): Promise<NotificationSetting[]> {
  const rows = await db
    .select({
      kind: notificationSettings.kind,
      inApp: notificationSettings.inApp,
      email: notificationSettings.email,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const chosen = new Map(rows.map((row) => [row.kind, row]));
  return NOTIFICATION_KINDS.map(({ kind, inApp, email }) => {
    const choice = chosen.get(kind);
    return { kind, inApp: choice?.inApp ?? inApp, email: choice?.email ?? email };
  });
}

/** Save the user's choices for the given kinds (one statement), then return every kind. */
export async function setNotificationSettings(
  db: Db,
  userId: string,
  settings: readonly NotificationSetting[],
): Promise<NotificationSetting[]> {
  await db
    .insert(notificationSettings)
    .values(settings.map((setting) => ({ userId, ...setting })))
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind],
      set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, updatedAt: sql`now()` },
    });
  return notificationSettingsOf(db, userId);
}
