/**
 * Amounts as Braintree takes and gives them: a decimal string with at most two places in, always
 * two places out ("12.3" comes back as "12.30"). Kept in cents inside the fake so refunds add up
 * exactly.
 */

export type AmountReading =
  | { ok: true; cents: number }
  | { ok: false; problem: 'required' | 'format' | 'negative' | 'zero' | 'tooLarge' };

/** Braintree's ceiling for one transaction amount. */
const MAX_CENTS = 99_999_999_99;

export function readAmount(value: unknown): AmountReading {
  if (value === undefined || value === null || value === '') return { ok: false, problem: 'required' };
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return { ok: false, problem: 'format' };
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return { ok: false, problem: 'format' };
  if (match[1]) return { ok: false, problem: 'negative' };
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (cents === 0) return { ok: false, problem: 'zero' };
  if (cents > MAX_CENTS) return { ok: false, problem: 'tooLarge' };
  return { ok: true, cents };
}

export function formatCents(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
