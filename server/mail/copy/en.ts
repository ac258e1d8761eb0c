import type { MailCopyCatalogue } from './mail-copy';

/** English defaults (the fallback of every language). */
export const EN_MAIL_COPY: MailCopyCatalogue = {
  password_reset: {
    subject: 'Reset your {{brandName}} password',
    paragraphs: [
      'Hi {{fullName}},',
      'Someone asked to reset the password of your {{brandName}} account. To choose a new password, open this link:',
      '{{link}}',
      'The link works once, for one hour. If you did not ask for it, ignore this email: your password stays as it is.',
    ],
  },
  email_verification: {
    subject: 'Confirm your email address for {{brandName}}',
    paragraphs: [
      'Hi {{fullName}},',
      'Welcome to {{brandName}}! Please confirm that this is your email address by opening this link:',
      '{{link}}',
      'Or enter this code on {{brandName}}: {{code}}',
      'The link and the code work for 48 hours. If you did not create an account, ignore this email.',
    ],
  },
  email_change_verification: {
    subject: 'Confirm your new email address for {{brandName}}',
    paragraphs: [
      'Hi {{fullName}},',
      'You asked to use {{email}} for your {{brandName}} account. To confirm the change, open this link:',
      '{{link}}',
      'Or enter this code on {{brandName}}: {{code}}',
      'Until you confirm, your account keeps its current address. If you did not ask for this change, ignore this email.',
    ],
  },
  email_changed: {
    subject: 'Your {{brandName}} email address was changed',
    paragraphs: [
      'Hi {{fullName}},',
      'The email address of your {{brandName}} account is now {{email}}. We will no longer send email to this address.',
      'If you did not make this change, contact us straight away.',
    ],
  },
  password_changed: {
    subject: 'Your {{brandName}} password was changed',
    paragraphs: [
      'Hi {{fullName}},',
      'The password of your {{brandName}} account was just changed, and you were logged out on your other devices.',
      'If you did not make this change, reset your password straight away and contact us.',
    ],
  },
  class_invitation: {
    subject: 'You are invited to join {{className}} on {{brandName}}',
    paragraphs: [
      'Hello,',
      '{{inviterName}} invited you to join the class {{className}} of the course {{courseName}} on {{brandName}}. To accept or decline, open this link:',
      '{{link}}',
      'If you have no {{brandName}} account yet, sign up with this email address and you will be enrolled in the class. If you did not expect this invitation, ignore this email.',
    ],
  },
  class_staff_invitation: {
    subject: 'You are invited to the staff of {{className}} on {{brandName}}',
    paragraphs: [
      'Hello,',
      '{{inviterName}} invited you to be {{roleName}} of the class {{className}} of the course {{courseName}} on {{brandName}}. To accept or decline, open this link:',
      '{{link}}',
      'You become {{roleName}} only when you accept, signed in with this email address (sign up with it if you have no {{brandName}} account yet). If you did not expect this invitation, ignore this email.',
    ],
  },
  institution_invitation: {
    subject: 'You are invited to join {{institutionName}} on {{brandName}}',
    paragraphs: [
      'Hello,',
      '{{inviterName}} invited you to join {{institutionName}} on {{brandName}}. To accept or decline, open this link:',
      '{{link}}',
      'If you have no {{brandName}} account yet, sign up with this email address from the link and you will join {{institutionName}}. If you did not expect this invitation, ignore this email.',
    ],
  },
  notification: {
    subject: '{{brandName}} notification: {{summary}}',
    paragraphs: [
      'Hi {{fullName}},',
      '{{summary}}',
      '{{excerpt}}',
      '{{link}}',
      'You get this email because of your notification settings on {{brandName}}: {{settingsLink}}',
    ],
  },
  notification_digest: {
    subject: 'Your {{brandName}} notifications of the day',
    paragraphs: [
      'Hi {{fullName}},',
      'Here is what happened since your last digest:',
      '{{list}}',
      '{{link}}',
      'You get this daily digest because of your notification settings on {{brandName}}: {{settingsLink}}',
    ],
  },
  trial_ending: {
    subject: 'Your {{brandName}} free trial of {{plan}} ends on {{date}}',
    paragraphs: [
      'Hi {{fullName}},',
      'Your free trial of the {{plan}} plan ends on {{date}}. Then we will charge {{amount}} to your saved card, and the plan carries on.',
      'Nothing to do if you want to keep it. To cancel before you are charged, or to change your card, open your subscriptions:',
      '{{link}}',
    ],
  },
  payment_declined: {
    subject: 'Your {{brandName}} payment for {{plan}} was declined',
    paragraphs: [
      'Hi {{fullName}},',
      'We could not charge {{amount}} for your {{plan}} plan. Your bank said: {{reason}}',
      'We will try your card again on {{date}}. To keep your plan, update your card and pay now:',
      '{{link}}',
    ],
  },
  subscription_suspended: {
    subject: 'Your {{brandName}} {{plan}} plan is suspended',
    paragraphs: [
      'Hi {{fullName}},',
      'We tried several times but could not charge {{amount}} for your {{plan}} plan, so it is suspended: what it allows is withdrawn until it is paid.',
      'Your courses and work are kept. To restore the plan, update your card and pay:',
      '{{link}}',
    ],
  },
  instalment_declined: {
    subject: 'Your {{brandName}} instalment for {{plan}} was declined',
    paragraphs: [
      'Hi {{fullName}},',
      'We could not charge the instalment of {{amount}} for {{plan}}. Your bank said: {{reason}}',
      'We will try your card again on {{date}}. To keep your place in the class, update your card and pay now:',
      '{{link}}',
    ],
  },
  instalment_suspended: {
    subject: 'Your place in {{plan}} on {{brandName}} is suspended',
    paragraphs: [
      'Hi {{fullName}},',
      'We tried several times but could not charge the instalment of {{amount}} for {{plan}}, so your place in the class is suspended until it is paid.',
      'Your progress and work are kept. To get your place back, update your card and pay:',
      '{{link}}',
    ],
  },
};
