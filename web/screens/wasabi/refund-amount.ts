import { PAYMENT_FIELD_REASONS } from '../../../common/payment-reasons';
import { fieldReasonText } from '../../lib/field-reasons';

// The amount of a refund as staff type it: major units (149.50) of a currency with two decimals,
// as all four of spec §9 have; the server takes minor units (14950).

/** What was typed in minor units: "149", "149.5" and "149,50" (a decimal comma) read; else null. */
export function minorUnitsOf(typed: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(typed.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Minor units as the field shows them: 14950 as "149.50". */
export const majorUnitsOf = (minor: number) => (minor / 100).toFixed(2);

const reason = (code: 'payment.refundAmount' | 'payment.refundTooMuch') =>
  fieldReasonText({ code }, PAYMENT_FIELD_REASONS[code]);

/**
 * Why `typed` cannot be refunded while `left` (minor units) remains, in the interface language, by
 * the same codes the server refuses with; undefined when it can.
 */
export function refundAmountError(typed: string, left: number): string | undefined {
  const minor = minorUnitsOf(typed);
  if (minor === null || minor < 1) return reason('payment.refundAmount');
  if (minor > left) return reason('payment.refundTooMuch');
  return undefined;
}
