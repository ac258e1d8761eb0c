import { z } from 'zod';
import { contract } from './contract';
import { SignUserDataResult } from './credentials';
import { LoggedInUserData } from './user';

/** Token types of the login payload (spec §7). */
export const TOKEN_TYPES = ['legacy', 'sso', 'temporary'] as const;

/** `POST /json/auth/`: sign in, log out, or log out everywhere (spec §3 login payload, §7). */
export const AuthInput = z.object({
  user: z.string().trim().max(254).optional(),
  password: z.string().max(200).optional(),
  otp: z.string().max(20).optional(),
  recoveryKey: z.string().max(100).optional(),
  ssoToken: z.string().max(4000).optional(),
  source: z.string().max(40).optional(),
  tokenType: z.enum(TOKEN_TYPES).optional(),
  logout: z.boolean().optional(),
  logoutEverywhere: z.boolean().optional(),
  /**
   * With `tokenType` 'temporary' and no password, the signed-in person asks for a hand-off token for
   * this host (the other origin of a custom domain), to post to its `HANDOFF_PATH` (common/handoff-path.ts).
   */
  targetHost: z
    .string()
    .trim()
    .toLowerCase()
    .max(260)
    .regex(/^[a-z0-9.-]+$/)
    .optional(),
});
export type AuthInput = z.infer<typeof AuthInput>;

/** The generic reason of every failed sign-in: it never says which part was wrong. */
export const INVALID_CREDENTIALS_REASON = 'The email address or password is incorrect.';

/** The reason of a right password without the second factor its account needs. */
export const MFA_REQUIRED_REASON = 'Enter the 6-digit code from your authenticator app, or a recovery key.';

/** The reason of a wrong or already used authenticator code or recovery key. */
export const INVALID_OTP_REASON = 'That code or recovery key is not valid. Try again.';

/** Reply of a successful sign-in; `deletionCancelled` when it cancelled a pending account deletion. */
export const SignInResult = z.object({ userId: z.string(), deletionCancelled: z.literal(true).optional() });
export type SignInResult = z.infer<typeof SignInResult>;

/** Reply of logging out; logging out everywhere also counts the sessions it ended. */
export const LogOutResult = z.object({
  loggedOut: z.literal(true),
  sessionsEnded: z.number().int().optional(),
});
export type LogOutResult = z.infer<typeof LogOutResult>;

/** Reply of asking for a hand-off token: the token and when it expires. */
export const HandoffTokenResult = z.object({ token: z.string(), expiresAt: z.string() });
export type HandoffTokenResult = z.infer<typeof HandoffTokenResult>;

/** Reply of `POST /json/auth/`, by what the payload asked. */
export const AuthResult = z.union([SignInResult, LogOutResult, HandoffTokenResult]);
export type AuthResult = z.infer<typeof AuthResult>;

/** `POST /json/auth/renew/`: the mobile apps trade an expired access token for a fresh one. */
export const RenewInput = z.object({ access_token: z.string({ error: 'Send the access token' }).max(4000) });

/** The reason when an access token cannot be renewed. */
export const RENEW_REFUSED_REASON = 'This access token cannot be renewed. Sign in again.';

/** Reply of `POST /json/auth/access_token/` and `POST /json/auth/renew/`. */
export const AccessTokenResult = z.object({ access_token: z.string() });
export type AccessTokenResult = z.infer<typeof AccessTokenResult>;

/** The calls of the `auth` resource: checking a sign-up, and who is here. */
export const authCalls = {
  // Any payload is accepted here: the reply itself reports what is wrong with it, per field.
  signUserData: contract('auth', 'lookup', 'signUserData', {
    input: z.looseObject({}),
    output: SignUserDataResult,
  }),
  currentUser: contract('auth', 'lookup', 'currentUser', {
    input: z.object({}),
    output: LoggedInUserData.nullable(),
  }),
};
