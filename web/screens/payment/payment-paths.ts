import { SCREEN_ROUTES } from '../../../common/routes';

/** Where the gateway sends the buyer back; it adds its own parameters. */
export function checkoutConfirmationPath(transactionId: string): string {
  return `${SCREEN_ROUTES.checkoutConfirmation}?paymentTransactionId=${encodeURIComponent(transactionId)}`;
}

/** The thank-you page of a transaction. */
export function thankYouPath(transactionId: string): string {
  return `${SCREEN_ROUTES.thankYou}?paymentTransactionId=${encodeURIComponent(transactionId)}`;
}
