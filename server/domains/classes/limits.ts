import type { RateLimit } from '../../security/rate-limit';

/**
 * Wrong class codes (access codes and enrolment codes) of one person. With the limit per address
 * below, guessing even a four-character code of an older class takes years.
 */
export const CODE_FAILURES_PER_USER: RateLimit = { name: 'class-code-user', max: 10, windowSeconds: 15 * 60 };
/** Wrong class codes from one client address: a classroom behind one address joining with the right code is never held back. */
export const CODE_FAILURES_PER_IP: RateLimit = { name: 'class-code-ip', max: 30, windowSeconds: 15 * 60 };
/** Staff invitations (and their re-sends) one person may send: an invitation is a mail to any address. */
export const STAFF_INVITATIONS_PER_INVITER: RateLimit = {
  name: 'staff-invite-user',
  max: 30,
  windowSeconds: 60 * 60,
};
