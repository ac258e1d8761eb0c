import { z } from 'zod';
import { LANGUAGES, PASSWORD_MIN_LENGTH } from '../constants';
import { INVALID_FULL_NAME_MESSAGE, isValidFullName } from '../rules/full-name';
import { contract } from './contract';

/** A full name that satisfies spec §5. */
export const FullName = z
  .string({ error: INVALID_FULL_NAME_MESSAGE })
  .refine(isValidFullName, { error: INVALID_FULL_NAME_MESSAGE });

export const EmailAddress = z
  .string({ error: 'Enter a valid email address' })
  .trim()
  .max(254, { error: 'Enter a valid email address' })
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const PreferredLanguage = z.enum(LANGUAGES, { error: 'Choose English, Indonesian or Malay' });

/** The sign-up payload of spec §3, sent to `POST /json/user/create`. */
export const SignUpInput = z.object({
  fullName: FullName,
  email: EmailAddress,
  password: z
    .string({ error: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
    .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters` })
    .max(200, { error: 'Use at most 200 characters' }),
  emailAddressConfirm: z.string().optional(),
  isNewsSubscribed: z.boolean().optional().default(false),
  sso: z.unknown().optional(),
  profileSummary: z.string().max(2000).optional(),
  signUpFrom: z.string().max(40).optional().default('web'),
  acceptTerms: z.literal(true, { error: 'Accept the terms of service to continue' }),
  verificationCode: z.string().max(100).optional(),
  recaptchaToken: z.string().optional(),
  recaptchaTokenV2: z.string().optional(),
  preferredLanguage: PreferredLanguage.optional(),
  emailVerificationToken: z.string().max(200).optional(),
  /** The token of a class invitation mailed to `email` (common/api/invitations.ts): enrols and verifies. */
  invitationToken: z.string().max(200).optional(),
  managedByInstitution: z.string().max(200).optional(),
});
export type SignUpInput = z.infer<typeof SignUpInput>;

/** `update user setPreferredLanguage`. */
export const SetPreferredLanguageInput = z.object({ language: PreferredLanguage });

/** A role map: path of a course, class or institution → role name. */
export const RoleMap = z.record(z.string(), z.string());
export type RoleMap = z.infer<typeof RoleMap>;

/** The User fields of spec §3 as the signed-in user sees them. */
export const User = z.object({
  userId: z.string(),
  fullName: z.string(),
  preferredLanguage: z.string(),
  isStaff: z.boolean(),
  isMobileOnboardingEnabled: z.boolean(),
  emailAddress: z.string(),
  timezone: z.string(),
  isEducator: z.boolean(),
  isInstitutionAdmin: z.boolean(),
  isCourseCreator: z.boolean(),
  mfaEnabled: z.boolean(),
  ssoMfaRequired: z.boolean(),
  tosAcceptanceDates: z.record(z.string(), z.string()),
  subscriptionId: z.string().nullable(),
  /** The slug of the user's profile page, /u/{profileName}/. */
  profileName: z.string().nullable(),
  /** When the user last signed in (ISO 8601), null before the first sign-in. */
  lastLoginDate: z.string().nullable(),
});
export type User = z.infer<typeof User>;

/** The access of the current user (spec §3). */
export const UserAccess = z.object({
  courseRoles: RoleMap,
  classRoles: RoleMap,
  institutionRoles: RoleMap,
  isSuperUser: z.boolean(),
});
export type UserAccess = z.infer<typeof UserAccess>;

/** The state of the signed-in user's e-mail address. */
export const EmailState = z.object({
  /** Has the person confirmed the current address (by the mailed link or code)? */
  emailVerified: z.boolean(),
  /** A new address waiting for its confirmation before it replaces the current one. */
  pendingEmail: z.string().nullable(),
});
export type EmailState = z.infer<typeof EmailState>;

/** `GET /json/user/read/getLoggedInUserData/me`. */
export const LoggedInUserData = z.object({ ...User.shape, ...UserAccess.shape, ...EmailState.shape });
export type LoggedInUserData = z.infer<typeof LoggedInUserData>;

/** The calls of the signed-in user's own data: sign-up, their data and their language. */
export const userCalls = {
  create: contract('user', 'create', undefined, { input: SignUpInput, output: LoggedInUserData }),
  getLoggedInUserData: contract('user', 'read', 'getLoggedInUserData', {
    input: z.object({}),
    output: LoggedInUserData,
  }),
  setPreferredLanguage: contract('user', 'update', 'setPreferredLanguage', {
    input: SetPreferredLanguageInput,
    output: LoggedInUserData,
  }),
};
