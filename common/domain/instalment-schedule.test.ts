import { describe, expect, it } from 'vitest';
import { instalmentAmounts } from '../instalments';
import type { SubscriptionStatus } from '../subscription-kinds';
import { planInvoices } from './instalment-schedule';

const may = (day: number) => new Date(Date.UTC(2026, 4, day));

describe('instalmentAmounts', () => {
  it('splits a price into parts that add up to it, the first taking the remainder', () => {
    expect(instalmentAmounts(25_000, 3)).toEqual([8334, 8333, 8333]);
    expect(instalmentAmounts(24_900, 3)).toEqual([8300, 8300, 8300]);
    expect(instalmentAmounts(1001, 12).reduce((sum, part) => sum + part, 0)).toBe(1001);
  });
});

describe('planInvoices', () => {
  const paid = {
    part: 1,
    amountMinor: 8334,
    paidAt: may(1),
    refunded: false,
    receiptNumber: 'KL-2026-000001',
  };
  const plan = {
    status: 'active' as SubscriptionStatus,
    parts: 3,
    partsPaid: 1,
    laterPartMinor: 8333,
    dueAt: new Date(Date.UTC(2026, 5, 1)),
    charges: [paid],
    now: may(20),
  };

  it('lists the paid part with its receipt and the others a month apart', () => {
    expect(planInvoices(plan)).toEqual([
      {
        part: 1,
        amountMinor: 8334,
        dueAt: may(1),
        status: 'paid',
        paidAt: may(1),
        receiptNumber: 'KL-2026-000001',
      },
      {
        part: 2,
        amountMinor: 8333,
        dueAt: new Date(Date.UTC(2026, 5, 1)),
        status: 'upcoming',
        paidAt: null,
        receiptNumber: null,
      },
      {
        part: 3,
        amountMinor: 8333,
        dueAt: new Date(Date.UTC(2026, 6, 1)),
        status: 'upcoming',
        paidAt: null,
        receiptNumber: null,
      },
    ]);
  });

  it('marks the part now due: due on its day, overdue once declined', () => {
    const statuses = (facts: Partial<typeof plan>) =>
      planInvoices({ ...plan, ...facts }).map((one) => one.status);
    expect(statuses({ now: new Date(Date.UTC(2026, 5, 2)) })).toEqual(['paid', 'due', 'upcoming']);
    expect(statuses({ status: 'past_due' })).toEqual(['paid', 'overdue', 'upcoming']);
    expect(statuses({ status: 'suspended' })).toEqual(['paid', 'overdue', 'upcoming']);
  });

  it('shows a refunded part, and only the paid parts of a plan that ended', () => {
    const refunded = planInvoices({ ...plan, status: 'cancelled', charges: [{ ...paid, refunded: true }] });
    expect(refunded.map((one) => [one.part, one.status])).toEqual([[1, 'refunded']]);
  });
});
