import { z } from 'zod';

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
});
export type AuthInput = z.infer<typeof AuthInput>;

/** The generic reason of every failed sign-in: it never says which part was wrong. */
export const INVALID_CREDENTIALS_REASON = 'The email address or password is incorrect.';

/** The reason of a right password without the second factor its account needs. */
export const MFA_REQUIRED_REASON = 'Enter the 6-digit code from your authenticator app, or a recovery key.';

/** The reason of a wrong or already used authenticator code or recovery key. */
export const INVALID_OTP_REASON = 'That code or recovery key is not valid. Try again.';

/** Reply of a successful sign-in; `deletionCancelled` when it cancelled a pending account deletion. */
export interface SignInResult {
  userId: string;
  deletionCancelled?: true;
}

/** `POST /json/auth/renew/`: the mobile apps trade an expired access token for a fresh one. */
export const RenewInput = z.object({ access_token: z.string({ error: 'Send the access token' }).max(4000) });

/** The reason when an access token cannot be renewed. */
export const RENEW_REFUSED_REASON = 'This access token cannot be renewed. Sign in again.';

/** Reply of `POST /json/auth/access_token/`. */
export interface AccessTokenResult {
  access_token: string;
}
