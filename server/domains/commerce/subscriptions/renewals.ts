import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import { DEFAULT_PROCESSOR } from '../../../../common/domain/payment-methods';
import { type BillingPeriod, planProductId } from '../../../../common/subscription-kinds';
import { readConfig } from '../../../config';
import type { Db } from '../../../db/client';
import {
  cohorts,
  courses,
  paymentTransactions,
  purchaseItems,
  subscriptionPlans,
  subscriptions,
  users,
} from '../../../db/schema';
import { defineJob } from '../../../jobs/job';
import { createMailer, type Mailer } from '../../../mail/mailer';
import { recordGatewayPayment } from '../checkout';
import { type PaymentGateways, paymentGateways } from '../gateways/payment-gateways';
import { afterSettlement } from '../payment-flow';
import { settlePayment } from '../settle';
import { loadTransaction } from '../transaction-record';
import { billingMail } from './billing-mail';
import { endSubscription, recordDecline } from './subscription-writes';

/** Subscriptions renewed per run; the next run takes the rest. */
const BATCH = 50;

type Due = Awaited<ReturnType<typeof selectRenewals>>[number];

/** What a renewal's charge came to: paid, declined (with the bank's words), or still under way. */
export interface RenewalOutcome {
  outcome: 'paid' | 'declined' | 'pending';
  message: string | null;
  /** A renewal's decline: the retry it set, or the suspension. */
  decline?: { status: 'past_due' | 'suspended'; nextChargeAt: Date | null } | null;
}

/** The subscriptions whose next charge has come (a period's or trial's end, or a retry). */
const dueSubscriptions = (db: Db, now: Date) =>
  selectRenewals(db)
    .where(
      and(
        inArray(subscriptions.status, ['trialing', 'active', 'past_due']),
        lte(subscriptions.nextChargeAt, now),
      ),
    )
    .orderBy(asc(subscriptions.nextChargeAt))
    .limit(BATCH);

