import type { RateLimit } from '../../security/rate-limit';

/** Password-reset requests from one address. */
export const RESET_REQUESTS_PER_IP: RateLimit = { name: 'reset-ip', max: 10, windowSeconds: 60 * 60 };
/** Password-reset requests for one e-mail address, so nobody floods a mailbox. */
export const RESET_REQUESTS_PER_EMAIL: RateLimit = { name: 'reset-email', max: 3, windowSeconds: 60 * 60 };
/** Verification mails one account may ask for again (resend, or a change of address). */
export const VERIFICATION_MAILS_PER_ACCOUNT: RateLimit = {
  name: 'verification-mail',
  max: 5,
  windowSeconds: 60 * 60,
};
/** Wrong verification codes of one account: 5 per 15 minutes keeps a 6-digit code unguessable. */
export const VERIFICATION_CODE_FAILURES: RateLimit = {
  name: 'verification-code',
  max: 5,
  windowSeconds: 15 * 60,
};
/** Sign-up checks (`lookup auth signUserData`) from one address. */
export const SIGN_UP_CHECKS_PER_IP: RateLimit = {
  name: 'sign-up-check-ip',
  max: 100,
  windowSeconds: 60 * 60,
};
