import type { Currency } from '../../../../common/api/cohort';
import type { ItemType } from '../../../../common/api/payment';
import type { Db } from '../../../db/client';

/** An item as the server priced it (spec §3 purchaseItems), before it is stored. */
export interface PricedItem {
  type: ItemType;
  productId: string;
  name: string;
  currency: string;
  unitPriceMinor: number;
  quantity: number;
  /** What fulfilling needs (a class's id) and spec's data fields (subscriptionId, isTrial). */
  data: Record<string, unknown>;
}

/** A stored item of a transaction. */
export interface BoughtItem extends Omit<PricedItem, 'currency'> {
  id: string;
  /** Its share of the coupon's discount, in minor units. */
  discountMinor: number;
}

/** The transaction an item belongs to, as its kind needs it. */
export interface ItemTransaction {
  id: string;
  userId: string;
  currency: Currency;
  /** A plan's checkout: the buyer at the gateway and the card saved for the renewals. */
  gatewayCustomer: string | null;
  savedPaymentMethod: string | null;
  /** The monthly parts the buyer chose to pay in (null: in full), and the price they split. */
  instalmentParts: number | null;
  subtotalMinor: number;
  discountMinor: number;
}

/** What the buyer chose beside the product: the currency to pay a plan in. */
export interface PriceChoice {
  currency?: Currency;
}

/**
 * What one kind of thing for sale knows: its price for a buyer, what to keep for them while they
 * pay (a seat), how to give it once paid, how to take it back after a refund, and where the buyer
 * goes to use it. `fulfil` throws an AppError when it can no longer be given; the money then goes
 * back (common/domain/payment-fulfilment.ts `undeliverable`).
 */
export interface ItemKind {
  price(
    db: Db,
    buyerId: string,
    productId: string,
    quantity: number,
    choice: PriceChoice,
  ): Promise<PricedItem>;
  reserve?(db: Db, transaction: ItemTransaction, item: BoughtItem, now: Date): Promise<void>;
  fulfil(db: Db, transaction: ItemTransaction, item: BoughtItem, now: Date): Promise<void>;
  revoke(db: Db, transaction: ItemTransaction, item: BoughtItem): Promise<void>;
  destination(db: Db, item: BoughtItem): Promise<string | null>;
}
