import { z } from 'zod';
import { INVOICE_STATUSES } from '../instalments';
import { SUBSCRIPTION_STATUSES } from '../subscription-kinds';
import { CURRENCIES } from './cohort';
import { contract } from './contract';
import { SavedCard } from './subscription';

export { INSTALMENT_PARTS, INVOICE_STATUSES, type InvoiceStatus, instalmentAmounts } from '../instalments';

/** One part of an instalment plan (spec §3 paymentInvoices): what it costs, when, and how it stands. */
export const PaymentInvoice = z.object({
  part: z.number().int(),
  amount: z.number().int(),
  /** When it is (or was) to be charged; a paid part's is its payment's day. */
  dueAt: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  paidAt: z.string().nullable(),
  /** Its receipt's number once paid (spec §2 /invoices/). */
  receiptNumber: z.string().nullable(),
});
export type PaymentInvoice = z.infer<typeof PaymentInvoice>;

/**
 * A buyer's instalment plan (spec §3 "list of user plans each with paymentInvoices"): a class
 * place paid in monthly parts on a saved card. Its id is the subscription's that pays it (the
 * course-access-denied modal names it when the plan is suspended).
 */
export const UserInstalmentPlan = z.object({
  id: z.string(),
  course: z.object({ path: z.string(), name: z.string() }),
  cohortName: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  currency: z.enum(CURRENCIES),
  /** The whole price, in minor units. */
  total: z.number().int(),
  parts: z.number().int(),
  partsPaid: z.number().int(),
  nextChargeAt: z.string().nullable(),
  failedCharges: z.number().int(),
  card: SavedCard.nullable(),
  startedAt: z.string(),
  paymentInvoices: z.array(PaymentInvoice),
});
export type UserInstalmentPlan = z.infer<typeof UserInstalmentPlan>;

export const instalmentPlanCalls = {
  /** Spec §7 `lookup instalmentplan listUserInstalmentPlans`: the signed-in buyer's plans, newest first. */
  listMine: contract('instalmentplan', 'lookup', 'listUserInstalmentPlans', {
    input: z.object({}),
    output: z.object({ instalmentPlans: z.array(UserInstalmentPlan) }),
  }),
};
