// The kinds of subscription (spec §3 Subscription plan), without zod, so the web's screens may
// read them as values.

/** Spec §3: the kinds of subscription plan. */
export const PLAN_KINDS = ['institution_plans', 'educator', 'personal', 'portal', 'custom'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** What a subscription pays for: a plan, or (an instalment plan) a class place paid in monthly parts. */
export const SUBSCRIPTION_KINDS = [...PLAN_KINDS, 'instalment'] as const;
export type SubscriptionKind = (typeof SUBSCRIPTION_KINDS)[number];

/** How often a plan is paid for. */
export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/**
 * How a subscription stands: in its free trial; paid up; a renewal failed and is being retried;
 * suspended after the retries ran out (its plan's allowances, or an instalment plan's class,
 * withdrawn until it is paid); ended; an instalment plan's last part paid.
 */
export const SUBSCRIPTION_STATUSES = [
  'trialing',
  'active',
  'past_due',
  'suspended',
  'cancelled',
  'completed',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Spec §9: the length of a plan's free trial, in days. */
export const TRIAL_DAYS = 30;

/** The product a plan is bought as (spec §3 purchaseItems productID): the plan and its period. */
export const planProductId = (planId: string, period: BillingPeriod) => `${planId}:${period}`;

/** Is `value` one of the billing periods? */
export function isBillingPeriod(value: unknown): value is BillingPeriod {
  return (BILLING_PERIODS as readonly unknown[]).includes(value);
}
