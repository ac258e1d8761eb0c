import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A payment transaction (spec §3 Payment transaction; common/api/payment.ts): what a buyer buys,
 * priced by the server in one currency, and where its money and its fulfilment stand (the machine
 * of common/domain/payment-fulfilment.ts). Kept when the buyer's account goes: it is an accounting
 * record. `gateway_ref` is the gateway's payment (a Stripe PaymentIntent, a Braintree transaction, a
 * MOLPay tranID); `seat_hold_until` keeps a seat of a class with a seat limit while its buyer pays.
 */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    itemType: text('item_type').notNull(),
    currency: text('currency').notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull(),
    status: text('status').notNull().default('open'),
    fulfilment: text('fulfilment').notNull().default('none'),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    accessWithdrawn: boolean('access_withdrawn').notNull().default(false),
    paymentProcessor: text('payment_processor').notNull(),
    paymentMethod: text('payment_method').notNull().default('credit-card'),
    gatewayRef: text('gateway_ref'),
    /** The buyer as the gateway knows them, and the card it saved for renewals (a plan's checkout). */
    gatewayCustomer: text('gateway_customer'),
    savedPaymentMethod: text('saved_payment_method'),
    /** A destination charge's seller (their connected account) and the platform's fee kept. */
    destinationAccount: text('destination_account'),
    applicationFeeMinor: integer('application_fee_minor'),
    /** The buyer chose to pay the item in this many monthly parts (spec §4 selectedInstalmentPlan); the total is the first. */
    instalmentParts: integer('instalment_parts'),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    seatHoldUntil: timestamp('seat_hold_until', { withTimezone: true }),
    /** Spec §8: the last payment or webhook error, stored as said (message and paymentData). */
    errorMessage: text('error_message'),
    errorData: jsonb('error_data'),
    /** The referral campaign click this purchase converts (spec §3 linked-campaign cookie). */
    campaign: jsonb('campaign'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('payment_transactions_user_idx').on(table.userId, table.createdAt),
    // The back office lists every transaction, newest first.
    index('payment_transactions_created_idx').on(table.createdAt, table.id),
    uniqueIndex('payment_transactions_gateway_ref_key').on(table.paymentProcessor, table.gatewayRef),
    check('payment_transactions_amounts', sql`${table.totalMinor} >= 0 and ${table.discountMinor} >= 0`),
    check(
      'payment_transactions_refund',
      sql`${table.refundedMinor} >= 0 and ${table.refundedMinor} <= ${table.totalMinor}`,
    ),
  ],
);

/**
 * One thing bought (spec §3 purchaseItems): its type, the product (a class's path, a plan's id,
 * a certificate's course, a credit pack), its name and unit price when bought, and its data
 * (subscriptionId, isTrial).
 */
export const purchaseItems = pgTable(
  'purchase_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type').notNull(),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    quantity: integer('quantity').notNull().default(1),
    discountMinor: integer('discount_minor').notNull().default(0),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    uniqueIndex('purchase_items_position_key').on(table.transactionId, table.position),
    // A class's seat holds are found by its path (items/class-enrolment.ts reserve).
    index('purchase_items_product_idx').on(table.type, table.productId),
  ],
);

/**
 * Every gateway event handled, by the gateway's own id: a second delivery of one is answered and
 * not handled again (the idempotency key of fulfilment).
 */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    processor: text('processor').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    transactionId: uuid('transaction_id').references(() => paymentTransactions.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.processor, table.eventId] })],
);

/**
 * A coupon: a percentage or a fixed amount (in one currency) off every item or the items of one
 * type, until it expires or its uses run out, perhaps only on a buyer's first purchase. Its code
 * is kept in capitals and compared without regard to case.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    percentOff: integer('percent_off'),
    amountOffMinor: integer('amount_off_minor'),
    currency: text('currency'),
    /** An item type, or null for every item. */
    itemType: text('item_type'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    /** Paid purchases that used it; checked against max_uses when a payment starts. */
    uses: integer('uses').notNull().default(0),
    firstPurchaseOnly: boolean('first_purchase_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('coupons_code_key').on(table.code),
    check(
      'coupons_one_kind',
      sql`(${table.percentOff} between 1 and 100 and ${table.amountOffMinor} is null) or (${table.percentOff} is null and ${table.amountOffMinor} > 0 and ${table.currency} is not null)`,
    ),
  ],
);

/** The numbers of invoices and receipts, one series in order of issue (a rolled-back payment may skip one). */
export const invoiceNumbers = pgSequence('invoice_numbers');

/**
 * The receipt of a paid transaction (issue 16: a numbered PDF per payment, in the buyer's
 * language): its number (`KL-{year}-{000001}`), and the buyer as they were when it was issued, so
 * it still reads right after they rename or leave. Its lines are the transaction's items, which
 * never change once paid.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => paymentTransactions.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_number_key').on(table.number),
    uniqueIndex('invoices_transaction_key').on(table.transactionId),
  ],
);

/**
 * A referral campaign's click that a purchase converted (spec §4 Referral campaign: one conversion
 * per click, whatever is bought after it): the campaign, its source, the transaction that paid.
 */
export const referralConversions = pgTable(
  'referral_conversions',
  {
    clickId: text('click_id').primaryKey(),
    campaignId: text('campaign_id').notNull(),
    sourceId: text('source_id'),
    transactionId: uuid('transaction_id').references(() => paymentTransactions.id, { onDelete: 'set null' }),
    currency: text('currency').notNull(),
    totalMinor: integer('total_minor').notNull(),
    convertedAt: timestamp('converted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('referral_conversions_campaign_idx').on(table.campaignId, table.convertedAt)],
);

/**
 * A seller's payout account (Stripe Connect Express): the course creator whose classes' places
 * are paid to it by destination charges once it can take charges (onboarding finished).
 */
export const payoutAccounts = pgTable('payout_accounts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  processor: text('processor').notNull(),
  accountRef: text('account_ref').notNull(),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
