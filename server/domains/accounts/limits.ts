import type { RateLimit } from '../../security/rate-limit';

/** Sign-in attempts from one address, whatever the account. */
export const SIGN_IN_PER_IP: RateLimit = { name: 'sign-in-ip', max: 30, windowSeconds: 15 * 60 };
/** Failed sign-ins of one account, from anywhere: slows down guessing one person's password. */
export const SIGN_IN_FAILURES_PER_ACCOUNT: RateLimit = {
  name: 'sign-in-account',
  max: 5,
  windowSeconds: 15 * 60,
};
/** Sign-ups from one address; `max` is the default of the SIGN_UP_LIMIT_PER_IP setting, which the sign-up applies. */
export const SIGN_UP_PER_IP: RateLimit = { name: 'sign-up-ip', max: 10, windowSeconds: 60 * 60 };
/** Sign-up attempts for one e-mail address. */
export const SIGN_UP_PER_ACCOUNT: RateLimit = { name: 'sign-up-account', max: 5, windowSeconds: 60 * 60 };
