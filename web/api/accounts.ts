import type { AuthInput, authCalls, SignInResult } from '../../common/api/auth';
import type { credentialCalls } from '../../common/api/credentials';
import type { LoggedInUserData, SignUpInput, userCalls } from '../../common/api/user';
import type { Language } from '../../common/constants';
import { call, firstAnswer, request } from './call';
import { apiRequest } from './client';
import { ownUserId } from './own-user';

// The account calls of spec §7. The contracts are imported as types only: these calls are in the
// first load (the top bar, the login modal and the auth store), and their zod schemas are not.

/** Sign-in, log out and log out everywhere: an endpoint outside the resource scheme. */
export const AUTH_PATH = '/json/auth/';

const getLoggedInUserData = call<typeof userCalls.getLoggedInUserData>('user', 'read', 'getLoggedInUserData');
const currentUser = call<typeof authCalls.currentUser>('auth', 'lookup', 'currentUser');
const signUp = call<typeof userCalls.create>('user', 'create', undefined);
const passwordReset = call<typeof credentialCalls.notifyPasswordReset>(
  'user',
  'execute',
  'notifyPasswordReset',
);
const preferredLanguage = call<typeof userCalls.setPreferredLanguage>(
  'user',
  'update',
  'setPreferredLanguage',
);

/**
 * The signed-in user; rejects with `not_signed_in` (401) when nobody is signed in. Asked of `me`,
 * not of a known id: it is how the app learns who is signed in now, perhaps someone new.
 */
export function fetchLoggedInUser(): Promise<LoggedInUserData> {
  return request(getLoggedInUserData, { id: 'me' });
}

/** Who is here: the signed-in user, or null for a visitor (who gets no 401 for asking). */
export function fetchCurrentUser(): Promise<LoggedInUserData | null> {
  return request(currentUser);
}

/** Who is signed in, as the page the server drew says (undefined when it did not draw it). */
export function firstCurrentUser(): LoggedInUserData | null | undefined {
  return firstAnswer(currentUser);
}

/** Signs in, logs out, or logs out everywhere, depending on the payload. */
export function postAuth(input: AuthInput): Promise<SignInResult> {
  return apiRequest('POST', AUTH_PATH, { body: input });
}

/** Creates an account; the server signs the new user in. */
export function createUser(input: SignUpInput): Promise<LoggedInUserData> {
  return request(signUp, { input });
}

/** Asks for a password-reset e-mail; the reply never says whether the account exists. */
export function notifyPasswordReset(email: string): Promise<{ sent: boolean }> {
  return request(passwordReset, { input: { email } });
}

/** Saves the signed-in user's interface language. */
export function setPreferredLanguage(language: Language): Promise<LoggedInUserData> {
  return request(preferredLanguage, { id: ownUserId, input: { language } }, { loginRequired: true });
}
