import { eq, sql } from 'drizzle-orm';
import type { Currency } from '../../../common/api/cohort';
import type {
  InstalmentOption,
  ItemType,
  PaymentMethod,
  PaymentProcessor,
  PaymentTransaction,
  PurchaseItem,
} from '../../../common/api/payment';
import type { Fulfilment, PaymentState, PaymentStatus } from '../../../common/domain/payment-fulfilment';
import { paymentMethodsFor } from '../../../common/domain/payment-methods';
import { instalmentAmounts } from '../../../common/instalments';
import { isBillingPeriod } from '../../../common/subscription-kinds';
import type { Db } from '../../db/client';
import { coupons, paymentTransactions, purchaseItems } from '../../db/schema';
import type { BoughtItem } from './items/item-kind';

/** A transaction with its items and coupon, as every payment method needs it. */
export interface LoadedTransaction {
  id: string;
  userId: string | null;
  itemType: ItemType;
  currency: Currency;
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  status: PaymentStatus;
  fulfilment: Fulfilment;
  refundedMinor: number;
  accessWithdrawn: boolean;
  paymentProcessor: PaymentProcessor;
  paymentMethod: PaymentMethod;
  gatewayRef: string | null;
  /** A plan's checkout: the buyer at the gateway and the card it saved for renewals. */
  gatewayCustomer: string | null;
  savedPaymentMethod: string | null;
  /** A destination charge's seller account (refunds take the money back from it). */
  destinationAccount: string | null;
  /** The monthly parts the buyer chose to pay in (spec §4 selectedInstalmentPlan); the total is the first. */
  instalmentParts: number | null;
  couponId: string | null;
  couponCode: string | null;
  /** The referral campaign's click the checkout carries (spec §3 linked-campaign cookie). */
  campaign: { aid: string; sid: string | null; cid: string } | null;
  errorMessage: string | null;
  createdAt: Date;
  paidAt: Date | null;
  /** Are there coupons a buyer of this kind of item could enter (spec §3 hasCouponCodes)? */
  hasCouponCodes: boolean;
  items: BoughtItem[];
}

const ITEMS = sql<BoughtItem[]>`coalesce((select json_agg(json_build_object(
    'id', ${purchaseItems.id}, 'type', ${purchaseItems.type}, 'productId', ${purchaseItems.productId},
    'name', ${purchaseItems.name}, 'unitPriceMinor', ${purchaseItems.unitPriceMinor},
    'quantity', ${purchaseItems.quantity}, 'discountMinor', ${purchaseItems.discountMinor},
    'data', ${purchaseItems.data}) order by ${purchaseItems.position})
  from ${purchaseItems} where ${purchaseItems.transactionId} = ${paymentTransactions.id}), '[]'::json)`;

const HAS_COUPONS = sql<boolean>`exists (select 1 from ${coupons} where ${coupons.active}
  and (${coupons.itemType} is null or ${coupons.itemType} = ${paymentTransactions.itemType})
  and (${coupons.expiresAt} is null or ${coupons.expiresAt} > now()))`;

/**
 * The transaction `id` with its items, its coupon's code and whether coupons apply, in one query;
 * `lock` takes its row for the caller's transaction (every change of its state does).
 */
export async function loadTransaction(
  db: Db,
  id: string,
  lock = false,
): Promise<LoadedTransaction | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const query = db
    .select({
      id: paymentTransactions.id,
      userId: paymentTransactions.userId,
      itemType: paymentTransactions.itemType,
      currency: paymentTransactions.currency,
      subtotalMinor: paymentTransactions.subtotalMinor,
      discountMinor: paymentTransactions.discountMinor,
      taxMinor: paymentTransactions.taxMinor,
      totalMinor: paymentTransactions.totalMinor,
      status: paymentTransactions.status,
      fulfilment: paymentTransactions.fulfilment,
      refundedMinor: paymentTransactions.refundedMinor,
      accessWithdrawn: paymentTransactions.accessWithdrawn,
      paymentProcessor: paymentTransactions.paymentProcessor,
      paymentMethod: paymentTransactions.paymentMethod,
      gatewayRef: paymentTransactions.gatewayRef,
      gatewayCustomer: paymentTransactions.gatewayCustomer,
      savedPaymentMethod: paymentTransactions.savedPaymentMethod,
      destinationAccount: paymentTransactions.destinationAccount,
      instalmentParts: paymentTransactions.instalmentParts,
      couponId: paymentTransactions.couponId,
      couponCode: coupons.code,
      campaign: paymentTransactions.campaign,
      errorMessage: paymentTransactions.errorMessage,
      createdAt: paymentTransactions.createdAt,
      paidAt: paymentTransactions.paidAt,
      hasCouponCodes: HAS_COUPONS,
      items: ITEMS,
    })
    .from(paymentTransactions)
    .leftJoin(coupons, eq(coupons.id, paymentTransactions.couponId))
    .where(eq(paymentTransactions.id, id));
  const [row] = lock ? await query.for('update', { of: paymentTransactions }) : await query;
  return row as LoadedTransaction | undefined;
}

