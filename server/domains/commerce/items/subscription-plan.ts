import { and, eq, sql } from 'drizzle-orm';
import { PAYMENT_REASONS } from '../../../../common/api/payment';
import { currencyForTimezone } from '../../../../common/domain/renewals';
import { SCREEN_ROUTES } from '../../../../common/routes';
import { type BillingPeriod, isBillingPeriod, planProductId } from '../../../../common/subscription-kinds';
import { subscriptionPlans, subscriptions, users } from '../../../db/schema';
import { AppError } from '../../../rpc/app-error';
import {
  applyPlanChange,
  endSubscription,
  extendSubscription,
  startSubscription,
} from '../subscriptions/subscription-writes';
import type { BoughtItem, ItemKind, PricedItem } from './item-kind';

const notForSale = () => new AppError('not_for_sale', PAYMENT_REASONS.notForSale);

/** `educator:yearly` → the plan and its period (monthly when none is named). */
function productOf(productId: string): { planId: string; period: BillingPeriod } {
  const [planId = '', period = 'monthly'] = productId.trim().toLowerCase().split(':');
  if (!isBillingPeriod(period)) throw notForSale();
  return { planId, period };
}

/**
 * A subscription plan (spec §1 subscription_plan; product: `{planId}:{monthly|yearly}`), at its
 * price for the period in the currency the buyer chose (their time zone's by default; never
 * converted). A first subscriber of a plan with a trial pays nothing now: the checkout saves their
 * card, charged when the trial ends. A renewal's item names its subscription (data.subscriptionId)
 * and extends it.
 */
export const subscriptionPlan: ItemKind = {
  async price(db, buyerId, productId, _quantity, choice): Promise<PricedItem> {
    const { planId, period } = productOf(productId);
    const [row] = await db
      .select({
        id: subscriptionPlans.id,
        kind: subscriptionPlans.kind,
        name: subscriptionPlans.name,
        trialDays: subscriptionPlans.trialDays,
        prices: subscriptionPlans.prices,
        timezone: users.timezone,
        subscribedBefore: sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${buyerId} and ${subscriptions.kind} = ${subscriptionPlans.kind})`,
        live: sql<boolean>`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${buyerId} and ${subscriptions.kind} = ${subscriptionPlans.kind} and ${subscriptions.status} <> 'cancelled')`,
      })
      .from(subscriptionPlans)
      .innerJoin(users, eq(users.id, buyerId))
      .where(and(eq(subscriptionPlans.id, planId), eq(subscriptionPlans.status, 'active')));
    if (!row) throw notForSale();
    if (row.live) throw new AppError('not_for_sale', PAYMENT_REASONS.alreadyOwned);
    const currency = choice.currency ?? currencyForTimezone(row.timezone);
    const price = row.prices[period]?.[currency];
    if (!price) throw new AppError('not_for_sale', PAYMENT_REASONS.notInCurrency);
    const isTrial = row.trialDays > 0 && !row.subscribedBefore;
    return {
      type: 'subscription_plan',
      productId: planProductId(row.id, period),
      name: row.name,
      currency,
      unitPriceMinor: isTrial ? 0 : price,
      quantity: 1,
      data: {
        planId: row.id,
        kind: row.kind,
        billingPeriod: period,
        renewalPrice: price,
        isTrial,
        ...(isTrial ? { trialDays: row.trialDays } : {}),
      },
    };
  },

  async fulfil(db, transaction, item, now) {
    const renewing = subscriptionOf(item);
    const change = item.data.change as { billingPeriod: string; priceMinor: number } | undefined;
    if (renewing && change) return applyPlanChange(db, renewing, change, now);
    if (renewing) return extendSubscription(db, renewing, transaction);
    await startSubscription(
      db,
      transaction,
      {
        planId: String(item.data.planId),
        kind: String(item.data.kind),
        billingPeriod: productOf(item.productId).period,
        priceMinor: Number(item.data.renewalPrice),
        trialDays: item.data.isTrial === true ? Number(item.data.trialDays) : null,
      },
      now,
    );
  },

  /** A refund that takes access back ends the subscription it started or renewed. */
  async revoke(db, transaction, item) {
    const renewing = subscriptionOf(item);
    await endSubscription(db, renewing ? { id: renewing } : { startedBy: transaction.id }, new Date());
  },

  async destination() {
    return SCREEN_ROUTES.subscriptions;
  },
};

const subscriptionOf = (item: BoughtItem) =>
  typeof item.data.subscriptionId === 'string' ? item.data.subscriptionId : null;