/** What renewing a subscription needs to know of it. */
function selectRenewals(db: Db) {
  return db
    .select({
      id: subscriptions.id,
      userId: subscriptions.userId,
      planId: subscriptions.planId,
      planName: sql<string>`coalesce(${subscriptionPlans.name}, ${courses.name} || ': ' || ${cohorts.name})`,
      kind: subscriptions.kind,
      instalment: {
        cohortId: subscriptions.cohortId,
        cohortPath: cohorts.path,
        parts: subscriptions.parts,
        partsPaid: subscriptions.partsPaid,
      },
      billingPeriod: subscriptions.billingPeriod,
      currency: subscriptions.currency,
      priceMinor: subscriptions.priceMinor,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      customer: subscriptions.gatewayCustomer,
      paymentMethod: subscriptions.paymentMethod,
      failedCharges: subscriptions.failedCharges,
      renewalTransactionId: subscriptions.renewalTransactionId,
      pendingChange: subscriptions.pendingChange,
      subscriber: {
        email: users.email,
        fullName: users.fullName,
        language: users.preferredLanguage,
        timezone: users.timezone,
      },
    })
    .from(subscriptions)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .leftJoin(cohorts, eq(cohorts.id, subscriptions.cohortId))
    .leftJoin(courses, eq(courses.id, cohorts.courseId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .$dynamic();
}

/**
 * Renew every subscription due at `now`: one cancelled at its period's end ends; the others are
 * charged on their saved card, off-session. A renewal is one payment transaction per period (a
 * retry charges it again, with a key of its own attempt, so a repeated run charges no attempt
 * twice); paid, it extends the subscription by a period; declined, common/domain/renewals.ts
 * decides the retry or the suspension.
 */
export async function renewDueSubscriptions(db: Db, deps: RenewalDeps, now: Date): Promise<void> {
  await remindTrialsEnding(db, deps, now);
  const dues = await dueSubscriptions(db, now);
  // The gateways are reached only when something is due.
  const gateways = dues.length > 0 ? await deps.gatewaysOf() : null;
  for (const due of dues) {
    if (due.cancelAtPeriodEnd) {
      await db.transaction((tx) => endSubscription(tx, { id: due.id }, now));
      continue;
    }
    const renewed = await renew(db, gateways!, deps.logger, due, now).catch((error: unknown) => {
      deps.logger.error(
        { err: error, subscriptionId: due.id },
        'a subscription renewal failed; the next run retries it',
      );
      return null;
    });
    if (renewed?.decline) await tellDecline(db, deps, due, renewed);
  }
}

/** What the renewals need besides the database: the gateways (reached only when due), mail, the log. */
export interface RenewalDeps {
  gatewaysOf: () => Promise<PaymentGateways>;
  logger: Logger;
  mailer: Mailer;
  publicUrl: string;
}

/** The subscriber hears of a decline: when the card is tried again, or that the plan is suspended. */
async function tellDecline(db: Db, deps: RenewalDeps, due: Due, renewed: RenewalOutcome) {
  const suspended = renewed.decline!.status === 'suspended';
  const instalment = due.kind === 'instalment';
  await deps.mailer.transaction(db, (_tx, outbox) =>
    outbox.send(
      billingMail(
        suspended
          ? instalment
            ? 'instalment_suspended'
            : 'subscription_suspended'
          : instalment
            ? 'instalment_declined'
            : 'payment_declined',
        due.subscriber,
        {
          subscriptionId: due.id,
          plan: due.planName,
          amountMinor: due.pendingChange?.priceMinor ?? due.priceMinor,
          currency: due.currency,
          date: renewed.decline!.nextChargeAt,
          reason: renewed.message,
        },
        deps.publicUrl,
      ),
    ),
  );
}

/** Days before a trial's end its subscriber is reminded that the card will be charged. */
const TRIAL_REMINDER_DAYS = 3;

/**
 * Remind each subscriber whose trial ends within three days (and who has not cancelled) that
 * their card will be charged, once per trial: the reminder is claimed and its mail queued in one
 * transaction, so two runs never send it twice.
 */
async function remindTrialsEnding(db: Db, deps: RenewalDeps, now: Date): Promise<void> {
  const soon = new Date(now.getTime() + TRIAL_REMINDER_DAYS * 86_400_000);
  const ending = await selectRenewals(db)
    .where(
      and(
        eq(subscriptions.status, 'trialing'),
        eq(subscriptions.cancelAtPeriodEnd, false),
        isNull(subscriptions.trialRemindedAt),
        gt(subscriptions.trialEndsAt, now),
        lte(subscriptions.trialEndsAt, soon),
      ),
    )
    .limit(BATCH);
  for (const trial of ending) {
    await deps.mailer.transaction(db, async (tx, outbox) => {
      const claimed = await tx
        .update(subscriptions)
        .set({ trialRemindedAt: now })
        .where(and(eq(subscriptions.id, trial.id), isNull(subscriptions.trialRemindedAt)))
        .returning({ trialEndsAt: subscriptions.trialEndsAt });
      if (claimed.length === 0) return;
      await outbox.send(
        billingMail(
          'trial_ending',
          trial.subscriber,
          {
            subscriptionId: trial.id,
            plan: trial.planName,
            amountMinor: trial.priceMinor,
            currency: trial.currency,
            date: claimed[0]!.trialEndsAt,
          },
          deps.publicUrl,
        ),
      );
    });
  }
}

/**
 * Charge an overdue renewal now (the subscriber just gave a new card): a past-due or suspended
 * subscription's renewal, on its card as it is now. Null when nothing is overdue.
 */
export async function chargeOverdue(
  db: Db,
  gateways: PaymentGateways,
  logger: Logger,
  subscriptionId: string,
  now: Date,
): Promise<RenewalOutcome | null> {
  const [due] = await selectRenewals(db).where(
    and(eq(subscriptions.id, subscriptionId), inArray(subscriptions.status, ['past_due', 'suspended'])),
  );
  return due ? renew(db, gateways, logger, due, now) : null;
}

/**
 * Charge a change of billing period on the saved card now (plan-change.ts): a transaction of its
 * own (the new period's price less the credit), whose fulfilment makes the change.
 */
export async function chargeSubscription(
  db: Db,
  gateways: PaymentGateways,
  logger: Logger,
  subscriptionId: string,
  charge: {
    change: { billingPeriod: string; priceMinor: number };
    subtotalMinor: number;
    discountMinor: number;
    now: Date;
  },
): Promise<RenewalOutcome> {
  const [due] = await selectRenewals(db).where(eq(subscriptions.id, subscriptionId));
  const transactionId = await openCharge(db, due!, {
    subtotalMinor: charge.subtotalMinor,
    discountMinor: charge.discountMinor,
    billingPeriod: charge.change.billingPeriod,
    data: { subscriptionId, change: charge.change },
  });
  return chargeSaved(db, gateways, logger, due!, transactionId, `kelas-change-${transactionId}`, charge.now);
}

async function renew(
  db: Db,
  gateways: PaymentGateways,
  logger: Logger,
  due: Due,
  now: Date,
): Promise<RenewalOutcome> {
  const transactionId = due.renewalTransactionId ?? (await openRenewal(db, due));
  const transaction = (await loadTransaction(db, transactionId))!;
  // A run that stopped after a charge went through: the gateway says it was paid. (Its intent
  // may also be an earlier attempt's, declined: then this attempt is made, under its own key.)
  if (transaction.status === 'processing' && transaction.gatewayRef) {
    const earlier = await gateways.stripe.intentOutcome(transaction.gatewayRef);
    if (earlier.outcome === 'succeeded')
      return settleCharge(db, gateways, logger, due, transactionId, 'succeeded', null, now);
  }
  const key = `kelas-renewal-${transactionId}-${due.failedCharges}`;
  const outcome = await chargeSaved(db, gateways, logger, due, transactionId, key, now);
  if (outcome.outcome !== 'declined') return outcome;
  // The attempt's decline counts once, however many callers settle it.
  const decline = await db.transaction((tx) => recordDecline(tx, due.id, due.failedCharges, now));
  return { ...outcome, decline };
}

/**
 * Charge the transaction on the subscription's saved card, off-session, and settle it as its
 * webhook would. `key` names the attempt: a repeated call is the same charge.
 */
async function chargeSaved(
  db: Db,
  gateways: PaymentGateways,
  logger: Logger,
  due: Due,
  transactionId: string,
  key: string,
  now: Date,
): Promise<RenewalOutcome> {
  const started = await settlePayment(
    db,
    transactionId,
    { kind: 'started' },
    null,
    { errorMessage: null },
    now,
  );
  if (started.outcome !== 'applied' || started.state.status !== 'processing') return PENDING;
  if (!due.customer || !due.paymentMethod) {
    return settleCharge(db, gateways, logger, due, transactionId, 'failed', 'No card is saved.', now);
  }
  const charge = await gateways.stripe.chargeSaved({
    transactionId,
    amountMinor: started.transaction.totalMinor,
    currency: due.currency,
    customer: due.customer,
    paymentMethod: due.paymentMethod,
    description: due.planName,
    key,
  });
  if (charge.intentId) {
    await recordGatewayPayment(db, transactionId, {
      gatewayRef: charge.intentId,
      paymentMethod: 'credit-card',
    });
  }
  if (charge.outcome === 'pending') return PENDING;
  return settleCharge(db, gateways, logger, due, transactionId, charge.outcome, charge.message, now);
}

const PENDING: RenewalOutcome = { outcome: 'pending', message: null };

/** The charge answered: the transaction settled as its webhook would (the card it was paid with kept). */
async function settleCharge(
  db: Db,
  gateways: PaymentGateways,
  logger: Logger,
  due: Due,
  transactionId: string,
  outcome: 'succeeded' | 'failed',
  message: string | null,
  now: Date,
): Promise<RenewalOutcome> {
  const settled = await settlePayment(
    db,
    transactionId,
    { kind: outcome },
    null,
    outcome === 'failed' ? { errorMessage: message } : { savedPaymentMethod: due.paymentMethod },
    now,
  );
  await afterSettlement(db, gateways, logger, settled);
  return outcome === 'succeeded' ? { outcome: 'paid', message: null } : { outcome: 'declined', message };
}

/**
 * The renewal's transaction for the period due, remembered on the subscription until it is paid.
 * A change to a shorter period waiting for this moment is made first, so it is charged at its price.
 */
async function openRenewal(db: Db, due: Due): Promise<string> {
  const terms = due.pendingChange ?? { billingPeriod: due.billingPeriod, priceMinor: due.priceMinor };
  return db.transaction(async (tx) => {
    const id = await openCharge(tx, due, {
      subtotalMinor: terms.priceMinor,
      discountMinor: 0,
      billingPeriod: terms.billingPeriod,
      data: { subscriptionId: due.id },
    });
    await tx
      .update(subscriptions)
      .set({
        renewalTransactionId: id,
        billingPeriod: terms.billingPeriod,
        priceMinor: terms.priceMinor,
        pendingChange: null,
      })
      .where(eq(subscriptions.id, due.id));
    return id;
  });
}

/** A transaction charging the subscription: its one plan item, priced by Kelas, never by a browser. */
async function openCharge(
  db: Db,
  due: Due,
  charge: {
    subtotalMinor: number;
    discountMinor: number;
    billingPeriod: string;
    data: Record<string, unknown>;
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [transaction] = await tx
      .insert(paymentTransactions)
      .values({
        userId: due.userId,
        itemType: due.kind === 'instalment' ? 'course_enrolment' : 'subscription_plan',
        currency: due.currency,
        subtotalMinor: charge.subtotalMinor,
        discountMinor: charge.discountMinor,
        totalMinor: charge.subtotalMinor - charge.discountMinor,
        paymentProcessor: DEFAULT_PROCESSOR,
        gatewayCustomer: due.customer,
        savedPaymentMethod: due.paymentMethod,
      })
      .returning({ id: paymentTransactions.id });
    await tx.insert(purchaseItems).values({
      transactionId: transaction!.id,
      position: 0,
      quantity: 1,
      unitPriceMinor: charge.subtotalMinor,
      discountMinor: charge.discountMinor,
      ...chargedItem(due, charge),
    });
    return transaction!.id;
  });
}

/**
 * What a charge buys: the plan's next period, or an instalment plan's next part of its class
 * place (its product the class, as the place was sold).
 */
function chargedItem(due: Due, charge: { subtotalMinor: number; billingPeriod: string; data: object }) {
  const { instalment } = due;
  if (due.kind === 'instalment') {
    return {
      type: 'course_enrolment',
      productId: instalment.cohortPath ?? '',
      name: due.planName,
      data: {
        ...charge.data,
        cohortId: instalment.cohortId,
        instalment: { part: (instalment.partsPaid ?? 0) + 1, parts: instalment.parts },
      },
    };
  }
  return {
    type: 'subscription_plan',
    productId: planProductId(due.planId ?? '', charge.billingPeriod as BillingPeriod),
    name: due.planName,
    data: { ...charge.data, billingPeriod: charge.billingPeriod, renewalPrice: charge.subtotalMinor },
  };
}

/**
 * `subscription-renewals`, every ten minutes: the renewals, retries and period ends now due (or
 * due by `asOf`, a later moment, which the end-to-end tests give to see a trial's day 31).
 */
export const renewalsJob = defineJob({
  name: 'subscription-renewals',
  payload: z.object({ asOf: z.iso.datetime().optional() }).default({}),
  retryLimit: 2,
  retryDelaySeconds: 60,
  schedule: '*/10 * * * *',
  handler: async ({ asOf }, { db, logger }) => {
    const now = asOf ? new Date(asOf) : new Date();
    const config = readConfig();
    await renewDueSubscriptions(
      db,
      {
        gatewaysOf: () => paymentGateways(config),
        logger,
        mailer: createMailer({ config, logger }),
        publicUrl: config.PUBLIC_URL,
      },
      now,
    );
  },
});
