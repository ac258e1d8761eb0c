import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { PAYMENT_REASONS } from '../../../../common/api/payment';
import type { PlanChangePreview, UserSubscription } from '../../../../common/api/subscription';
import { planChange } from '../../../../common/domain/renewals';
import type { BillingPeriod } from '../../../../common/subscription-kinds';
import type { Db } from '../../../db/client';
import { subscriptionPlans, subscriptions } from '../../../db/schema';
import { AppError } from '../../../rpc/app-error';
import type { PaymentGateways } from '../gateways/payment-gateways';
import { chargeSubscription } from './renewals';
import {
  type LoadedSubscription,
  loadSubscription,
  refuseInstalmentPlan,
  withoutOwner,
} from './subscription-views';
import { applyPlanChange } from './subscription-writes';

/** What moving `subscription` to `to` would do now, at its plan's price in its currency. */
export async function previewPlanChange(
  db: Db,
  subscription: LoadedSubscription,
  to: BillingPeriod,
  now: Date,
): Promise<PlanChangePreview> {
  refuseInstalmentPlan(subscription);
  if (subscription.status === 'cancelled' || subscription.status === 'suspended') {
    throw new AppError('invalid_input', PAYMENT_REASONS.subscriptionEnded);
  }
  if (to === subscription.billingPeriod) {
    throw new AppError('invalid_input', PAYMENT_REASONS.samePeriod, {
      billingPeriod: PAYMENT_REASONS.samePeriod,
    });
  }
  const [plan] = await db
    .select({ prices: subscriptionPlans.prices })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.id, subscription.planId ?? ''));
  const price = plan?.prices[to]?.[subscription.currency];
  if (!price) throw new AppError('not_for_sale', PAYMENT_REASONS.notInCurrency);
  const change = planChange({
    status: subscription.status,
    from: subscription.billingPeriod,
    to,
    paidMinor: subscription.price,
    newPriceMinor: price,
    periodStart: new Date(subscription.currentPeriodStart),
    periodEnd: new Date(subscription.currentPeriodEnd),
    now,
  });
  return {
    billingPeriod: to,
    price,
    when: change.when,
    credit: change.creditMinor,
    charge: change.chargeMinor,
    currency: subscription.currency,
  };
}

/**
 * Move to another billing period (common/domain/renewals.ts planChange): to a shorter one at the
 * period's end (remembered as the pending change); to a longer one now, the prorated amount
 * charged on the saved card through a transaction of its own whose fulfilment makes the change
 * (so a declined charge changes nothing); a trial's period changes at once, free.
 */
export async function changePlan(
  db: Db,
  gateways: () => Promise<PaymentGateways>,
  logger: Logger,
  subscription: LoadedSubscription,
  to: BillingPeriod,
  now: Date,
): Promise<{
  subscription: UserSubscription;
  outcome: 'changed' | 'scheduled' | 'declined';
  message: string | null;
}> {
  const preview = await previewPlanChange(db, subscription, to, now);
  const answer = async (outcome: 'changed' | 'scheduled' | 'declined', message: string | null = null) => ({
    subscription: withoutOwner((await loadSubscription(db, subscription.id))!),
    outcome,
    message,
  });
  if (preview.when === 'period_end') {
    await db
      .update(subscriptions)
      .set({ pendingChange: { billingPeriod: to, priceMinor: preview.price }, updatedAt: now })
      .where(eq(subscriptions.id, subscription.id));
    return answer('scheduled');
  }
  if (preview.charge === 0) {
    await db.transaction((tx) =>
      applyPlanChange(tx, subscription.id, { billingPeriod: to, priceMinor: preview.price }, now),
    );
    return answer('changed');
  }
  if (!subscription.card) throw new AppError('invalid_input', PAYMENT_REASONS.noSavedCard);
  const charged = await chargeSubscription(db, await gateways(), logger, subscription.id, {
    change: { billingPeriod: to, priceMinor: preview.price },
    subtotalMinor: preview.price,
    discountMinor: preview.credit,
    now,
  });
  return answer(charged.outcome === 'paid' ? 'changed' : 'declined', charged.message);
}
