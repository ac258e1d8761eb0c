import { and, desc, eq, sql } from 'drizzle-orm';
import type { Currency } from '../../../../common/api/cohort';
import type { UserInstalmentPlan } from '../../../../common/api/instalment';
import { type PartCharge, planInvoices } from '../../../../common/domain/instalment-schedule';
import type { SubscriptionStatus } from '../../../../common/subscription-kinds';
import type { Db } from '../../../db/client';
import { cohorts, courses, subscriptions } from '../../../db/schema';

/**
 * The parts a plan has been charged for, paid or not: its first checkout's (part 1) and each
 * later charge's (its item names the part), with their receipts.
 */
const CHARGES = sql<Array<Omit<PartCharge, 'paidAt'> & { paidAt: string | null }>>`(
  select coalesce(json_agg(json_build_object(
    'part', coalesce((pi.data -> 'instalment' ->> 'part')::int, 1),
    'amountMinor', pt.total_minor,
    'paidAt', pt.paid_at,
    'refunded', pt.refunded_minor > 0 and pt.refunded_minor = pt.total_minor,
    'receiptNumber', inv.number) order by pt.created_at), '[]'::json)
  from payment_transactions pt
  join purchase_items pi on pi.transaction_id = pt.id and pi.position = 0
  left join invoices inv on inv.transaction_id = pt.id
  where pt.id = ${subscriptions.startedBy} or pi.data ->> 'subscriptionId' = ${subscriptions.id}::text
)`;

/** What the first charge cost, read from the plan's first checkout. */
const PRICE = sql<number>`(
  select pt.subtotal_minor - pt.discount_minor from payment_transactions pt where pt.id = ${subscriptions.startedBy}
)`;

/**
 * Spec §7 listUserInstalmentPlans: `userId`'s instalment plans, newest first, each with its
 * course and class and every part (paid, due or to come) with its receipt. One query.
 */
export async function myInstalmentPlans(db: Db, userId: string, now: Date): Promise<UserInstalmentPlan[]> {
  const rows = await db
    .select({
      id: subscriptions.id,
      coursePath: courses.path,
      courseName: courses.name,
      cohortName: cohorts.name,
      status: subscriptions.status,
      currency: subscriptions.currency,
      laterPartMinor: subscriptions.priceMinor,
      total: PRICE,
      parts: subscriptions.parts,
      partsPaid: subscriptions.partsPaid,
      dueAt: subscriptions.currentPeriodEnd,
      nextChargeAt: subscriptions.nextChargeAt,
      failedCharges: subscriptions.failedCharges,
      card: subscriptions.card,
      startedAt: subscriptions.createdAt,
      charges: CHARGES,
    })
    .from(subscriptions)
    .innerJoin(cohorts, eq(cohorts.id, subscriptions.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.kind, 'instalment')))
    .orderBy(desc(subscriptions.createdAt));
  return rows.map((row) => {
    const status = row.status as SubscriptionStatus;
    const invoices = planInvoices({
      status,
      parts: row.parts ?? 0,
      partsPaid: row.partsPaid ?? 0,
      laterPartMinor: row.laterPartMinor,
      dueAt: row.dueAt,
      charges: row.charges.map((charge) => ({
        ...charge,
        paidAt: charge.paidAt ? new Date(charge.paidAt) : null,
      })),
      now,
    });
    return {
      id: row.id,
      course: { path: row.coursePath, name: row.courseName },
      cohortName: row.cohortName,
      status,
      currency: row.currency as Currency,
      total: Number(row.total ?? 0),
      parts: row.parts ?? 0,
      partsPaid: row.partsPaid ?? 0,
      nextChargeAt: row.nextChargeAt?.toISOString() ?? null,
      failedCharges: row.failedCharges,
      card: row.card ?? null,
      startedAt: row.startedAt.toISOString(),
      paymentInvoices: invoices.map((invoice) => ({
        part: invoice.part,
        amount: invoice.amountMinor,
        dueAt: invoice.dueAt?.toISOString() ?? null,
        status: invoice.status,
        paidAt: invoice.paidAt?.toISOString() ?? null,
        receiptNumber: invoice.receiptNumber,
      })),
    };
  });
}
