import { z } from 'zod';
import { contract } from './contract';

/**
 * An institution's usage (spec §3 Institution subscription usage, §4 access check and usage loading,
 * §7 `read institute activeUserCounts`): how many of its learners were active (learning time in its
 * courses) today, in the last 7 and 30 days, in each of the last 12 months and in each billing
 * period. Until institutions subscribe to plans (commerce), a billing period is a month from the
 * day of the month the institution was made, and `subscriptionId` is null.
 */

/** How many months and billing periods the usage goes back, the current one included. */
export const USAGE_MONTHS = 12;

/** `read institute activeUserCounts/{path}`: learners active today, in the last 7 and 30 days (UTC days), and the learner members now. */
export const ActiveUserCounts = z.object({
  day: z.number().int(),
  week: z.number().int(),
  month: z.number().int(),
  learners: z.number().int(),
});
export type ActiveUserCounts = z.infer<typeof ActiveUserCounts>;

/** A calendar month (`YYYY-MM`): its active learners and their learning time. */
export const MonthlyUsage = z.object({
  month: z.string(),
  activeUsers: z.number().int(),
  learningSeconds: z.number().int(),
});
export type MonthlyUsage = z.infer<typeof MonthlyUsage>;

/** A billing period, from `start` up to `end` (exclusive; `YYYY-MM-DD`): its active learners. */
export const BillingPeriodUsage = z.object({
  start: z.string(),
  end: z.string(),
  activeUsers: z.number().int(),
});
export type BillingPeriodUsage = z.infer<typeof BillingPeriodUsage>;

/** `read institute getInstitutionUsage/{path}`: spec §3 Institution subscription usage. */
export const InstitutionUsage = z.object({
  subscriptionId: z.string().nullable(),
  /** Whether the caller may change the institution's plan (its owner, platform staff). */
  canManageSubscription: z.boolean(),
  learnerLimit: z.number().int(),
  learners: z.number().int(),
  /** The billing period under way. */
  billingPeriodSummary: BillingPeriodUsage,
  /** The billing periods since the institution was made, at most USAGE_MONTHS, oldest first. */
  billingCycleUsageSummary: z.array(BillingPeriodUsage),
  /** The calendar months since the institution was made, at most USAGE_MONTHS, oldest first. */
  monthlyUsageSummary: z.object({
    subscriptionId: z.string().nullable(),
    monthlyUsages: z.array(MonthlyUsage),
  }),
});
export type InstitutionUsage = z.infer<typeof InstitutionUsage>;

export const usageCalls = {
  activeUserCounts: contract('institute', 'read', 'activeUserCounts', {
    input: z.object({}),
    output: ActiveUserCounts,
  }),
  usage: contract('institute', 'read', 'getInstitutionUsage', {
    input: z.object({}),
    output: InstitutionUsage,
  }),
};
