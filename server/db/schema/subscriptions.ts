import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cohorts } from './classes';
import { paymentTransactions } from './commerce';

/**
 * A subscription plan on sale (spec §3 Subscription plan; common/api/subscription.ts): its kind,
 * name, free trial and price in each currency per billing period (`{monthly: {MYR: 4900, …},
 * yearly: {…}}`, minor units). What a kind allows (courses a creator may make) is in
 * common/domain/plans.ts. A retired plan is no longer sold; its subscribers keep it.
 */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  name: text('name').notNull(),
  status: text('status').notNull().default('active'),
  trialDays: integer('trial_days').notNull().default(0),
  educatorSeats: integer('educator_seats').notNull().default(1),
  prices: jsonb('prices').$type<Record<'monthly' | 'yearly', Record<string, number>>>().notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's subscription to a plan (spec resource userSubscriptionPlan): the price and currency
 * it was bought at, its current period, its trial, and when the saved card is charged next. One
 * live subscription per person and kind. `failed_charges` counts the declines of the renewal now
 * due (common/domain/renewals.ts decides the retries and the suspension).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The plan subscribed to; null for an instalment plan, which pays for a class place instead. */
    planId: text('plan_id').references(() => subscriptionPlans.id),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    billingPeriod: text('billing_period').notNull(),
    currency: text('currency').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    /** When the subscriber was told their trial ends soon (once per trial). */
    trialRemindedAt: timestamp('trial_reminded_at', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
    failedCharges: integer('failed_charges').notNull().default(0),
    gatewayCustomer: text('gateway_customer'),
    paymentMethod: text('payment_method'),
    card: jsonb('card').$type<{ brand: string; last4: string }>(),
    /** A change to a shorter billing period, made when the current period ends. */
    pendingChange: jsonb('pending_change').$type<{ billingPeriod: string; priceMinor: number }>(),
    /** The checkout that started it, and the renewal's checkout while one is being paid. */
    startedBy: uuid('started_by').references(() => paymentTransactions.id, { onDelete: 'set null' }),
    renewalTransactionId: uuid('renewal_transaction_id').references(() => paymentTransactions.id, {
      onDelete: 'set null',
    }),
    /** An instalment plan's class, how many monthly parts it has and how many are paid. */
    cohortId: uuid('cohort_id').references(() => cohorts.id, { onDelete: 'set null' }),
    parts: integer('parts'),
    partsPaid: integer('parts_paid'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('subscriptions_live_key')
      .on(table.userId, table.kind)
      .where(sql`${table.status} <> 'cancelled' and ${table.kind} <> 'instalment'`),
    // One instalment plan being paid per buyer and class.
    uniqueIndex('subscriptions_instalment_key')
      .on(table.userId, table.cohortId)
      .where(sql`${table.kind} = 'instalment' and ${table.status} not in ('cancelled', 'completed')`),
    index('subscriptions_user_idx').on(table.userId, table.createdAt),
    index('subscriptions_due_idx')
      .on(table.nextChargeAt)
      .where(sql`${table.status} in ('trialing', 'active', 'past_due')`),
    check('subscriptions_price', sql`${table.priceMinor} >= 0 and ${table.failedCharges} >= 0`),
  ],
);

/** A buyer as a gateway knows them (a Stripe Customer), so their saved cards stay together. */
export const gatewayCustomers = pgTable(
  'gateway_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    processor: text('processor').notNull(),
    customerRef: text('customer_ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.processor] })],
);
