import { z } from 'zod';
import { contract } from './contract';

/** The kinds of notification a user can tune, in display order, with their default channels. */
export const NOTIFICATION_KINDS = [
  { kind: 'comments_on_my_posts', inApp: true, email: true },
  { kind: 'replies_to_my_comments', inApp: true, email: true },
  { kind: 'mentions', inApp: true, email: true },
  { kind: 'kudos', inApp: true, email: false },
  { kind: 'posts_on_followed_pages', inApp: true, email: false },
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

/** How a kind is mailed: not at all, a mail per notification, or in one digest a day. */
export const EMAIL_FREQUENCIES = ['none', 'immediately', 'daily'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];
/** The frequency a kind whose e-mail is on gets until its owner chooses one. */
export const DEFAULT_EMAIL_FREQUENCY: Exclude<EmailFrequency, 'none'> = 'immediately';

/**
 * One kind of notification: sent in the app or not, and how it is mailed. `email` is the older
 * on/off form of `emailFrequency` (on: not 'none'), kept for the callers that send only it.
 */
export const NotificationSetting = z.object({
  kind: z.enum(KIND_NAMES, { error: UNKNOWN_NOTIFICATION_KIND_REASON }),
  inApp: z.boolean({ error: 'Choose on or off' }),
  email: z.boolean({ error: 'Choose on or off' }),
  emailFrequency: z.enum(EMAIL_FREQUENCIES, { error: 'Choose none, immediately or a daily digest' }),
});
export type NotificationSetting = z.infer<typeof NotificationSetting>;

/** A kind's setting before its owner chooses: its defaults, mailed immediately when e-mail is on. */
export function defaultNotificationSetting(entry: (typeof NOTIFICATION_KINDS)[number]): NotificationSetting {
  return { ...entry, emailFrequency: entry.email ? DEFAULT_EMAIL_FREQUENCY : 'none' };
}

/** A setting as sent: `emailFrequency` wins over `email` when both come; `email` alone keeps the stored frequency. */
export const NotificationSettingInput = NotificationSetting.extend({
  email: z.boolean({ error: 'Choose on or off' }).optional(),
  emailFrequency: NotificationSetting.shape.emailFrequency.optional(),
}).refine((setting) => setting.email !== undefined || setting.emailFrequency !== undefined, {
  error: 'Choose how to be emailed',
  path: ['emailFrequency'],
});
export type NotificationSettingInput = z.infer<typeof NotificationSettingInput>;

/** `update user setNotificationSettings/me`: the kinds that changed, each once. */
export const SetNotificationSettingsInput = z.object({
  settings: z
    .array(NotificationSettingInput)
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
