import type {
  ChangePasswordResult,
  MailRequestResult,
  VerifyEmailResult,
} from '../../common/api/credentials';
import type { LoggedInUserData } from '../../common/api/user';
import { apiRequest } from './client';
import { ownUserPath } from './own-user';

/** Sets a new password with the token of a mailed reset link. */
export function resetPassword(token: string, password: string): Promise<{ reset: true }> {
  return apiRequest('POST', '/json/user/execute/resetPassword', { body: { token, password } });
}

/** Confirms an e-mail address with the token of a mailed link, or (signed in) the mailed code. */
export function verifyEmail(proof: { token: string } | { code: string }): Promise<VerifyEmailResult> {
  return apiRequest('POST', '/json/user/execute/verifyEmail', { body: proof });
}

/** Mails the signed-in user's verification link again. */
export function resendVerificationEmail(): Promise<MailRequestResult> {
  return apiRequest('POST', '/json/user/execute/resendVerificationEmail', { loginRequired: true });
}

/** Asks to move the account to a new address (confirmed by the link mailed there). */
export function changeEmail(email: string, password: string): Promise<LoggedInUserData> {
  return apiRequest('POST', ownUserPath('update', 'changeEmail'), {
    body: { email, password },
    loginRequired: true,
  });
}

/** Changes the password; other sessions end, this one stays. */
export function changePassword(currentPassword: string, newPassword: string): Promise<ChangePasswordResult> {
  return apiRequest('POST', ownUserPath('update', 'changePassword'), {
    body: { currentPassword, newPassword },
    loginRequired: true,
  });
}
