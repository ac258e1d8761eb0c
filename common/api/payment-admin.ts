import { z } from 'zod';
import { FULFILMENTS, PAYMENT_STATUSES } from '../domain/payment-fulfilment';
import { paymentReasonText as reasonText } from '../payment-reasons';
import { CURRENCIES } from './cohort';
import { contract } from './contract';
import { PageNumber } from './page-number';

/**
 * The payments of the back office (spec §2 /wasabi/payments/; issue 16): every transaction, newest
 * first, a page at a time, found by status and by the buyer's e-mail address; and refunds by staff,
 * in part or in full, with the access consequence chosen. Methods of the `payment` resource (the id:
 * the transaction's), for platform staff.
 */

/** Spec §9: a staff list shows 25 rows a page. */
export const PAYMENTS_PAGE_SIZE = 25;

/** The English reasons of a refused refund (codes `payment.*` of common/payment-reasons.ts). */
export const REFUND_REASONS = {
  notRefundable: reasonText('payment.notRefundable'),
  nothingLeft: reasonText('payment.nothingLeft'),
  amount: reasonText('payment.refundAmount'),
  tooMuch: reasonText('payment.refundTooMuch'),
} as const;

/** `lookup payment listPayments`: a page, all statuses unless one is given, any buyer unless searched. */
export const PaymentListInput = z.object({
  page: PageNumber,
  status: z.enum(PAYMENT_STATUSES).optional(),
  /** Part of the buyer's e-mail address, in any case. */
  email: z.string().trim().max(200).optional(),
  /** A referral campaign's id (spec §4): the purchases its clicks brought. */
  campaign: z.string().trim().max(64).optional(),
});
export type PaymentListInput = z.input<typeof PaymentListInput>;

/** A transaction as the back office lists it; amounts in minor units of its currency. */
export const PaymentRow = z.object({
  id: z.string(),
  /** Null once the buyer's account is gone (the transaction stays: it is an accounting record). */
  buyer: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** The names of what was bought, in order. */
  items: z.array(z.string()),
  currency: z.enum(CURRENCIES),
  total: z.number().int(),
  refunded: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  fulfilment: z.enum(FULFILMENTS),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** The referral campaign whose click the purchase carried, and whether it counted as its conversion. */
  campaign: z.object({ aid: z.string(), sid: z.string().nullable(), converted: z.boolean() }).nullable(),
});
export type PaymentRow = z.infer<typeof PaymentRow>;

export const PaymentPage = z.object({
  payments: z.array(PaymentRow),
  /** Transactions matching the filters, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PaymentPage = z.infer<typeof PaymentPage>;

/**
 * `update payment refundPayment/{id}`: give back `amount` (minor units, at most what is left) and
 * say whether the buyer keeps what they bought.
 */
export const RefundInput = z.object({
  amount: z
    .number({ error: REFUND_REASONS.amount })
    .int({ error: REFUND_REASONS.amount })
    .min(1, { error: REFUND_REASONS.amount }),
  withdrawAccess: z.boolean(),
});
export type RefundInput = z.infer<typeof RefundInput>;

export const paymentAdminCalls = {
  listPayments: contract('payment', 'lookup', 'listPayments', {
    input: PaymentListInput,
    output: PaymentPage,
  }),
  /** The refund is sent to the gateway and recorded at once; the answer is the row as it now stands. */
  refundPayment: contract('payment', 'update', 'refundPayment', { input: RefundInput, output: PaymentRow }),
};
