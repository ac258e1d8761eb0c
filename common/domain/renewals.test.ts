import { describe, expect, it } from 'vitest';
import { afterDecline, currencyForTimezone, periodEnd, planChange, trialEnd } from './renewals';

const at = (iso: string) => new Date(iso);

describe('periodEnd', () => {
  it('ends a month later on the same day and time', () => {
    expect(periodEnd(at('2026-11-28T06:00:00Z'), 'monthly').toISOString()).toBe('2026-12-28T06:00:00.000Z');
  });
  it('keeps to the last day of a shorter month', () => {
    expect(periodEnd(at('2027-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(periodEnd(at('2028-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2028-02-29T10:00:00.000Z');
  });
  it('ends a year later, 29 February becoming 28 February', () => {
    expect(periodEnd(at('2028-02-29T00:00:00Z'), 'yearly').toISOString()).toBe('2029-02-28T00:00:00.000Z');
  });
  it('crosses the year', () => {
    expect(periodEnd(at('2026-12-15T00:00:00Z'), 'monthly').toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });
});

describe('trialEnd', () => {
  it('is 30 whole days later, so the first charge falls on day 31', () => {
    expect(trialEnd(at('2026-11-28T06:00:00Z'), 30).toISOString()).toBe('2026-12-28T06:00:00.000Z');
  });
});

describe('afterDecline', () => {
  const now = at('2026-12-28T00:00:00Z');
  it('retries after 1, 3 and 5 days, then suspends', () => {
    expect(afterDecline(1, now)).toEqual({ status: 'past_due', nextChargeAt: at('2026-12-29T00:00:00Z') });
    expect(afterDecline(2, now)).toEqual({ status: 'past_due', nextChargeAt: at('2026-12-31T00:00:00Z') });
    expect(afterDecline(3, now)).toEqual({ status: 'past_due', nextChargeAt: at('2027-01-02T00:00:00Z') });
    expect(afterDecline(4, now)).toEqual({ status: 'suspended', nextChargeAt: null });
  });
});

describe('currencyForTimezone', () => {
  it('reads the country from the time zone', () => {
    expect(currencyForTimezone('Asia/Kuala_Lumpur')).toBe('MYR');
    expect(currencyForTimezone('Asia/Singapore')).toBe('SGD');
    expect(currencyForTimezone('Australia/Perth')).toBe('AUD');
    expect(currencyForTimezone('Europe/London')).toBe('USD');
    expect(currencyForTimezone('UTC')).toBe('USD');
  });
});

describe('planChange', () => {
  const base = {
    status: 'active' as const,
    paidMinor: 8900,
    newPriceMinor: 89_000,
    periodStart: at('2026-11-01T00:00:00Z'),
    periodEnd: at('2026-12-01T00:00:00Z'),
  };
  it('charges a yearly plan now, less the unused share of the month, rounded down', () => {
    const change = planChange({ ...base, from: 'monthly', to: 'yearly', now: at('2026-11-16T00:00:00Z') });
    expect(change).toEqual({ when: 'now', creditMinor: 4450, chargeMinor: 84_550 });
  });
  it('gives no credit at the very end, and the whole price back at the very start', () => {
    expect(
      planChange({ ...base, from: 'monthly', to: 'yearly', now: at('2026-12-05T00:00:00Z') }).creditMinor,
    ).toBe(0);
    expect(planChange({ ...base, from: 'monthly', to: 'yearly', now: base.periodStart }).creditMinor).toBe(
      8900,
    );
  });
  it('waits for the period’s end to go from yearly to monthly', () => {
    expect(planChange({ ...base, from: 'yearly', to: 'monthly', now: at('2026-11-16T00:00:00Z') })).toEqual({
      when: 'period_end',
      creditMinor: 0,
      chargeMinor: 0,
    });
  });
  it('changes a trial at once without a charge', () => {
    const change = planChange({
      ...base,
      status: 'trialing',
      from: 'monthly',
      to: 'yearly',
      now: base.periodStart,
    });
    expect(change).toEqual({ when: 'now', creditMinor: 0, chargeMinor: 0 });
  });
});
