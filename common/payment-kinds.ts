// The kinds of payment (spec §4), without zod, so the web's screens may read them as values.

/** Spec §1 and §4: the four kinds of thing a payment buys. */
export const ITEM_TYPES = ['certificate', 'course_enrolment', 'subscription_plan', 'credits'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Spec §4: how a buyer pays; card is the default. */
export const PAYMENT_METHODS = ['credit-card', 'paypal', 'molpay', 'fpx'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Spec §4: the gateways (MOLPay is a hosted page of its own, not a card gateway). */
export const PAYMENT_PROCESSORS = ['stripe', 'braintree'] as const;
export type PaymentProcessor = (typeof PAYMENT_PROCESSORS)[number];

/** Spec §9: the country whose currency (MYR) opens FPX, PayPal and MOLPay. */
export const LOCAL_METHODS_COUNTRY = 'MY';
export const LOCAL_METHODS_CURRENCY = 'MYR';

/** The address of a receipt's PDF, for its buyer (and platform staff). */
export const receiptPdfPath = (number: string) => `/api/invoices/${encodeURIComponent(number)}.pdf`;
