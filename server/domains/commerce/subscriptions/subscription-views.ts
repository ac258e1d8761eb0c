import { and, desc, eq, sql } from 'drizzle-orm';
import type { Currency } from '../../../../common/api/cohort';
import { PAYMENT_REASONS } from '../../../../common/api/payment';
import type { UserSubscription } from '../../../../common/api/subscription';
import type {
  BillingPeriod,
  PlanKind,
  SubscriptionKind,
  SubscriptionStatus,
} from '../../../../common/subscription-kinds';
import type { Db } from '../../../db/client';
import { cohorts, courses, subscriptionPlans, subscriptions } from '../../../db/schema';
import { AppError } from '../../../rpc/app-error';

const COLUMNS = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  planId: subscriptions.planId,
  planName: sql<string>`coalesce(${subscriptionPlans.name}, ${courses.name})`,
  kind: subscriptions.kind,
  status: subscriptions.status,
  billingPeriod: subscriptions.billingPeriod,
  currency: subscriptions.currency,
  price: subscriptions.priceMinor,
  startedAt: subscriptions.createdAt,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  trialEndsAt: subscriptions.trialEndsAt,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  nextChargeAt: subscriptions.nextChargeAt,
  failedCharges: subscriptions.failedCharges,
  card: subscriptions.card,
  endedAt: subscriptions.endedAt,
  pendingChange: subscriptions.pendingChange,
  paidPeriodStart: subscriptions.currentPeriodStart,
};

/** A subscription as its owner's pages read it, with its owner for the policy. */
export type LoadedSubscription = UserSubscription & { userId: string; currentPeriodStart: string };

type Row = Awaited<ReturnType<typeof selectSubscriptions>>[number];

function selectSubscriptions(db: Db) {
  return db
    .select(COLUMNS)
    .from(subscriptions)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .leftJoin(cohorts, eq(cohorts.id, subscriptions.cohortId))
    .leftJoin(courses, eq(courses.id, cohorts.courseId));
}

function viewOf({ paidPeriodStart, pendingChange, ...row }: Row): LoadedSubscription {
  return {
    ...row,
    currentPeriodStart: paidPeriodStart.toISOString(),
    pendingChange: pendingChange
      ? { billingPeriod: pendingChange.billingPeriod as BillingPeriod, price: pendingChange.priceMinor }
      : null,
    kind: row.kind as SubscriptionKind,
    status: row.status as SubscriptionStatus,
    billingPeriod: row.billingPeriod as BillingPeriod,
    currency: row.currency as Currency,
    startedAt: row.startedAt.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    trialEndsAt: row.trialEndsAt?.toISOString() ?? null,
    nextChargeAt: row.nextChargeAt?.toISOString() ?? null,
    card: row.card ?? null,
    endedAt: row.endedAt?.toISOString() ?? null,
  };
}

/** The subscription `id`, or undefined when there is none by that id. */
export async function loadSubscription(db: Db, id: string): Promise<LoadedSubscription | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await selectSubscriptions(db).where(eq(subscriptions.id, id));
  return row && viewOf(row);
}

/** `userId`'s subscriptions, the live ones first, newest first: one query. */
export async function mySubscriptions(db: Db, userId: string): Promise<UserSubscription[]> {
  const rows = await selectSubscriptions(db)
    .where(eq(subscriptions.userId, userId))
    .orderBy(sql`${subscriptions.status} = 'cancelled'`, desc(subscriptions.createdAt));
  return rows.map((row) => withoutOwner(viewOf(row)));
}

/** A subscription as its owner's pages read it (the owner is theirs to know already). */
export function withoutOwner({
  userId: _owner,
  currentPeriodStart: _start,
  ...view
}: LoadedSubscription): UserSubscription {
  return view;
}

/** `userId`'s live subscription of `kind`, if any. */
export async function liveSubscription(db: Db, userId: string, kind: PlanKind) {
  const [row] = await selectSubscriptions(db).where(
    and(
      eq(subscriptions.userId, userId),
      eq(subscriptions.kind, kind),
      sql`${subscriptions.status} <> 'cancelled'`,
    ),
  );
  return row ? withoutOwner(viewOf(row)) : null;
}

/** A plan's own changes (cancel, resume, another period) are not an instalment plan's: it ends when paid. */
export function refuseInstalmentPlan(subscription: Pick<LoadedSubscription, 'kind'>): void {
  if (subscription.kind === 'instalment') {
    throw new AppError('invalid_input', PAYMENT_REASONS.instalmentPlanOwed);
  }
}
