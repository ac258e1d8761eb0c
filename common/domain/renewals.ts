import type { Currency } from '../api/cohort';
import type { BillingPeriod, SubscriptionStatus } from '../subscription-kinds';

/**
 * When a period that starts at `start` ends: a month or a year later on the calendar, on the
 * same day, or the month's last day when it has no such day (31 January → 28 or 29 February).
 */
export function periodEnd(start: Date, period: BillingPeriod): Date {
  const end = new Date(start);
  const months = period === 'yearly' ? 12 : 1;
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The day a free trial of `days` days that starts at `start` ends (its first charge is then). */
export const trialEnd = (start: Date, days: number) => new Date(start.getTime() + days * 86_400_000);

/**
 * Dunning: after the renewal's first decline the saved card is tried again after 1, 3 and 5
 * more days; a fourth decline suspends the subscription (its plan's allowances withdrawn until it
 * is paid).
 */
export const RETRY_AFTER_DAYS = [1, 3, 5] as const;

/** How a subscription stands after the renewal due was declined for the `failedCharges`-th time. */
export function afterDecline(
  failedCharges: number,
  now: Date,
): { status: Extract<SubscriptionStatus, 'past_due' | 'suspended'>; nextChargeAt: Date | null } {
  const wait = RETRY_AFTER_DAYS[failedCharges - 1];
  if (wait === undefined) return { status: 'suspended', nextChargeAt: null };
  return { status: 'past_due', nextChargeAt: new Date(now.getTime() + wait * 86_400_000) };
}

/** Does a subscription in `status` give its plan's allowances? */
export const grantsPlan = (status: SubscriptionStatus) =>
  status === 'trialing' || status === 'active' || status === 'past_due';

/** Does a subscription in `status` still renew (and so hold its kind for its owner)? */
export const isLive = (status: SubscriptionStatus) => status !== 'cancelled' && status !== 'completed';

/**
 * The currency suggested to a buyer (issue 16: it follows the buyer's country, with a choice):
 * read from their time zone, the one place Kelas knows where they are; US dollars elsewhere.
 */
export function currencyForTimezone(timezone: string | null | undefined): Currency {
  if (!timezone) return 'USD';
  if (timezone === 'Asia/Kuala_Lumpur' || timezone === 'Asia/Kuching') return 'MYR';
  if (timezone === 'Asia/Singapore') return 'SGD';
  if (timezone.startsWith('Australia/')) return 'AUD';
  return 'USD';
}

/** What changing a subscription's billing period does, and when. */
export interface PlanChange {
  /** Now (a longer period: paid at once, less the unused part of this one) or at the period's end. */
  when: 'now' | 'period_end';
  /** The unused part of the current period, in minor units, taken off the new price. */
  creditMinor: number;
  /** What is charged now (0 when the change waits for the period's end). */
  chargeMinor: number;
}

/**
 * Proration: moving to a longer (yearly) period in the middle of a paid one starts the new period
 * today, charged at its price less the unused share of what was paid for the current period
 * (rounded down, in the subscriber's favour); moving to a shorter one waits for the current
 * period's end, so nothing paid is lost. During a trial nothing was paid: the change is made now
 * and the first charge, at the new price, is still on the trial's last day.
 */
export function planChange(facts: {
  status: SubscriptionStatus;
  from: BillingPeriod;
  to: BillingPeriod;
  paidMinor: number;
  newPriceMinor: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): PlanChange {
  if (facts.status === 'trialing') return { when: 'now', creditMinor: 0, chargeMinor: 0 };
  if (facts.to === 'monthly' && facts.from === 'yearly') {
    return { when: 'period_end', creditMinor: 0, chargeMinor: 0 };
  }
  const length = facts.periodEnd.getTime() - facts.periodStart.getTime();
  const left = Math.min(Math.max(facts.periodEnd.getTime() - facts.now.getTime(), 0), length);
  const creditMinor = length > 0 ? Math.floor((facts.paidMinor * left) / length) : 0;
  return { when: 'now', creditMinor, chargeMinor: Math.max(facts.newPriceMinor - creditMinor, 0) };
}
