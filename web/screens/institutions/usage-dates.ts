import type { BillingPeriodUsage } from '../../../common/api/usage';
import { DAY_MS } from '../../../common/constants';

const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** A billing period's days, `start` to the day before `end`, in `language`: "27 Nov – 26 Dec 2026". */
export function periodText(period: BillingPeriodUsage, language: string): string {
  const format = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(utcDay(period.start), new Date(utcDay(period.end).getTime() - DAY_MS));
}

/** A month (`YYYY-MM`) as its short name and year in `language`: "Nov 2026". */
export const monthText = (month: string, language: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    utcDay(`${month}-01`),
  );
