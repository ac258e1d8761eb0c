import type {
  AccountDeletion,
  ActiveSession,
  MfaEnrolment,
  RecoveryKeys,
} from '../../common/api/account-security';
import type { LoggedInUserData } from '../../common/api/user';
import { apiRequest } from './client';
import { ownUserPath } from './own-user';

// The account-settings calls of spec §7 and the security settings around them.
const USER = '/json/user';

/** Saves the signed-in user's full name; resolves with the updated user. */
export function setFullName(fullName: string): Promise<LoggedInUserData> {
  return apiRequest('POST', ownUserPath('update', 'setFullName'), {
    body: { fullName },
    loginRequired: true,
  });
}

/** Saves the signed-in user's time zone (an IANA name); resolves with the updated user. */
export function updateLocation(timezone: string): Promise<LoggedInUserData> {
  return apiRequest('POST', ownUserPath('update', 'updateLocation'), {
    body: { timezone },
    loginRequired: true,
  });
}

/** Starts two-step verification: the secret, its otpauth URI and a QR code. */
export function startMfaEnrolment(): Promise<MfaEnrolment> {
  return apiRequest('POST', `${USER}/execute/startMfaEnrolment`, { body: {}, loginRequired: true });
}

/** Confirms enrolment with a first code; resolves with the recovery keys, shown once. */
export function confirmMfaEnrolment(otp: string): Promise<RecoveryKeys> {
  return apiRequest('POST', `${USER}/execute/confirmMfaEnrolment`, { body: { otp }, loginRequired: true });
}

/** Turns two-step verification off (the password confirms it). */
export function disableMfa(password: string): Promise<{ mfaEnabled: false }> {
  return apiRequest('POST', `${USER}/execute/disableMfa`, { body: { password }, loginRequired: true });
}

/** Replaces the recovery keys (the password confirms it). */
export function regenerateRecoveryKeys(password: string): Promise<RecoveryKeys> {
  return apiRequest('POST', `${USER}/execute/regenerateRecoveryKeys`, {
    body: { password },
    loginRequired: true,
  });
}

/** The signed-in user's live sessions. */
export function fetchActiveSessions(): Promise<ActiveSession[]> {
  return apiRequest('GET', ownUserPath('read', 'getActiveSessions'), { loginRequired: true });
}

/** Ends one session of the signed-in user by its listed id. */
export function endSession(sessionId: string): Promise<{ ended: true; wasCurrent: boolean }> {
  return apiRequest('POST', ownUserPath('delete', 'endSession'), {
    body: { sessionId },
    loginRequired: true,
  });
}

/** Deletes the account: deactivated now, erased after 30 days unless the person logs in again. */
export function deleteAccount(password: string): Promise<AccountDeletion> {
  return apiRequest('POST', `${USER}/execute/deleteAccount`, { body: { password }, loginRequired: true });
}
