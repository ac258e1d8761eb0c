import { z } from 'zod';
import { FULFILMENTS, PAYMENT_STATUSES } from '../domain/payment-fulfilment';
import { ITEM_TYPES, PAYMENT_METHODS, PAYMENT_PROCESSORS } from '../payment-kinds';
import { paymentReasonText as reasonText } from '../payment-reasons';
import { BILLING_PERIODS } from '../subscription-kinds';
import { CURRENCIES } from './cohort';
import { contract } from './contract';

export {
  ITEM_TYPES,
  type ItemType,
  LOCAL_METHODS_COUNTRY,
  LOCAL_METHODS_CURRENCY,
  PAYMENT_METHODS,
  PAYMENT_PROCESSORS,
  type PaymentMethod,
  type PaymentProcessor,
} from '../payment-kinds';

/** How long a seat of a full-looking class is kept for a buyer who started paying. */
export const SEAT_HOLD_MINUTES = 30;

export const COUPON_CODE_MAX = 40;

/** The English reasons of payment refusals (codes `payment.*` of common/reasons.ts). */
export const PAYMENT_REASONS = {
  items: reasonText('payment.items'),
  notForSale: reasonText('payment.notForSale'),
  alreadyOwned: reasonText('payment.alreadyOwned'),
  couponUnknown: reasonText('payment.couponUnknown'),
  couponExpired: reasonText('payment.couponExpired'),
  couponUsedUp: reasonText('payment.couponUsedUp'),
  couponFirstPurchase: reasonText('payment.couponFirstPurchase'),
  couponNotApplicable: reasonText('payment.couponNotApplicable'),
  methodUnavailable: reasonText('payment.methodUnavailable'),
  processing: reasonText('payment.processing'),
  settled: reasonText('payment.settled'),
  gatewayUnavailable: reasonText('payment.gatewayUnavailable'),
  seatsTaken: reasonText('payment.seatsTaken'),
  notInCurrency: reasonText('payment.notInCurrency'),
  subscriptionEnded: reasonText('payment.subscriptionEnded'),
  cardNotSaved: reasonText('payment.cardNotSaved'),
  samePeriod: reasonText('payment.samePeriod'),
  noSavedCard: reasonText('payment.noSavedCard'),
  instalmentsUnavailable: reasonText('payment.instalmentsUnavailable'),
  certificateNotEarned: reasonText('payment.certificateNotEarned'),
  instalmentPlanOwed: reasonText('payment.instalmentPlanOwed'),
} as const;

const Code = z
  .string()
  .trim()
  .min(1, PAYMENT_REASONS.couponUnknown)
  .max(COUPON_CODE_MAX, PAYMENT_REASONS.couponUnknown);

/** What the buyer asks to buy: a kind and a product; the server finds its name and price. */
export const PurchaseRequest = z.object({
  type: z.enum(ITEM_TYPES, { error: PAYMENT_REASONS.items }),
  productID: z.string().trim().min(1).max(200),
  quantity: z.number().int().min(1).max(1000).default(1),
});

/** Spec §3 purchaseItems, priced by the server in the transaction's currency (minor units). */
export const PurchaseItem = z.object({
  type: z.enum(ITEM_TYPES),
  productID: z.string(),
  /** The unit price in minor units of the transaction's currency (spec: priceAUD, here in any of the four). */
  price: z.number().int(),
  quantity: z.number().int(),
  discount: z.number().int(),
  data: z.object({
    name: z.string(),
    subscriptionId: z.string().optional(),
    isTrial: z.boolean().optional(),
    /** A plan's: how often it renews, what each renewal costs, and the free days before the first. */
    billingPeriod: z.enum(BILLING_PERIODS).optional(),
    renewalPrice: z.number().int().optional(),
    trialDays: z.number().int().optional(),
    /** A part of an instalment plan: which, and of how many. */
    instalment: z.object({ part: z.number().int(), parts: z.number().int() }).optional(),
  }),
});
export type PurchaseItem = z.infer<typeof PurchaseItem>;

/** An instalment plan a checkout offers: the price in `parts` monthly parts (the first is paid now). */
export const InstalmentOption = z.object({
  parts: z.number().int(),
  amounts: z.array(z.number().int()),
});
export type InstalmentOption = z.infer<typeof InstalmentOption>;

