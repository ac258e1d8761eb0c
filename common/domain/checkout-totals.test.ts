import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutTotals } from './checkout-totals';

const line = (unitPriceMinor: number, quantity = 1, couponApplies = true) => ({
  unitPriceMinor,
  quantity,
  couponApplies,
});

describe('checkout totals', () => {
  it('takes a percentage off the lines it applies to, rounded down', () => {
    expect(checkoutTotals([line(24_900), line(999, 1, false)], { percentOff: 15 })).toEqual({
      subtotalMinor: 25_899,
      discountMinor: 3_735,
      lineDiscounts: [3_735, 0],
      totalMinor: 22_164,
    });
  });

  it('takes a fixed amount off in order, never below zero', () => {
    expect(checkoutTotals([line(1_000), line(500, 2)], { amountOffMinor: 1_800 })).toMatchObject({
      lineDiscounts: [1_000, 800],
      totalMinor: 200,
    });
    expect(checkoutTotals([line(1_000)], { amountOffMinor: 5_000 }).totalMinor).toBe(0);
  });

  it('never discounts more than the subtotal nor goes negative, whatever the coupon', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPriceMinor: fc.nat(1_000_000),
            quantity: fc.integer({ min: 1, max: 50 }),
            couponApplies: fc.boolean(),
          }),
          { maxLength: 5 },
        ),
        fc.oneof(
          fc.record({ percentOff: fc.integer({ min: 1, max: 100 }) }),
          fc.record({ amountOffMinor: fc.integer({ min: 1, max: 10_000_000 }) }),
        ),
        (lines, coupon) => {
          const totals = checkoutTotals(lines, coupon);
          expect(totals.totalMinor).toBeGreaterThanOrEqual(0);
          expect(totals.discountMinor).toBeLessThanOrEqual(totals.subtotalMinor);
          expect(totals.subtotalMinor - totals.discountMinor).toBe(totals.totalMinor);
          lines.forEach((l, i) => {
            if (!l.couponApplies) expect(totals.lineDiscounts[i]).toBe(0);
          });
        },
      ),
    );
  });
});
