import type { LoggedInUserData, SignUpInput } from '../../common/api/user';
import { isLanguage } from '../../common/constants';
import type { FieldErrors } from '../../common/errors';
import { createUser, fetchLoggedInUser, notifyPasswordReset, postAuth } from '../api/accounts';
import { ApiError } from '../api/api-error';
import { describeError } from '../api/describe-error';
import { applyLanguage, currentLanguage, i18n } from '../i18n/i18n';
import { authStore } from './auth-store';

// Signing in, signing up and asking for a password reset, for their forms: kept apart from
// auth-actions.ts, which the app shell loads, so the reasons' words (describeError) load with the forms.

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
