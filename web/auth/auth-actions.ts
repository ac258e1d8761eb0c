import type { LoggedInUserData, SignUpInput } from '../../common/api/user';
import { isLanguage } from '../../common/constants';
import type { FieldErrors } from '../../common/errors';
import {
  createUser,
  fetchCurrentUser,
  fetchLoggedInUser,
  notifyPasswordReset,
  postAuth,
} from '../api/accounts';
import { ApiError } from '../api/api-error';
import { describeError } from '../api/describe-error';
import { queryClient } from '../api/query-client';
import { applyLanguage, currentLanguage, i18n } from '../i18n/i18n';
import { authStore } from './auth-store';

/**
 * Asks the server who is signed in. A visitor is answered with null, so their pages make no
 * failing request; a failed answer counts as signed out too.
 */
export async function loadCurrentUser(): Promise<void> {
  try {
    authStore.userLoaded(await fetchCurrentUser());
  } catch {
    authStore.userLoaded(null);
  }
}

/** The second factor of an account with two-step verification: an app code or a recovery key. */
export type SecondFactor = { otp: string } | { recoveryKey: string };

/**
 * The outcome of a sign-in: signed in; the account needs its second factor; failed (the message
 * is in the auth state); or signed in to an account whose deletion that cancelled, which
 * `finish()` completes once the person has read so.
 */
export type SignInOutcome =
  | { status: 'signedIn' }
  | { status: 'secondFactorNeeded' }
  | { status: 'failed' }
  | { status: 'deletionCancelled'; finish: () => void };

/** Signs in with an e-mail address and password, plus the second factor when asked (spec §4 Sign-in). */
export async function signIn(
  email: string,
  password: string,
  secondFactor?: SecondFactor,
): Promise<SignInOutcome> {
  authStore.requestStarted();
  try {
    const { deletionCancelled } = await postAuth({ user: email, password, ...secondFactor });
    const user = await fetchLoggedInUser();
    await adoptPreferredLanguage(user);
    if (deletionCancelled) {
      authStore.requestSucceeded();
      return { status: 'deletionCancelled', finish: () => authStore.signedIn(user) };
    }
    authStore.signedIn(user);
    return { status: 'signedIn' };
  } catch (error) {
    // A right password on an account with two-step verification: the form asks for the code.
    if (error instanceof ApiError && error.code === 'mfa_required' && !secondFactor) {
      authStore.requestFailed(null);
      return { status: 'secondFactorNeeded' };
    }
    authStore.requestFailed(describeError(error));
    return { status: 'failed' };
  }
}

/** The outcome of a sign-up: success, or the reasons per field the server gave. */
export type SignUpOutcome = { ok: true } | { ok: false; fields: FieldErrors };

/** Creates an account and signs the new user in (the server sets the session cookie). */
export async function signUp(input: SignUpInput): Promise<SignUpOutcome> {
  authStore.requestStarted();
  try {
    authStore.signedIn(await createUser(input));
    return { ok: true };
  } catch (error) {
    const fields = fieldErrorsOf(error);
    // Field reasons show under their fields; the alert then only says to look at them.
    authStore.requestFailed(
      Object.keys(fields).length > 0 ? i18n.t('errors.invalid_input') : describeError(error),
    );
    return { ok: false, fields };
  }
}

/** Asks for a password-reset link; resolves true once the server accepted the request. */
export async function requestPasswordReset(email: string): Promise<boolean> {
  authStore.requestStarted();
  try {
    await notifyPasswordReset(email);
    authStore.requestSucceeded();
    return true;
  } catch (error) {
    authStore.requestFailed(describeError(error));
    return false;
  }
}

/** Logs out of this browser; the client state resets even if the server could not be reached. */
export async function logOut(): Promise<void> {
  try {
    await postAuth({ logout: true });
  } catch {
    // Nothing to show: this browser forgets the user either way, and the server's session expires.
  }
  resetClientState();
}

/** Ends every session of the current user (spec §7), then resets the client state; rejects on failure. */
export async function logOutEverywhere(email: string): Promise<void> {
  await postAuth({ user: email, logoutEverywhere: true });
  resetClientState();
}

/** Logout resets the whole client state (spec §4): the auth state and every cached query. */
export function resetClientState(): void {
  authStore.reset();
  queryClient.clear();
}

// A user who signs in gets the interface in the language they chose before, on any device.
async function adoptPreferredLanguage(user: LoggedInUserData): Promise<void> {
  if (isLanguage(user.preferredLanguage) && user.preferredLanguage !== currentLanguage()) {
    await applyLanguage(user.preferredLanguage);
  }
}

function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  if (error.code === 'email_taken') return { email: error.reason, ...error.fields };
  return error.fields;
}
