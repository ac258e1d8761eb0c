import type { Currency } from '../../common/api/cohort';
import type { paymentCalls } from '../../common/api/payment';
import type {
  PlanOffer,
  subscriptionPlanCalls,
  UserSubscription,
  userSubscriptionCalls,
} from '../../common/api/subscription';
import { type BillingPeriod, type PlanKind, planProductId } from '../../common/subscription-kinds';
import { call, callKeyPrefix, callQuery, request } from './call';
import { viewerQuery } from './viewer-query';

// The calls of plans and subscriptions (common/api/subscription.ts): the plans on sale (the pricing
// page and the subscribe modals, visitors too), and the signed-in person's own subscriptions.
type PlanCalls = typeof subscriptionPlanCalls;
type MineCalls = typeof userSubscriptionCalls;
const listPlans = call<PlanCalls['list']>('subscriptionPlan', 'lookup', 'listPlans');
const listMine = call<MineCalls['listMine']>('userSubscriptionPlan', 'lookup', 'listMySubscriptions');
const cancel = call<MineCalls['cancel']>('userSubscriptionPlan', 'update', 'cancelAtPeriodEnd');
const resume = call<MineCalls['resume']>('userSubscriptionPlan', 'update', 'resume');
// Kept apart from api/checkout-create.ts, which a visitor's landing page carries: only plans are
// bought in a chosen currency.
const createPayment = call<(typeof paymentCalls)['create']>('payment', 'create', undefined);

const signedIn = { loginRequired: true };

export type { BillingPeriod, Currency, PlanKind, PlanOffer, UserSubscription };

/**
 * The plans of `kind` on sale, the currency suggested to the viewer, whether their trial is still
 * to take and the plan they hold: keyed by the viewer (null: a visitor), asked again on signing in.
 */
export const planOffersQuery = (kind: PlanKind, viewerId: string | null) =>
  viewerQuery(listPlans, { input: { kind } }, viewerId);
/** What invalidates every kind's offers (they say whether the viewer holds a plan, and their trial). */
export const planOffersKeyPrefix = () => callKeyPrefix(listPlans);

/** The signed-in person's subscriptions, live first. */
export const mySubscriptionsQuery = () => callQuery(listMine, { input: {} }, signedIn);
export const mySubscriptionsKeyPrefix = () => callKeyPrefix(listMine);

/** Stop renewing a subscription at the end of its period (or trial). */
export const cancelSubscription = (id: string) => request(cancel, { id, input: {} }, signedIn);
/** Undo a cancellation before the period ends. */
export const resumeSubscription = (id: string) => request(resume, { id, input: {} }, signedIn);

/** A checkout of one plan for one billing period, priced by the server in `currency`; its id. */
export const createPlanCheckout = (planId: string, period: BillingPeriod, currency: Currency) =>
  request(
    createPayment,
    {
      input: {
        items: [{ type: 'subscription_plan', productID: planProductId(planId, period), quantity: 1 }],
        currency,
      },
    },
    signedIn,
  );
