import { SCREEN_ROUTES } from '../../../common/routes';

/** Where the gateway sends the buyer back; it adds its own parameters. */
export function checkoutConfirmationPath(transactionId: string): string {
  return `${SCREEN_ROUTES.checkoutConfirmation}?paymentTransactionId=${encodeURIComponent(transactionId)}`;
}

/** The thank-you page of a transaction. */
export function thankYouPath(transactionId: string): string {
  return `${SCREEN_ROUTES.thankYou}?paymentTransactionId=${encodeURIComponent(transactionId)}`;
}

/**
 * The card update of a subscription (spec §2 /payment/update/?subscriptionId=). A payment screen
 * with its own CSP: enter it by a full page load (an `<a href>`), never the router.
 */
export function cardUpdatePath(subscriptionId: string): string {
  return `${SCREEN_ROUTES.cardUpdate}?subscriptionId=${encodeURIComponent(subscriptionId)}`;
}
