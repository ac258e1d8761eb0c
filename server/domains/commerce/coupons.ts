import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { PAYMENT_REASONS } from '../../../common/api/payment';
import type { CouponValue } from '../../../common/domain/checkout-totals';
import type { Db } from '../../db/client';
import { coupons, paymentTransactions } from '../../db/schema';
import { AppError } from '../../rpc/app-error';

/** A coupon as a checkout needs it. */
export interface FoundCoupon {
  id: string;
  code: string;
  value: CouponValue;
  itemType: string | null;
}

/** What a coupon is checked against. */
export interface CouponUse {
  buyerId: string;
  transactionId: string;
  itemType: string;
  currency: string;
}

const refused = (reason: string) => new AppError('coupon_invalid', reason, { couponCode: reason });

/**
 * The coupon of `code` (in any case) if it holds for this purchase: active, not expired, uses
 * left, the buyer's first purchase when it asks, for the item's type and, when it takes a fixed
 * amount off, in the purchase's currency. Each refusal says which of these failed.
 */
export async function couponFor(db: Db, code: string, use: CouponUse, now: Date): Promise<FoundCoupon> {
  const [coupon] = await db
    .select({
      id: coupons.id,
      code: coupons.code,
      percentOff: coupons.percentOff,
      amountOffMinor: coupons.amountOffMinor,
      currency: coupons.currency,
      itemType: coupons.itemType,
      expiresAt: coupons.expiresAt,
      maxUses: coupons.maxUses,
      uses: coupons.uses,
      firstPurchaseOnly: coupons.firstPurchaseOnly,
      boughtBefore: sql<boolean>`exists (select 1 from ${paymentTransactions} where ${and(
        eq(paymentTransactions.userId, use.buyerId),
        ne(paymentTransactions.id, use.transactionId),
        inArray(paymentTransactions.status, ['paid', 'partially_refunded', 'refunded']),
      )})`,
    })
    .from(coupons)
    .where(and(eq(coupons.code, code.trim().toUpperCase()), eq(coupons.active, true)));
  if (!coupon) throw refused(PAYMENT_REASONS.couponUnknown);
  if (coupon.expiresAt && coupon.expiresAt <= now) throw refused(PAYMENT_REASONS.couponExpired);
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) throw refused(PAYMENT_REASONS.couponUsedUp);
  if (coupon.firstPurchaseOnly && coupon.boughtBefore) throw refused(PAYMENT_REASONS.couponFirstPurchase);
  const wrongItem = coupon.itemType !== null && coupon.itemType !== use.itemType;
  const wrongCurrency = coupon.amountOffMinor !== null && coupon.currency !== use.currency;
  if (wrongItem || wrongCurrency) throw refused(PAYMENT_REASONS.couponNotApplicable);
  return {
    id: coupon.id,
    code: coupon.code,
    itemType: coupon.itemType,
    value:
      coupon.percentOff !== null
        ? { percentOff: coupon.percentOff }
        : { amountOffMinor: coupon.amountOffMinor! },
  };
}

/** Count one paid use of the coupon (its limit was checked when the payment started). */
export async function countCouponUse(db: Db, couponId: string): Promise<void> {
  await db
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(eq(coupons.id, couponId));
}