/** Spec §3 Payment transaction, with the payment state of §4 the checkout page shows. */
export const PaymentTransaction = z.object({
  id: z.string(),
  userID: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  subtotal: z.number().int(),
  discount: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  itemType: z.enum(ITEM_TYPES),
  purchaseItems: z.array(PurchaseItem),
  hasCouponCodes: z.boolean(),
  couponCode: z.string().nullable(),
  paymentProcessor: z.enum(PAYMENT_PROCESSORS),
  fpxEnabled: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentMethods: z.array(z.enum(PAYMENT_METHODS)),
  isInstalmentPayment: z.boolean(),
  /** Spec §4: the number of monthly parts chosen; null to pay in full. */
  selectedInstalmentPlan: z.number().int().nullable(),
  /** The instalment plans the buyer may choose (the course's), each with what its parts cost. */
  instalmentPlans: z.array(InstalmentOption),
  /** What the items cost in all (the total is what is paid now: the first part of an instalment plan). */
  price: z.number().int(),
  isTrial: z.boolean(),
  status: z.enum(PAYMENT_STATUSES),
  fulfilment: z.enum(FULFILMENTS),
  refunded: z.number().int(),
  /** Spec §8: the stored payment or webhook error, as the gateway or Kelas said it. */
  error: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PaymentTransaction = z.infer<typeof PaymentTransaction>;

/**
 * What the browser needs to collect the payment with the gateway's own hosted fields (card data
 * never touches Kelas): Stripe's client secret and publishable key (and the connected account of
 * a destination charge), or Braintree's client token, and the gateway's script.
 */
export const GatewaySession = z.object({
  paymentGateway: z.enum(PAYMENT_PROCESSORS),
  /** A payment now, or (a plan's free trial) a card saved to be charged when the trial ends. */
  intentKind: z.enum(['payment', 'setup']),
  paymentMethod: z.enum(PAYMENT_METHODS),
  scriptUrl: z.string(),
  clientSecret: z.string().nullable(),
  publishKey: z.string().nullable(),
  accountId: z.string().nullable(),
  isDestinationCharge: z.boolean(),
  clientToken: z.string().nullable(),
});
export type GatewaySession = z.infer<typeof GatewaySession>;

/** Where the thank-you page sends the buyer next, by what they bought. */
export const PurchaseDestination = z.object({
  type: z.enum(ITEM_TYPES),
  name: z.string(),
  /** The screen to open (a class's first page, the subscriptions page…), or null. */
  path: z.string().nullable(),
});

const ById = z.object({});

/** How many of a buyer's purchases a page of /invoices/ lists. */
export const PURCHASES_PAGE_SIZE = 20;

/** One of the buyer's purchases, with its receipt's number once paid. */
export const Purchase = z.object({
  id: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  itemType: z.enum(ITEM_TYPES),
  names: z.array(z.string()),
  currency: z.enum(CURRENCIES),
  total: z.number().int(),
  refunded: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  fulfilment: z.enum(FULFILMENTS),
  receiptNumber: z.string().nullable(),
});
export type Purchase = z.infer<typeof Purchase>;

export const paymentCalls = {
  /** Start buying: a new transaction priced by the server (never by prices the browser sends). */
  create: contract('payment', 'create', undefined, {
    input: z.object({
      items: z.array(PurchaseRequest).min(1, PAYMENT_REASONS.items).max(1, PAYMENT_REASONS.items),
      couponCode: Code.optional(),
      /** The currency to pay a plan in (a class is sold in its own); the buyer's by default. */
      currency: z.enum(CURRENCIES).optional(),
    }),
    output: z.object({ paymentTransactionId: z.string() }),
  }),
  get: contract('payment', 'read', 'getCheckout', { input: ById, output: PaymentTransaction }),
  applyCoupon: contract('payment', 'update', 'applyCoupon', {
    input: z.object({ couponCode: Code }),
    output: PaymentTransaction,
  }),
  removeCoupon: contract('payment', 'update', 'removeCoupon', { input: ById, output: PaymentTransaction }),
  /** Choose how to pay and get the gateway's session for it (again after a coupon changes the total). */
  prepare: contract('payment', 'update', 'preparePayment', {
    input: z.object({ paymentMethod: z.enum(PAYMENT_METHODS) }),
    output: GatewaySession,
  }),
  /**
   * Spec §4 "instalment plan chosen": pay the class in `instalmentPlan` monthly parts (the first
   * now, on a card saved for the others), or in full (null). Not while a payment runs.
   */
  selectInstalmentPlan: contract('payment', 'update', 'selectInstalmentPlan', {
    input: z.object({
      instalmentPlan: z
        .number({ error: PAYMENT_REASONS.instalmentsUnavailable })
        .int()
        .min(2, PAYMENT_REASONS.instalmentsUnavailable)
        .max(12, PAYMENT_REASONS.instalmentsUnavailable)
        .nullable(),
    }),
    output: PaymentTransaction,
  }),
  /** The buyer pressed Pay: the seat is held and the method fixed until the gateway answers. */
  start: contract('payment', 'update', 'startPayment', { input: ById, output: PaymentTransaction }),
  /** The gateway refused in the browser (spec §8 payment error): stored, and processing ends. */
  reportError: contract('payment', 'update', 'reportPaymentError', {
    input: z.object({
      message: z.string().trim().max(500),
      paymentData: z.record(z.string(), z.unknown()).optional(),
    }),
    output: PaymentTransaction,
  }),
  /** Back from the gateway: ask it how the payment stands, and act on the answer as a webhook would. */
  confirm: contract('payment', 'update', 'confirmPayment', { input: ById, output: PaymentTransaction }),
  /** The signed-in buyer's purchases, newest first (spec §2 /invoices/). */
  listMine: contract('payment', 'lookup', 'listMyPayments', {
    input: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
    output: z.object({ purchases: z.array(Purchase), total: z.number().int(), pageSize: z.number().int() }),
  }),
  thankYou: contract('payment', 'read', 'getThankYou', {
    input: ById,
    output: z.object({ transaction: PaymentTransaction, destinations: z.array(PurchaseDestination) }),
  }),
};
