import { z } from 'zod';
import { reasonText } from '../reasons';
import { contract } from './contract';
import { FullName, LoggedInUserData } from './user';

/** Spec §5: the reason for a name that is blank after trimming. */
export const BLANK_NAME_REASON = reasonText('account.blankName');

/** The reason when the password that confirms a sensitive change is wrong. */
export const WRONG_PASSWORD_REASON = reasonText('account.wrongPassword');

/** The reason for an unknown time zone. */
export const INVALID_TIMEZONE_REASON = reasonText('account.timeZone');

/** The reason for a confirmation code that is not six digits. */
export const OTP_FORMAT_REASON = reasonText('account.otpFormat');

const PasswordConfirmation = z
  .string({ error: 'Enter your password' })
  .min(1, { error: 'Enter your password' })
  .max(200);

/** `update user setFullName/me`: blank is refused with its own reason, then the full-name rule. */
export const SetFullNameInput = z.object({
  fullName: z.string({ error: BLANK_NAME_REASON }).trim().min(1, { error: BLANK_NAME_REASON }).pipe(FullName),
});

/** Every IANA time zone this runtime knows, plus UTC (which `supportedValuesOf` may leave out). */
export function timeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

let knownZones: Set<string> | null = null;

/** Is `zone` an IANA time zone name this runtime knows? */
export function isTimeZone(zone: string): boolean {
  knownZones ??= new Set(timeZones());
  return knownZones.has(zone);
}

/** `update user updateLocation/me`. */
export const UpdateLocationInput = z.object({
  timezone: z
    .string({ error: INVALID_TIMEZONE_REASON })
    .refine(isTimeZone, { error: INVALID_TIMEZONE_REASON }),
});

/** A sensitive change confirmed with the password: disable MFA, new recovery keys, delete the account. */
export const PasswordConfirmInput = z.object({ password: PasswordConfirmation });

/** `execute user confirmMfaEnrolment`: the first code from the authenticator app. */
export const ConfirmMfaInput = z.object({
  otp: z
    .string({ error: OTP_FORMAT_REASON })
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: OTP_FORMAT_REASON })),
});

/** `delete user endSession/me`. */
export const EndSessionInput = z.object({ sessionId: z.string().min(1).max(100) });

/** Reply of `execute user startMfaEnrolment`: what an authenticator app needs. */
export const MfaEnrolment = z.object({
  /** Base32, for typing in by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** A PNG of the otpauth URI as a data: URL. */
  qrCode: z.string(),
});
export type MfaEnrolment = z.infer<typeof MfaEnrolment>;

/** Reply of confirming MFA or regenerating keys: the recovery keys, shown this once. */
export const RecoveryKeys = z.object({ recoveryKeys: z.array(z.string()) });
export type RecoveryKeys = z.infer<typeof RecoveryKeys>;

/** One live session of the signed-in user, as `read user getActiveSessions/me` lists it. */
export const ActiveSession = z.object({
  /** An opaque handle for `endSession`; never the stored id. */
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string().nullable(),
  /** Browser and operating system read from the user agent, null when unknown. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  isMobileApp: z.boolean(),
  /** The login payload's `source` and `tokenType` that opened the session, when given. */
  source: z.string().nullable(),
  tokenType: z.string().nullable(),
  isCurrent: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;

/** Reply of `delete user endSession/me`: did it end this browser's own session? */
export const EndedSession = z.object({ ended: z.literal(true), wasCurrent: z.boolean() });
export type EndedSession = z.infer<typeof EndedSession>;

/** Reply of `execute user deleteAccount`. */
export const AccountDeletion = z.object({ deactivated: z.literal(true), eraseAfter: z.string() });
export type AccountDeletion = z.infer<typeof AccountDeletion>;

/** The calls of the account and security settings: name, time zone, MFA, sessions, deletion. */
export const accountSecurityCalls = {
  setFullName: contract('user', 'update', 'setFullName', {
    input: SetFullNameInput,
    output: LoggedInUserData,
  }),
  updateLocation: contract('user', 'update', 'updateLocation', {
    input: UpdateLocationInput,
    output: LoggedInUserData,
  }),
  startMfaEnrolment: contract('user', 'execute', 'startMfaEnrolment', {
    input: z.object({}),
    output: MfaEnrolment,
  }),
  confirmMfaEnrolment: contract('user', 'execute', 'confirmMfaEnrolment', {
    input: ConfirmMfaInput,
    output: RecoveryKeys,
  }),
  disableMfa: contract('user', 'execute', 'disableMfa', {
    input: PasswordConfirmInput,
    output: z.object({ mfaEnabled: z.literal(false) }),
  }),
  regenerateRecoveryKeys: contract('user', 'execute', 'regenerateRecoveryKeys', {
    input: PasswordConfirmInput,
    output: RecoveryKeys,
  }),
  getActiveSessions: contract('user', 'read', 'getActiveSessions', {
    input: z.object({}),
    output: z.array(ActiveSession),
  }),
  endSession: contract('user', 'delete', 'endSession', { input: EndSessionInput, output: EndedSession }),
  deleteAccount: contract('user', 'execute', 'deleteAccount', {
    input: PasswordConfirmInput,
    output: AccountDeletion,
  }),
};
