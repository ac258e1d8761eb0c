import { SCREEN_ROUTES } from '../../common/routes';
import { fill } from './paths';

// Kept apart from paths.ts, which the entry chunk carries whole: a class card's Buy button needs
// only this one.

/** A checkout (spec §2 /payment/checkout/{paymentTransactionId}/). */
export function checkoutPath(transactionId: string): string {
  return fill(SCREEN_ROUTES.checkout, { paymentTransactionId: transactionId });
}
