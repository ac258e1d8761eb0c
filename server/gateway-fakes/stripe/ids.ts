// Identifiers shaped like Stripe's: a type prefix and random alphanumerics (`pi_…`, `cus_…`), and
// client secrets `pi_…_secret_…`. Kelas stores and matches these, so they must look real.
import { randomBytes } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random letters and digits. */
export function randomAlphanumeric(length: number): string {
  // 248 is the largest multiple of 62 below 256: rejecting bytes above it keeps every character equally likely.
  let text = '';
  while (text.length < length) {
    for (const byte of randomBytes(length)) {
      if (byte < 248 && text.length < length) text += ALPHANUMERIC[byte % ALPHANUMERIC.length];
    }
  }
  return text;
}

export type IdPrefix =
  | 'acct'
  | 'ch'
  | 'cus'
  | 'evt'
  | 'fee'
  | 'pi'
  | 'pm'
  | 're'
  | 'req'
  | 'seti'
  | 'tr'
  | 'trr';

/** A new object id: `pi_` and 24 random alphanumerics (`req_` ids are 14 long, as Stripe's). */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomAlphanumeric(prefix === 'req' ? 14 : 24)}`;
}

/** The client secret of a PaymentIntent or SetupIntent: its id, `_secret_` and 25 alphanumerics. */
export function newClientSecret(intentId: string): string {
  return `${intentId}_secret_${randomAlphanumeric(25)}`;
}
