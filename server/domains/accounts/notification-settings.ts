import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_EMAIL_FREQUENCY,
  type EmailFrequency,
  NOTIFICATION_KINDS,
  type NotificationSetting,
  type NotificationSettingInput,
} from '../../../common/api/notification-settings';
import type { Db } from '../../db/client';
import { notificationSettings } from '../../db/schema';

/** The stored frequency of a kind ('immediately' or 'daily'), as the setting shows it with its on/off e-mail. */
function frequencyOf(email: boolean, stored: string | undefined): EmailFrequency {
  if (!email) return 'none';
  return stored === 'daily' ? 'daily' : DEFAULT_EMAIL_FREQUENCY;
}

/** Every kind of notification with the user's choice, or its default where they made none. */
export async function notificationSettingsOf(db: Db, userId: string): Promise<NotificationSetting[]> {
  const rows = await db
    .select({
      kind: notificationSettings.kind,
      inApp: notificationSettings.inApp,
      email: notificationSettings.email,
      emailFrequency: notificationSettings.emailFrequency,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const chosen = new Map(rows.map((row) => [row.kind, row]));
  return NOTIFICATION_KINDS.map(({ kind, inApp, email }) => {
    const choice = chosen.get(kind);
    const mailed = choice?.email ?? email;
    return {
      kind,
      inApp: choice?.inApp ?? inApp,
      email: mailed,
      emailFrequency: frequencyOf(mailed, choice?.emailFrequency),
    };
  });
}

/**
 * Save the user's choices for the given kinds, then return every kind. A setting sent with
 * `emailFrequency` stores it (none: e-mail off); one sent with the older `email` alone turns e-mail
 * on or off and keeps the frequency stored before. One statement for each of the two forms sent.
 */
export async function setNotificationSettings(
  db: Db,
  userId: string,
  settings: readonly NotificationSettingInput[],
): Promise<NotificationSetting[]> {
  const withFrequency = settings.filter((setting) => setting.emailFrequency !== undefined);
  const emailOnly = settings.filter((setting) => setting.emailFrequency === undefined);
  const target = [notificationSettings.userId, notificationSettings.kind];
  if (withFrequency.length > 0) {
    await db
      .insert(notificationSettings)
      .values(
        withFrequency.map(({ kind, inApp, emailFrequency }) => ({
          userId,
          kind,
          inApp,
          email: emailFrequency !== 'none',
          // 'none' is e-mail off; the frequency kept for when it is turned on again is the default.
          emailFrequency: emailFrequency === 'daily' ? 'daily' : DEFAULT_EMAIL_FREQUENCY,
        })),
      )
      .onConflictDoUpdate({
        target,
        set: {
          inApp: sql`excluded.in_app`,
          email: sql`excluded.email`,
          emailFrequency: sql`CASE WHEN excluded.email THEN excluded.email_frequency
            ELSE ${notificationSettings.emailFrequency} END`,
          updatedAt: sql`now()`,
        },
      });
  }
  if (emailOnly.length > 0) {
    await db
      .insert(notificationSettings)
      .values(emailOnly.map(({ kind, inApp, email }) => ({ userId, kind, inApp, email: email! })))
      .onConflictDoUpdate({
        target,
        set: { inApp: sql`excluded.in_app`, email: sql`excluded.email`, updatedAt: sql`now()` },
      });
  }
  return notificationSettingsOf(db, userId);
}
