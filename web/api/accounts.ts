import type { AuthInput, SignInResult } from '../../common/api/auth';
import type { LoggedInUserData, SignUpInput } from '../../common/api/user';
import type { Language } from '../../common/constants';
import { apiRequest } from './client';
import { ownUserPath } from './own-user';

// The account calls of spec §7; the server implements them under the /json scheme.
const AUTH_PATH = '/json/auth/';

/**
 * The signed-in user; rejects with `not_signed_in` (401) when nobody is signed in. Asked of `me`,
 * not of a known id: it is how the app learns who is signed in now, perhaps someone new.
 */
export function fetchLoggedInUser(): Promise<LoggedInUserData> {
  return apiRequest('GET', '/json/user/read/getLoggedInUserData/me');
}

/** Who is here: the signed-in user, or null for a visitor (who gets no 401 for asking). */
export function fetchCurrentUser(): Promise<LoggedInUserData | null> {
  return apiRequest('GET', '/json/auth/lookup/currentUser');
}

/** Signs in, logs out, or logs out everywhere, depending on the payload. */
export function postAuth(input: AuthInput): Promise<SignInResult> {
  return apiRequest('POST', AUTH_PATH, { body: input });
}

/** Creates an account; the server signs the new user in. */
export function createUser(input: SignUpInput): Promise<LoggedInUserData> {
  return apiRequest('POST', '/json/user/create', { body: input });
}

/** Asks for a password-reset e-mail; the reply never says whether the account exists. */
export function notifyPasswordReset(email: string): Promise<{ sent: boolean }> {
  return apiRequest('POST', '/json/user/execute/notifyPasswordReset', { body: { email } });
}

/** Saves the signed-in user's interface language. */
export function setPreferredLanguage(language: Language): Promise<LoggedInUserData> {
  return apiRequest('POST', ownUserPath('update', 'setPreferredLanguage'), {
    body: { language },
    loginRequired: true,
  });
}
