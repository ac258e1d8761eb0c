import { PAYMENT_FIELD_REASONS } from '../../../common/payment-reasons';
import { fieldReasonText } from '../../lib/field-reasons';
import { minorUnitsOf } from '../../lib/money-input';

// The amount of a refund as staff type it, in major units (web/lib/money-input.ts).

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
