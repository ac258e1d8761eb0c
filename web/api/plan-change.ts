import type { PlanChangePreview, userSubscriptionCalls } from '../../common/api/subscription';
import type { BillingPeriod } from '../../common/subscription-kinds';
import { call, callQuery, request } from './call';

// Moving a subscription to another billing period (common/api/subscription.ts): what it would do,
// and doing it. Apart from api/subscriptions.ts, which the pricing page carries.
type Calls = typeof userSubscriptionCalls;
const preview = call<Calls['previewChange']>('userSubscriptionPlan', 'read', 'previewPlanChange');
const change = call<Calls['changePlan']>('userSubscriptionPlan', 'update', 'changePlan');
const keep = call<Calls['cancelChange']>('userSubscriptionPlan', 'update', 'cancelPlanChange');

const signedIn = { loginRequired: true };

export type { PlanChangePreview };

/** What moving subscription `id` to `billingPeriod` would charge now, or that it waits for the period's end. */
export const planChangePreviewQuery = (id: string, billingPeriod: BillingPeriod) =>
  callQuery(preview, { id, input: { billingPeriod } }, signedIn);

/** Move subscription `id` to `billingPeriod`: changed (charged now), scheduled, or declined by the bank. */
export const changePlan = (id: string, billingPeriod: BillingPeriod) =>
  request(change, { id, input: { billingPeriod } }, signedIn);

/** Drop subscription `id`'s switch that waits for the period's end: billing goes on as it is. */
export const cancelPlanChange = (id: string) => request(keep, { id, input: {} }, signedIn);
