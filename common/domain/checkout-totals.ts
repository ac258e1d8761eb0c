/** A line of a checkout: its unit price in minor units and how many. */
export interface TotalsLine {
  unitPriceMinor: number;
  quantity: number;
  /** Does the coupon apply to this line (its item type)? */
  couponApplies: boolean;
}

/** A coupon's value: a percentage, or a fixed amount in the checkout's currency. */
export type CouponValue = { percentOff: number } | { amountOffMinor: number };

export interface Totals {
  subtotalMinor: number;
  discountMinor: number;
  /** Each line's share of the discount, in the lines' order. */
  lineDiscounts: number[];
  totalMinor: number;
}

/**
 * The checkout's totals in whole minor units. A percentage comes off each line it applies to,
 * rounded down (never more than was asked); a fixed amount comes off the lines it applies to in
 * order, never below zero. No tax is configured yet, so the total is what is left.
 */
export function checkoutTotals(lines: readonly TotalsLine[], coupon: CouponValue | null): Totals {
  let fixedLeft = coupon && 'amountOffMinor' in coupon ? coupon.amountOffMinor : 0;
  const lineDiscounts = lines.map((line) => {
    const amount = line.unitPriceMinor * line.quantity;
    if (!coupon || !line.couponApplies) return 0;
    if ('percentOff' in coupon) return Math.floor((amount * coupon.percentOff) / 100);
    const off = Math.min(amount, fixedLeft);
    fixedLeft -= off;
    return off;
  });
  const subtotalMinor = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  const discountMinor = lineDiscounts.reduce((sum, off) => sum + off, 0);
  return { subtotalMinor, discountMinor, lineDiscounts, totalMinor: subtotalMinor - discountMinor };
}
