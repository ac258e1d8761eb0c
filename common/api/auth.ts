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

/** Reply of a successful sign-in. */
export interface SignInResult {
  userId: string;
}

/** Reply of `POST /json/auth/access_token/`. */
export interface AccessTokenResult {
  access_token: string;
}
