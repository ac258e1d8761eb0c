import type { Backoff } from '../../security/backoff';
import type { RateLimit } from '../../security/rate-limit';

/** Sign-in attempts from one address, whatever the account. */
export const SIGN_IN_PER_IP: RateLimit = { name: 'sign-in-ip', max: 30, windowSeconds: 15 * 60 };
/**
 * Failed sign-ins of one account from one address: five free, then a wait that doubles from 15
 * seconds up to 15 minutes. Keyed by address too, so a stranger's guesses never lock the owner out.
 */
export const SIGN_IN_FAILURES: Backoff = {
  name: 'sign-in-failures',
  freeFailures: 5,
  baseDelaySeconds: 15,
  maxDelaySeconds: 15 * 60,
  forgetAfterSeconds: 24 * 60 * 60,
};
/** Sign-ups from one address; `max` is the default of the SIGN_UP_LIMIT_PER_IP setting, which the sign-up applies. */
export const SIGN_UP_PER_IP: RateLimit = { name: 'sign-up-ip', max: 10, windowSeconds: 60 * 60 };
/** Sign-up attempts for one e-mail address. */
export const SIGN_UP_PER_ACCOUNT: RateLimit = { name: 'sign-up-account', max: 5, windowSeconds: 60 * 60 };
