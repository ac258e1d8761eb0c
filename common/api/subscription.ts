import { z } from 'zod';
import {
  BILLING_PERIODS,
  PLAN_KINDS,
  SUBSCRIPTION_KINDS,
  SUBSCRIPTION_STATUSES,
} from '../subscription-kinds';
import { CURRENCIES } from './cohort';
import { contract } from './contract';
import { GatewaySession } from './payment';

export {
  BILLING_PERIODS,
  type BillingPeriod,
  PLAN_KINDS,
  type PlanKind,
  planProductId,
  SUBSCRIPTION_KINDS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionKind,
  type SubscriptionStatus,
  TRIAL_DAYS,
} from '../subscription-kinds';

/** A plan's price in each currency (minor units), for one billing period. */
const Prices = z.partialRecord(z.enum(CURRENCIES), z.number().int());

/** Spec §3 Subscription plan, as the pricing page and the subscribe modals offer it. */
export const PlanOffer = z.object({
  planId: z.string(),
  kind: z.enum(PLAN_KINDS),
  name: z.string(),
  /** Days of free trial a first subscriber gets (0: none). */
  trialDays: z.number().int(),
  /** The courses a subscriber may create; null when the plan does not limit them. */
  courseLimit: z.number().int().nullable(),
  educatorSeats: z.number().int(),
  prices: z.object({ monthly: Prices, yearly: Prices }),
});
export type PlanOffer = z.infer<typeof PlanOffer>;

/** A card saved with the gateway for renewals, as the buyer knows it. */
export const SavedCard = z.object({ brand: z.string(), last4: z.string() });

/** One of the signed-in person's subscriptions (spec resource userSubscriptionPlan). */
export const UserSubscription = z.object({
  id: z.string(),
  /** The plan; null for an instalment plan, whose `planName` is its course's. */
  planId: z.string().nullable(),
  planName: z.string(),
  kind: z.enum(SUBSCRIPTION_KINDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  billingPeriod: z.enum(BILLING_PERIODS),
  currency: z.enum(CURRENCIES),
  /** What each period costs, in minor units. */
  price: z.number().int(),
  startedAt: z.string(),
  currentPeriodEnd: z.string(),
  trialEndsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  /** When the card is charged next (a renewal, or a retry after a decline); null when nothing is due. */
  nextChargeAt: z.string().nullable(),
  failedCharges: z.number().int(),
  card: SavedCard.nullable(),
  endedAt: z.string().nullable(),
  /** A move to a shorter billing period, made when the current period ends. */
  pendingChange: z.object({ billingPeriod: z.enum(BILLING_PERIODS), price: z.number().int() }).nullable(),
});
export type UserSubscription = z.infer<typeof UserSubscription>;

export const subscriptionPlanCalls = {
  /**
   * The plans on sale of one kind, with the currency suggested to this visitor and whether a
   * first-time subscriber's trial is still theirs to take.
   */
  list: contract('subscriptionPlan', 'lookup', 'listPlans', {
    input: z.object({ kind: z.enum(PLAN_KINDS).default('educator') }),
    output: z.object({
      plans: z.array(PlanOffer),
      currency: z.enum(CURRENCIES),
      trialAvailable: z.boolean(),
      /** The viewer's live subscription of this kind, if any. */
      current: UserSubscription.nullable(),
    }),
  }),
};

/** What moving to another billing period would do (common/domain/renewals.ts planChange). */
export const PlanChangePreview = z.object({
  billingPeriod: z.enum(BILLING_PERIODS),
  /** The new period's price. */
  price: z.number().int(),
  when: z.enum(['now', 'period_end']),
  /** The unused part of the period paid for, taken off. */
  credit: z.number().int(),
  /** Charged now on the saved card. */
  charge: z.number().int(),
  currency: z.enum(CURRENCIES),
});
export type PlanChangePreview = z.infer<typeof PlanChangePreview>;

const ToPeriod = z.object({ billingPeriod: z.enum(BILLING_PERIODS) });

export const userSubscriptionCalls = {
  /**
   * The signed-in person's subscriptions, live first (spec §2 /accounts/subscriptions/ shows the
   * plans; their instalment plans are here too, for /payment/update/).
   */
  listMine: contract('userSubscriptionPlan', 'lookup', 'listMySubscriptions', {
    input: z.object({}),
    output: z.object({ subscriptions: z.array(UserSubscription) }),
  }),
  /** Stop renewing: the plan stays until the period (or the trial) ends, and nothing more is charged. */
  cancel: contract('userSubscriptionPlan', 'update', 'cancelAtPeriodEnd', {
    input: z.object({}),
    output: UserSubscription,
  }),
  /** What moving to `billingPeriod` would charge now, or that it waits for the period's end. */
  previewChange: contract('userSubscriptionPlan', 'read', 'previewPlanChange', {
    input: ToPeriod,
    output: PlanChangePreview,
  }),
  /**
   * Move to another billing period with proration: to yearly now, charged on the saved card less
   * the unused part of the month; to monthly at the period's end. A declined charge changes nothing.
   */
  changePlan: contract('userSubscriptionPlan', 'update', 'changePlan', {
    input: ToPeriod,
    output: z.object({
      subscription: UserSubscription,
      outcome: z.enum(['changed', 'scheduled', 'declined']),
      message: z.string().nullable(),
    }),
  }),
  /** Drop a move to a shorter period that waits for the period's end: billing goes on as it is. */
  cancelChange: contract('userSubscriptionPlan', 'update', 'cancelPlanChange', {
    input: z.object({}),
    output: UserSubscription,
  }),
  /** Undo a cancellation before the period ends. */
  resume: contract('userSubscriptionPlan', 'update', 'resume', {
    input: z.object({}),
    output: UserSubscription,
  }),
};

/** What changing the card did: the subscription now, and the overdue renewal's charge, if one was made. */
export const CardUpdated = z.object({
  subscription: UserSubscription,
  /** An overdue renewal charged at once on the new card: paid, or declined with the bank's words. */
  renewal: z
    .object({ outcome: z.enum(['paid', 'declined', 'pending']), message: z.string().nullable() })
    .nullable(),
});
export type CardUpdated = z.infer<typeof CardUpdated>;

export const cardUpdateCalls = {
  /**
   * Spec §2 /payment/update/: the gateway's session to save a new card for the subscription (a
   * SetupIntent on the subscriber's Customer, card only).
   */
  prepare: contract('userSubscriptionPlan', 'update', 'prepareCardUpdate', {
    input: z.object({}),
    output: GatewaySession,
  }),
  /**
   * The card was saved in the browser: it becomes the subscription's, and an overdue renewal (past
   * due or suspended) is charged on it at once.
   */
  confirm: contract('userSubscriptionPlan', 'update', 'confirmCardUpdate', {
    input: z.object({
      setupIntentId: z
        .string()
        .trim()
        .regex(/^seti_[A-Za-z0-9]+$/, 'Not a saved card.'),
    }),
    output: CardUpdated,
  }),
};
