import { and, asc, eq, sql } from 'drizzle-orm';
import type { Currency } from '../../../../common/api/cohort';
import type { PlanOffer } from '../../../../common/api/subscription';
import { isPlan, PLAN_COURSE_LIMITS } from '../../../../common/domain/plans';
import { currencyForTimezone } from '../../../../common/domain/renewals';
import type { PlanKind } from '../../../../common/subscription-kinds';
import type { Db } from '../../../db/client';
import { subscriptionPlans, subscriptions, users } from '../../../db/schema';

/**
 * The plans of `kind` on sale, for the pricing page and the subscribe modals: their prices and
 * trial, the currency suggested to the viewer (their time zone's; US dollars for a visitor), and
 * whether a first subscriber's trial is still theirs.
 */
export async function planOffers(db: Db, kind: PlanKind, viewerId: string | null) {
  const [plans, viewer] = await Promise.all([
    db
      .select()
      .from(subscriptionPlans)
      .where(and(eq(subscriptionPlans.kind, kind), eq(subscriptionPlans.status, 'active')))
      .orderBy(asc(subscriptionPlans.position), asc(subscriptionPlans.id)),
    viewerId
      ? db
          .select({
            timezone: users.timezone,
            subscribedBefore: sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${users.id} and ${subscriptions.kind} = ${kind})`,
          })
          .from(users)
          .where(eq(users.id, viewerId))
          .then((rows) => rows[0])
      : undefined,
  ]);
  const offers: PlanOffer[] = plans.map((plan) => ({
    planId: plan.id,
    kind: plan.kind as PlanKind,
    name: plan.name,
    trialDays: plan.trialDays,
    courseLimit: isPlan(plan.kind) ? PLAN_COURSE_LIMITS[plan.kind] : null,
    educatorSeats: plan.educatorSeats,
    prices: {
      monthly: plan.prices.monthly as Partial<Record<Currency, number>>,
      yearly: plan.prices.yearly as Partial<Record<Currency, number>>,
    },
  }));
  return {
    plans: offers,
    currency: currencyForTimezone(viewer?.timezone),
    trialAvailable: !viewer?.subscribedBefore,
  };
}
