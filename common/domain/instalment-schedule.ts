import type { InvoiceStatus } from '../instalments';
import type { SubscriptionStatus } from '../subscription-kinds';
import { periodEnd } from './renewals';

/** A charge made for a part of an instalment plan, as its transaction stands. */
export interface PartCharge {
  part: number;
  amountMinor: number;
  /** Paid (or refunded after): when; null while unpaid. */
  paidAt: Date | null;
  refunded: boolean;
  receiptNumber: string | null;
}

/** One part of a plan as the buyer's payments page lists it (spec §3 paymentInvoices). */
export interface PlanInvoice {
  part: number;
  amountMinor: number;
  dueAt: Date | null;
  status: InvoiceStatus;
  paidAt: Date | null;
  receiptNumber: string | null;
}

/**
 * Every part of an instalment plan: the paid ones as their charges say; the one now due (at the
 * end of the current period, `dueAt`): overdue once a charge of it was declined, else due when its
 * day has come, else upcoming; the rest upcoming, a month apart. A plan that ended lists only what
 * was paid.
 */
export function planInvoices(plan: {
  status: SubscriptionStatus;
  parts: number;
  partsPaid: number;
  laterPartMinor: number;
  dueAt: Date;
  charges: readonly PartCharge[];
  now: Date;
}): PlanInvoice[] {
  const invoices: PlanInvoice[] = [];
  let dueAt = plan.dueAt;
  for (let part = 1; part <= plan.parts; part += 1) {
    const charge = plan.charges.find((one) => one.part === part && one.paidAt !== null);
    if (charge) {
      invoices.push({
        part,
        amountMinor: charge.amountMinor,
        dueAt: charge.paidAt,
        status: charge.refunded ? 'refunded' : 'paid',
        paidAt: charge.paidAt,
        receiptNumber: charge.receiptNumber,
      });
      continue;
    }
    if (plan.status === 'cancelled') continue;
    invoices.push({
      part,
      amountMinor: plan.laterPartMinor,
      dueAt,
      status: statusOfUnpaid(plan.status, part === plan.partsPaid + 1, dueAt, plan.now),
      paidAt: null,
      receiptNumber: null,
    });
    dueAt = periodEnd(dueAt, 'monthly');
  }
  return invoices;
}

function statusOfUnpaid(status: SubscriptionStatus, next: boolean, dueAt: Date, now: Date): InvoiceStatus {
  if (!next) return 'upcoming';
  if (status === 'past_due' || status === 'suspended') return 'overdue';
  return dueAt.getTime() <= now.getTime() ? 'due' : 'upcoming';
}
