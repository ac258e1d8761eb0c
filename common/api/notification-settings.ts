import { z } from 'zod';
import { contract } from './contract';

/** The kinds of notification a user can tune, in display order, with their default channels. */
export const NOTIFICATION_KINDS = [
  { kind: 'comments_on_my_posts', inApp: true, email: true },
  { kind: 'replies_to_my_comments', inApp: true, email: true },
  { kind: 'kudos', inApp: true, email: false },
  { kind: 'class_announcements', inApp: true, email: true },
  { kind: 'enrolment_updates', inApp: true, email: true },
  { kind: 'assessment_results', inApp: true, email: true },
  { kind: 'certificates_issued', inApp: true, email: true },
  { kind: 'course_updates', inApp: true, email: false },
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]['kind'];

const KIND_NAMES = NOTIFICATION_KINDS.map((entry) => entry.kind) as [NotificationKind, ...NotificationKind[]];

export const UNKNOWN_NOTIFICATION_KIND_REASON = 'Choose a known kind of notification';
export const DUPLICATE_NOTIFICATION_KIND_REASON = 'Each kind of notification may appear only once';

/** One kind of notification and whether it is sent in the app and by e-mail. */
export const NotificationSetting = z.object({
  kind: z.enum(KIND_NAMES, { error: UNKNOWN_NOTIFICATION_KIND_REASON }),
  inApp: z.boolean({ error: 'Choose on or off' }),
  email: z.boolean({ error: 'Choose on or off' }),
});
export type NotificationSetting = z.infer<typeof NotificationSetting>;

/** `update user setNotificationSettings/me`: the kinds that changed, each once. */
export const SetNotificationSettingsInput = z.object({
  settings: z
    .array(NotificationSetting)
    .min(1, { error: 'Send at least one setting' })
    .refine((settings) => new Set(settings.map((setting) => setting.kind)).size === settings.length, {
      error: DUPLICATE_NOTIFICATION_KIND_REASON,
    }),
});
export type SetNotificationSettingsInput = z.infer<typeof SetNotificationSettingsInput>;

/** The calls of the signed-in user's notification settings. */
export const notificationSettingsCalls = {
  getUserNotificationSettings: contract('user', 'read', 'getUserNotificationSettings', {
    input: z.object({}),
    output: z.array(NotificationSetting),
  }),
  setNotificationSettings: contract('user', 'update', 'setNotificationSettings', {
    input: SetNotificationSettingsInput,
    output: z.array(NotificationSetting),
  }),
};
