import type { TFunction } from 'i18next';
import type { BillingPeriod } from '../../../common/subscription-kinds';
import { currentLanguage } from '../../i18n/i18n';
import { formatMoney } from '../../lib/format-money';

// The words a plan's price and terms are said in, shared by the pricing page, the subscribe modals,
// the subscriptions page and the checkout's order summary.

/** A price for one billing period: "MYR 49.00 a month". */
export function periodPrice(t: TFunction, minor: number, currency: string, period: BillingPeriod): string {
  return t(`subscriptions.period.${period}`, { price: formatMoney(minor, currency) });
}

/** A price after a free trial: "Free for 30 days, then MYR 49.00 a month". */
export function trialThenPrice(
  t: TFunction,
  trialDays: number,
  minor: number,
  currency: string,
  period: BillingPeriod,
): string {
  return t('subscriptions.trialThen', { count: trialDays, price: periodPrice(t, minor, currency, period) });
}

/** A day in the interface language, written out ("5 December 2026"). */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long' }).format(new Date(iso));
}
