import type { RateLimit } from '../../security/rate-limit';

/** Failed second-factor codes of one account: 5 per 15 minutes keeps a 6-digit code unguessable. */
export const MFA_FAILURES_PER_ACCOUNT: RateLimit = { name: 'mfa-account', max: 5, windowSeconds: 15 * 60 };
/** Wrong passwords confirming a sensitive change (MFA off, new keys, deletion) of one account. */
export const PASSWORD_CONFIRM_FAILURES: RateLimit = {
  name: 'password-confirm',
  max: 5,
  windowSeconds: 15 * 60,
};
/** Access-token renewals from one address. */
export const TOKEN_RENEWALS_PER_IP: RateLimit = { name: 'token-renew-ip', max: 30, windowSeconds: 15 * 60 };
/** Sign-in hand-off tokens redeemed from one address (each guess of a token counts). */
export const HANDOFF_REDEMPTIONS_PER_IP: RateLimit = { name: 'handoff-ip', max: 30, windowSeconds: 15 * 60 };
