import type {
  ChangePasswordResult,
  credentialCalls,
  MailRequestResult,
  VerifyEmailResult,
} from '../../common/api/credentials';
import type { LoggedInUserData } from '../../common/api/user';
import { call, request } from './call';
import { ownUserId } from './own-user';

type Calls = typeof credentialCalls;
const reset = call<Calls['resetPassword']>('user', 'execute', 'resetPassword');
const verify = call<Calls['verifyEmail']>('user', 'execute', 'verifyEmail');
const resend = call<Calls['resendVerificationEmail']>('user', 'execute', 'resendVerificationEmail');
const newEmail = call<Calls['changeEmail']>('user', 'update', 'changeEmail');
const passwordChange = call<Calls['changePassword']>('user', 'update', 'changePassword');

/** Sets a new password with the token of a mailed reset link. */
export function resetPassword(token: string, password: string): Promise<{ reset: true }> {
  return request(reset, { input: { token, password } });
}

/** Confirms an e-mail address with the token of a mailed link, or (signed in) the mailed code. */
export function verifyEmail(proof: { token: string } | { code: string }): Promise<VerifyEmailResult> {
  return request(verify, { input: proof });
}

/** Mails the signed-in user's verification link again. */
export function resendVerificationEmail(): Promise<MailRequestResult> {
  return request(resend, {}, { loginRequired: true });
}

/** Asks to move the account to a new address (confirmed by the link mailed there). */
export function changeEmail(email: string, password: string): Promise<LoggedInUserData> {
  return request(newEmail, { id: ownUserId, input: { email, password } }, { loginRequired: true });
}

/** Changes the password; other sessions end, this one stays. */
export function changePassword(currentPassword: string, newPassword: string): Promise<ChangePasswordResult> {
  return request(
    passwordChange,
    { id: ownUserId, input: { currentPassword, newPassword } },
    { loginRequired: true },
  );
}
