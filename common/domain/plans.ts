/**
 * Subscription plans as far as course creation needs them, until commerce sells plans (spec §3:
 * educator and personal plans). Every account starts on the free plan; the demo creator is seeded
 * on the educator plan so that he can create courses beside his seeded ones.
 */
export const PLANS = ['free', 'educator'] as const;
export type Plan = (typeof PLANS)[number];

/** The courses each plan lets a person create. */
export const PLAN_COURSE_LIMITS: Readonly<Record<Plan, number>> = { free: 3, educator: 100 };

/** Is `value` a known plan? */
export function isPlan(value: unknown): value is Plan {
  return (PLANS as readonly unknown[]).includes(value);
}
