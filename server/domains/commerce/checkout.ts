import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PAYMENT_REASONS, type paymentCalls } from '../../../common/api/payment';
import { checkoutTotals, type TotalsLine } from '../../../common/domain/checkout-totals';
import { mayStartPayment } from '../../../common/domain/payment-fulfilment';
import { DEFAULT_PROCESSOR } from '../../../common/domain/payment-methods';
import { instalmentAmounts } from '../../../common/instalments';
import type { Db } from '../../db/client';
import { paymentTransactions, purchaseItems } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { couponFor, type FoundCoupon } from './coupons';
import { itemKind } from './items/item-kinds';
import { instalmentOptions, type LoadedTransaction, priceOf } from './transaction-record';

type CreateInput = z.output<(typeof paymentCalls)['create']['input']>;

/**
 * A new checkout for `buyerId`: each item priced by the server (the browser names things, never
 * prices), in the items' own currency, with the coupon applied when one is given. Two writes,
 * whatever is bought.
 */
export async function createCheckout(
  db: Db,
  buyerId: string,
  input: CreateInput,
  now: Date,
  campaign: LoadedTransaction['campaign'] = null,
): Promise<string> {
  const priced = await Promise.all(
    input.items.map((request) =>
      itemKind(request.type).price(db, buyerId, request.productID, request.quantity, {
        ...(input.currency ? { currency: input.currency } : {}),
      }),
    ),
  );
  const first = priced[0]!;
  const [transaction] = await db
    .insert(paymentTransactions)
    .values({
      userId: buyerId,
      itemType: first.type,
      currency: first.currency,
      subtotalMinor: 0,
      totalMinor: 0,
      paymentProcessor: DEFAULT_PROCESSOR,
      campaign,
    })
    .returning({ id: paymentTransactions.id });
  const id = transaction!.id;
  const { coupon, totals } = await priceWithCoupon(
    db,
    priced,
    input.couponCode ?? null,
    { buyerId, transactionId: id, itemType: first.type, currency: first.currency },
    now,
  );
  await db.execute(sql`
    with items as (
      insert into ${purchaseItems} (transaction_id, position, type, product_id, name, unit_price_minor, quantity, discount_minor, data)
      select ${id}, position, type, product_id, name, unit_price_minor, quantity, discount_minor, data
      from ${rowsOf(
        priced.map((item, position) => ({
          position,
          type: item.type,
          product_id: item.productId,
          name: item.name,
          unit_price_minor: item.unitPriceMinor,
          quantity: item.quantity,
          discount_minor: totals.lineDiscounts[position]!,
          data: item.data,
        })),
        'r(position int, type text, product_id text, name text, unit_price_minor int, quantity int, discount_minor int, data jsonb)',
      )}
      returning 1
    )
    update ${paymentTransactions} set subtotal_minor = ${totals.subtotalMinor},
      discount_minor = ${totals.discountMinor}, total_minor = ${totals.totalMinor}, coupon_id = ${coupon?.id ?? null}
    where id = ${id}`);
  return id;
}

/** Rows given as one JSON parameter, read with the columns of `alias`. */
const rowsOf = (rows: readonly object[], alias: string) =>
  sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as ${sql.raw(alias)}`;

const appliesTo = (coupon: FoundCoupon | null, type: string) =>
  coupon !== null && (coupon.itemType === null || coupon.itemType === type);

/** The checkout's coupon (refused with its reason when it does not hold) and the totals it makes. */
async function priceWithCoupon(
  db: Db,
  items: readonly (Omit<TotalsLine, 'couponApplies'> & { type: string })[],
  code: string | null,
  purchase: Parameters<typeof couponFor>[2],
  now: Date,
) {
  const coupon = code ? await couponFor(db, code, purchase, now) : null;
  const totals = checkoutTotals(
    items.map((item) => ({ ...item, couponApplies: appliesTo(coupon, item.type) })),
    coupon?.value ?? null,
  );
  return { coupon, totals };
}

/**
 * Apply `code` to an unpaid checkout (or take its coupon off with null): the totals and each
 * item's share of the discount are computed again. Not while a payment runs or once paid.
 */
export async function setCoupon(
  db: Db,
  transaction: LoadedTransaction,
  code: string | null,
  now: Date,
): Promise<void> {
  refuseUnlessOpen(transaction);
  const { coupon, totals } = await priceWithCoupon(
    db,
    transaction.items,
    code,
    {
      buyerId: transaction.userId!,
      transactionId: transaction.id,
      itemType: transaction.itemType,
      currency: transaction.currency,
    },
    now,
  );
  await db.execute(sql`
    with items as (
      update ${purchaseItems} set discount_minor = discounts.off
      from ${rowsOf(
        transaction.items.map((item, at) => ({ id: item.id, off: totals.lineDiscounts[at]! })),
        'discounts(id uuid, off int)',
      )}
      where ${purchaseItems.id} = discounts.id
      returning 1
    )
    update ${paymentTransactions} set discount_minor = ${totals.discountMinor},
      total_minor = ${dueNow(totals.totalMinor, transaction.instalmentParts)},
      instalment_parts = ${splittable(totals.totalMinor, transaction.instalmentParts)},
      coupon_id = ${coupon?.id ?? null}, updated_at = now()
    where id = ${transaction.id}`);
}

/** The parts chosen, while the price can still be split into them (a coupon may take it all off). */
const splittable = (priceMinor: number, parts: number | null) =>
  parts !== null && priceMinor >= parts ? parts : null;

/** What is paid now of `priceMinor`: all of it, or the first of the instalments chosen. */
function dueNow(priceMinor: number, parts: number | null): number {
  const split = splittable(priceMinor, parts);
  return split === null ? priceMinor : instalmentAmounts(priceMinor, split)[0]!;
}

/**
 * Spec §4 "instalment plan chosen": pay the checkout in `parts` monthly parts (the first now), one
 * the course offers, or in full (null). Not while a payment runs or once paid.
 */
export async function selectInstalmentPlan(
  db: Db,
  transaction: LoadedTransaction,
  parts: number | null,
): Promise<void> {
  refuseUnlessOpen(transaction);
  if (parts !== null && !instalmentOptions(transaction).some((option) => option.parts === parts)) {
    throw new AppError('invalid_input', PAYMENT_REASONS.instalmentsUnavailable, {
      instalmentPlan: PAYMENT_REASONS.instalmentsUnavailable,
    });
  }
  await db
    .update(paymentTransactions)
    .set({
      instalmentParts: parts,
      totalMinor: dueNow(priceOf(transaction), parts),
      updatedAt: new Date(),
    })
    .where(eq(paymentTransactions.id, transaction.id));
}

/** Refuse a change to a checkout whose payment runs or is done (spec §4: not while processing). */
export function refuseUnlessOpen(transaction: Pick<LoadedTransaction, 'status'>): void {
  if (mayStartPayment(transaction.status)) return;
  if (transaction.status === 'processing')
    throw new AppError('payment_processing', PAYMENT_REASONS.processing);
  throw new AppError('payment_settled', PAYMENT_REASONS.settled);
}

/** Record the gateway's payment for the transaction and the method chosen. */
export async function recordGatewayPayment(
  db: Db,
  transactionId: string,
  values: {
    gatewayRef: string | null;
    paymentMethod: string;
    gatewayCustomer?: string;
    destinationAccount?: string | null;
    applicationFeeMinor?: number | null;
  },
): Promise<void> {
  await db
    .update(paymentTransactions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentTransactions.id, transactionId));
}
