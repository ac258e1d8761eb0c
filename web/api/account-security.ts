import type {
  AccountDeletion,
  accountSecurityCalls,
  EndedSession,
  MfaEnrolment,
  RecoveryKeys,
} from '../../common/api/account-security';
import type { LoggedInUserData } from '../../common/api/user';
import { call, callQuery, request } from './call';
import { ownUserId } from './own-user';

// The account-settings calls of spec §7 and the security settings around them: all of the
// signed-in user, so each waits for sign-in and runs again after a 401.
const signedIn = { loginRequired: true };
type Calls = typeof accountSecurityCalls;

const name = call<Calls['setFullName']>('user', 'update', 'setFullName');
const location = call<Calls['updateLocation']>('user', 'update', 'updateLocation');
const startEnrolment = call<Calls['startMfaEnrolment']>('user', 'execute', 'startMfaEnrolment');
const confirmEnrolment = call<Calls['confirmMfaEnrolment']>('user', 'execute', 'confirmMfaEnrolment');
const mfaOff = call<Calls['disableMfa']>('user', 'execute', 'disableMfa');
const newRecoveryKeys = call<Calls['regenerateRecoveryKeys']>('user', 'execute', 'regenerateRecoveryKeys');
const activeSessions = call<Calls['getActiveSessions']>('user', 'read', 'getActiveSessions');
const oneSession = call<Calls['endSession']>('user', 'delete', 'endSession');
const accountDeletion = call<Calls['deleteAccount']>('user', 'execute', 'deleteAccount');

/** Saves the signed-in user's full name; resolves with the updated user. */
export function setFullName(fullName: string): Promise<LoggedInUserData> {
  return request(name, { id: ownUserId, input: { fullName } }, signedIn);
}

/** Saves the signed-in user's time zone (an IANA name); resolves with the updated user. */
export function updateLocation(timezone: string): Promise<LoggedInUserData> {
  return request(location, { id: ownUserId, input: { timezone } }, signedIn);
}

/** Starts two-step verification: the secret, its otpauth URI and a QR code. */
export function startMfaEnrolment(): Promise<MfaEnrolment> {
  return request(startEnrolment, {}, signedIn);
}

/** Confirms enrolment with a first code; resolves with the recovery keys, shown once. */
export function confirmMfaEnrolment(otp: string): Promise<RecoveryKeys> {
  return request(confirmEnrolment, { input: { otp } }, signedIn);
}

/** Turns two-step verification off (the password confirms it). */
export function disableMfa(password: string): Promise<{ mfaEnabled: false }> {
  return request(mfaOff, { input: { password } }, signedIn);
}

/** Replaces the recovery keys (the password confirms it). */
export function regenerateRecoveryKeys(password: string): Promise<RecoveryKeys> {
  return request(newRecoveryKeys, { input: { password } }, signedIn);
}

/** The signed-in user's live sessions, as query options (the key names the user). */
export const activeSessionsQuery = () => callQuery(activeSessions, { id: ownUserId }, signedIn);

/** Ends one session of the signed-in user by its listed id. */
export function endSession(sessionId: string): Promise<EndedSession> {
  return request(oneSession, { id: ownUserId, input: { sessionId } }, signedIn);
}

/** Deletes the account: deactivated now, erased after 30 days unless the person logs in again. */
export function deleteAccount(password: string): Promise<AccountDeletion> {
  return request(accountDeletion, { input: { password } }, signedIn);
}
