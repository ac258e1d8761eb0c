/** The mail templates the platform sends; staff may override each per language (mail_templates). */
export const MAIL_TEMPLATE_KEYS = [
  'password_reset',
  'email_verification',
  'email_change_verification',
  'email_changed',
  'password_changed',
  'class_invitation',
  'class_staff_invitation',
  'institution_invitation',
  'notification',
  'notification_digest',
  'trial_ending',
  'payment_declined',
  'subscription_suspended',
  'instalment_declined',
  'instalment_suspended',
] as const;
export type MailTemplateKey = (typeof MAIL_TEMPLATE_KEYS)[number];

/**
 * The wording of one default template: a subject and paragraphs with {{placeholders}}. A paragraph
 * that is exactly `{{link}}` is a link in HTML and a bare address in text.
 */
export interface MailCopy {
  subject: string;
  paragraphs: readonly string[];
}

/** The default wording of every template in one language. */
export type MailCopyCatalogue = Record<MailTemplateKey, MailCopy>;
