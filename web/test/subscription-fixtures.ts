import type { PlanOffer, UserSubscription } from '../../common/api/subscription';

/** The educator plan as listPlans offers it: 30 days free, MYR 49.00 a month or MYR 490.00 a year. */
export function buildPlanOffer(overrides: Partial<PlanOffer> = {}): PlanOffer {
  return {
    planId: 'educator',
    kind: 'educator',
    name: 'Educator',
    trialDays: 30,
    courseLimit: 100,
    educatorSeats: 1,
    prices: {
      monthly: { AUD: 1_900, MYR: 4_900, SGD: 1_600, USD: 1_200 },
      yearly: { AUD: 19_000, MYR: 49_000, SGD: 16_000, USD: 12_000 },
    },
    ...overrides,
  };
}

/** The answer of listPlans for the educator plan: in MYR, the trial still to take, no plan held. */
export function buildPlanOffers(
  overrides: Partial<{
    plans: PlanOffer[];
    currency: 'AUD' | 'MYR' | 'SGD' | 'USD';
    trialAvailable: boolean;
    current: UserSubscription | null;
  }> = {},
) {
  return {
    plans: [buildPlanOffer()],
    currency: 'MYR' as const,
    trialAvailable: true,
    current: null,
    ...overrides,
  };
}

/** A subscription to the educator plan in its free trial (ends 5 December 2026), a Visa card saved. */
export function buildSubscription(overrides: Partial<UserSubscription> = {}): UserSubscription {
  return {
    id: 'sub-1',
    planId: 'educator',
    planName: 'Educator',
    kind: 'educator',
    status: 'trialing',
    billingPeriod: 'monthly',
    currency: 'MYR',
    price: 4_900,
    startedAt: '2026-11-05T12:00:00.000Z',
    currentPeriodEnd: '2026-12-05T12:00:00.000Z',
    trialEndsAt: '2026-12-05T12:00:00.000Z',
    cancelAtPeriodEnd: false,
    nextChargeAt: '2026-12-05T12:00:00.000Z',
    failedCharges: 0,
    card: { brand: 'visa', last4: '4242' },
    endedAt: null,
    pendingChange: null,
    ...overrides,
  };
}