/** The machine's view of a transaction's state. */
export function stateOf(transaction: LoadedTransaction): PaymentState {
  return {
    status: transaction.status,
    fulfilment: transaction.fulfilment,
    refundedMinor: transaction.refundedMinor,
    accessWithdrawn: transaction.accessWithdrawn,
  };
}

/** A plan's terms the checkout states (how often it renews, at what price, after how many free days). */
function planTerms(
  data: Record<string, unknown>,
): Pick<PurchaseItem['data'], 'billingPeriod' | 'renewalPrice' | 'trialDays'> {
  if (!isBillingPeriod(data.billingPeriod)) return {};
  return {
    billingPeriod: data.billingPeriod,
    renewalPrice: Number(data.renewalPrice),
    ...(typeof data.trialDays === 'number' ? { trialDays: data.trialDays } : {}),
  };
}

/** A part of an instalment plan an item pays for, as its data says. */
const isInstalment = (value: unknown): value is { part: number; parts: number } =>
  typeof value === 'object' && value !== null && 'part' in value && 'parts' in value;

/**
 * The instalment plans a checkout may be paid by: its one class's course's (kept on the item when
 * it was priced), while the price can be split into that many parts.
 */
export function instalmentOptions(transaction: LoadedTransaction): InstalmentOption[] {
  const [item, ...others] = transaction.items;
  const parts = item?.data.instalmentOffer;
  const price = priceOf(transaction);
  if (!item || others.length > 0 || typeof parts !== 'number' || price < parts) return [];
  return [{ parts, amounts: instalmentAmounts(price, parts) }];
}

/** What the items cost in all, after the coupon (the total is what is paid now). */
export const priceOf = (transaction: Pick<LoadedTransaction, 'subtotalMinor' | 'discountMinor'>) =>
  transaction.subtotalMinor - transaction.discountMinor;

/** Spec §3 Payment transaction as the buyer's pages read it. */
export function transactionView(transaction: LoadedTransaction, fpxSetting: boolean): PaymentTransaction {
  const methods = paymentMethodsFor(transaction, fpxSetting);
  return {
    id: transaction.id,
    userID: transaction.userId,
    currency: transaction.currency,
    subtotal: transaction.subtotalMinor,
    discount: transaction.discountMinor,
    tax: transaction.taxMinor,
    total: transaction.totalMinor,
    itemType: transaction.itemType,
    purchaseItems: transaction.items.map((item) => ({
      type: item.type,
      productID: item.productId,
      price: item.unitPriceMinor,
      quantity: item.quantity,
      discount: item.discountMinor,
      data: {
        name: item.name,
        ...(typeof item.data.subscriptionId === 'string' ? { subscriptionId: item.data.subscriptionId } : {}),
        ...(typeof item.data.isTrial === 'boolean' ? { isTrial: item.data.isTrial } : {}),
        ...planTerms(item.data),
        ...(isInstalment(item.data.instalment) ? { instalment: item.data.instalment } : {}),
      },
    })),
    hasCouponCodes: transaction.hasCouponCodes || transaction.couponCode !== null,
    couponCode: transaction.couponCode,
    paymentProcessor: transaction.paymentProcessor,
    fpxEnabled: methods.fpxEnabled,
    paymentMethod: transaction.paymentMethod,
    paymentMethods: methods.paymentMethods,
    isInstalmentPayment: transaction.instalmentParts !== null,
    selectedInstalmentPlan: transaction.instalmentParts,
    instalmentPlans: instalmentOptions(transaction),
    price: priceOf(transaction),
    isTrial: transaction.items.some((item) => item.data.isTrial === true),
    status: transaction.status,
    fulfilment: transaction.fulfilment,
    refunded: transaction.refundedMinor,
    error: transaction.errorMessage,
    createdAt: transaction.createdAt.toISOString(),
    paidAt: transaction.paidAt?.toISOString() ?? null,
  };
}
