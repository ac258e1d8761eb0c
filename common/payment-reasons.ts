import { reasonFinder, reasonTextOf } from './reasons';

/**
 * The field reasons of payments (codes `payment.*`), kept apart from FIELD_REASONS as the
 * institution ones are (common/institution-reasons.ts): only the checkout, the buyer's pages and
 * the back office show them, so a visitor's first load never carries their English.
 */
export const PAYMENT_FIELD_REASONS = {
  'payment.items': 'Choose one thing to buy.',
  'payment.notForSale': 'This is not for sale. It may be free, or no longer offered.',
  'payment.alreadyOwned': 'You already have this. There is nothing to pay.',
  'payment.couponUnknown': 'This coupon code is not valid. Check it and try again.',
  'payment.couponExpired': 'This coupon has expired.',
  'payment.couponUsedUp': 'This coupon has been used as many times as it allows.',
  'payment.couponFirstPurchase': 'This coupon is only for a first purchase.',
  'payment.couponNotApplicable': 'This coupon does not apply to what you are buying.',
  'payment.methodUnavailable': 'This payment method is not offered for this purchase. Choose another.',
  'payment.processing': 'Your payment is being processed. Wait for it to finish before changing anything.',
  'payment.settled': 'This payment is already complete. Nothing more will be charged.',
  'payment.gatewayUnavailable':
    'The payment service did not answer. Nothing was charged. Try again in a minute.',
  'payment.seatsTaken':
    'The last seats of this class are held by buyers who are paying now, or taken. Nothing was charged.',
  'payment.notRefundable': 'Only a paid payment can be refunded. This one has not been paid.',
  'payment.nothingLeft': 'Nothing is left to refund on this payment.',
  'payment.refundAmount': 'Enter an amount above zero, with at most two decimal places.',
  'payment.refundTooMuch': 'This is more than what is left to refund.',
  'payment.notInCurrency': 'This plan is not sold in that currency. Choose another currency.',
  'payment.subscriptionEnded': 'This subscription has ended. Choose a plan to subscribe again.',
  'payment.samePeriod': 'Your subscription is already billed this way.',
  'payment.noSavedCard': 'No card is saved for this subscription. Add one first.',
  'payment.cardNotSaved': 'The card was not saved. Enter it again, or try another card.',
  'payment.certificateNotEarned':
    'This certificate can be bought once you meet what the course asks for it. Check your progress page.',
  'payment.instalmentsUnavailable':
    'This purchase cannot be paid in that many instalments. Choose one of the plans shown.',
  'payment.instalmentPlanOwed':
    'An instalment plan ends when its last part is paid. It cannot be cancelled or changed here.',
} as const;

/** The English text of a payment reason with its parameters filled in. */
export const paymentReasonText = /* @__PURE__ */ reasonTextOf(PAYMENT_FIELD_REASONS);

/** The code and parameters of a payment reason's English text; null for any other text. */
export const paymentReasonOf = /* @__PURE__ */ reasonFinder(PAYMENT_FIELD_REASONS);
