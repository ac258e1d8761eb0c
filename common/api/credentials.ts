import { z } from 'zod';
import { reasonText } from '../reasons';
import { contract } from './contract';
import { EmailAddress, LoggedInUserData, SignUpInput } from './user';

/** The reason for a reset or verification link that is unknown, already used or expired. */
export const INVALID_LINK_REASON = reasonText('credential.invalidLink');

/** The reason for a verification code that does not match. */
export const INVALID_CODE_REASON = reasonText('credential.invalidCode');

/** The reason for asking to change the address to the one the account already has. */
export const SAME_EMAIL_REASON = reasonText('credential.sameEmail');

/** A new password: the sign-up rules (the server also refuses common passwords). */
export const NewPassword = SignUpInput.shape.password;

const Token = z.string({ error: INVALID_LINK_REASON }).min(1, { error: INVALID_LINK_REASON }).max(200);

const Password = z.string({ error: 'Enter your password' }).min(1, { error: 'Enter your password' }).max(200);

/** `execute user notifyPasswordReset` (spec §7). */
export const NotifyPasswordResetInput = z.object({ email: EmailAddress });

/** `execute user resetPassword`: the token of the mailed link and the new password. */
export const ResetPasswordInput = z.object({ token: Token, password: NewPassword });

/** `execute user verifyEmail`: the mailed link's token, or (signed in) the mailed code. */
export const VerifyEmailInput = z
  .object({
    token: Token.optional(),
    code: z
      .string({ error: INVALID_CODE_REASON })
      .transform((code) => code.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, { error: INVALID_CODE_REASON }))
      .optional(),
  })
  .refine((input) => input.token !== undefined || input.code !== undefined, {
    error: INVALID_LINK_REASON,
    path: ['token'],
  });

/** `update user changeEmail/me`: the new address, confirmed with the password. */
export const ChangeEmailInput = z.object({ email: EmailAddress, password: Password });

/** `update user changePassword/me`. */
export const ChangePasswordInput = z.object({ currentPassword: Password, newPassword: NewPassword });

/** Reply of the calls that mail something the caller may not learn more about. */
export const MailRequestResult = z.object({ sent: z.boolean() });
export type MailRequestResult = z.infer<typeof MailRequestResult>;

/** Reply of `execute user verifyEmail`: the address now confirmed. */
export const VerifyEmailResult = z.object({ verified: z.literal(true), emailAddress: z.string() });
export type VerifyEmailResult = z.infer<typeof VerifyEmailResult>;

/** Reply of `update user changePassword/me`. */
export const ChangePasswordResult = z.object({
  changed: z.literal(true),
  /** Sessions ended on other browsers and devices. */
  sessionsEnded: z.number().int(),
});
export type ChangePasswordResult = z.infer<typeof ChangePasswordResult>;

/** Reply of `lookup auth signUserData`: would this sign-up be accepted, and if not, why per field. */
export const SignUserDataResult = z.object({ valid: z.boolean(), fields: z.record(z.string(), z.string()) });
export type SignUserDataResult = z.infer<typeof SignUserDataResult>;

/** The calls of passwords and e-mail addresses: reset, change, verification. */
export const credentialCalls = {
  notifyPasswordReset: contract('user', 'execute', 'notifyPasswordReset', {
    input: NotifyPasswordResetInput,
    output: MailRequestResult,
  }),
  resetPassword: contract('user', 'execute', 'resetPassword', {
    input: ResetPasswordInput,
    output: z.object({ reset: z.literal(true) }),
  }),
  changePassword: contract('user', 'update', 'changePassword', {
    input: ChangePasswordInput,
    output: ChangePasswordResult,
  }),
  verifyEmail: contract('user', 'execute', 'verifyEmail', {
    input: VerifyEmailInput,
    output: VerifyEmailResult,
  }),
  resendVerificationEmail: contract('user', 'execute', 'resendVerificationEmail', {
    input: z.object({}),
    output: MailRequestResult,
  }),
  changeEmail: contract('user', 'update', 'changeEmail', {
    input: ChangeEmailInput,
    output: LoggedInUserData,
  }),
};
