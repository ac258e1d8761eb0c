import type { Logger } from 'pino';
import { type GatewaySession, PAYMENT_REASONS, type PaymentMethod } from '../../../common/api/payment';
import { paymentMethodsFor } from '../../../common/domain/payment-methods';
import type { Db } from '../../db/client';
import { AppError } from '../../rpc/app-error';
import { recordGatewayPayment, refuseUnlessOpen } from './checkout';
import { couponFor } from './coupons';
import { stripeCustomerFor } from './gateways/gateway-customer';
import type { PaymentGateways } from './gateways/payment-gateways';
import { StripeGateway } from './gateways/stripe-gateway';
import { itemKind } from './items/item-kinds';
import { saleDestination } from './payouts/sale-destination';
import { type Settled, settlePayment } from './settle';
import { rememberCard } from './subscriptions/saved-card';
import { type LoadedTransaction, loadTransaction } from './transaction-record';

/**
 * The gateway's session for paying the checkout by `method`: Stripe's PaymentIntent for the
 * current total (created once, updated after a coupon), kept as the transaction's gateway payment.
 * The gateway is asked outside any database transaction, so a slow gateway holds no lock; the
 * result is written only if the checkout is still open.
 */
export async function preparePayment(
  db: Db,
  gateways: PaymentGateways,
  logger: Logger,
  transaction: LoadedTransaction,
  method: PaymentMethod,
  platformFeePercent: number,
): Promise<GatewaySession> {
  refuseUnlessOpen(transaction);
  const stripe = gateways.stripe;
  const offered = paymentMethodsFor(transaction, stripe.settings.fpx).paymentMethods;
  if (!offered.includes(method) || !StripeGateway.collects(method)) {
    throw new AppError('invalid_input', PAYMENT_REASONS.methodUnavailable, {
      paymentMethod: PAYMENT_REASONS.methodUnavailable,
    });
  }
  // A plan's card, or an instalment plan's, is kept for the charges to come.
  const keepsCard = transaction.itemType === 'subscription_plan' || transaction.instalmentParts !== null;
  const saveOnly = savesCardOnly(transaction);
  const session: GatewaySession = {
    paymentGateway: 'stripe',
    intentKind: saveOnly ? 'setup' : 'payment',
    paymentMethod: method,
    scriptUrl: stripe.settings.jsUrl,
    clientSecret: null,
    publishKey: stripe.settings.publishableKey,
    accountId: null,
    isDestinationCharge: false,
    clientToken: null,
  };
  // Nothing to collect: a coupon took the whole price off.
  if (transaction.totalMinor === 0 && !saveOnly) {
    await recordGatewayPayment(db, transaction.id, {
      gatewayRef: transaction.gatewayRef,
      paymentMethod: method,
    });
    return session;
  }
  // The card kept is the buyer's Customer's.
  const customer = keepsCard
    ? await askGateway(logger, () => stripeCustomerFor(db, stripe, transaction.userId!))
    : undefined;
  // A seller's class is paid to their own account, less the platform's fee.
  const destination = saveOnly
    ? null
    : await saleDestination(db, transaction.items, transaction.totalMinor, platformFeePercent);
  const intent = await askGateway(logger, () =>
    saveOnly
      ? stripe.prepareSetup({
          setupId: transaction.gatewayRef,
          customer: customer!,
          metadata: { transaction_id: transaction.id },
          key: `kelas-setup-${transaction.id}-${transaction.gatewayRef ?? 'first'}`,
        })
      : stripe.prepareIntent({
          transactionId: transaction.id,
          intentId: transaction.gatewayRef,
          amountMinor: transaction.totalMinor,
          currency: transaction.currency,
          method,
          description: transaction.items.map((item) => item.name).join(', '),
          ...(customer ? { customer } : {}),
          ...(destination ? { destination } : {}),
        }),
  );
  await db.transaction(async (tx) => {
    const current = await loadTransaction(tx, transaction.id, true);
    refuseUnlessOpen(current!);
    await recordGatewayPayment(tx, transaction.id, {
      gatewayRef: intent.intentId,
      paymentMethod: method,
      ...(customer ? { gatewayCustomer: customer } : {}),
      destinationAccount: destination?.account ?? null,
      applicationFeeMinor: destination?.feeMinor ?? null,
    });
  });
  return {
    ...session,
    clientSecret: intent.clientSecret,
    accountId: destination?.account ?? null,
    isDestinationCharge: destination !== null,
  };
}

/**
 * A plan with nothing to pay now (its free trial, or a coupon that takes the first payment off):
 * the checkout saves the card its renewals will charge, through the gateway, rather than being
 * paid at once.
 */
const savesCardOnly = (transaction: LoadedTransaction) =>
  transaction.itemType === 'subscription_plan' && transaction.totalMinor === 0;

/**
 * The buyer pressed Pay (spec §4: processing starts; the method cannot change until it ends).
 * What each item keeps for them while they pay is reserved first (a class's seat), so a buyer who
 * cannot have it is refused before any charge. A checkout with nothing to pay is paid at once.
 */
export async function startPayment(db: Db, transactionId: string, now: Date): Promise<Settled> {
  const transaction = (await loadTransaction(db, transactionId, true))!;
  refuseUnlessOpen(transaction);
  if (transaction.couponId) await refuseUsedUpCoupon(db, transaction);
  const buyer = { ...transaction, userId: transaction.userId! };
  for (const item of transaction.items) await itemKind(item.type).reserve?.(db, buyer, item, now);
  const started = await settlePayment(
    db,
    transaction.id,
    { kind: 'started' },
    null,
    { errorMessage: null },
    now,
  );
  if (transaction.totalMinor > 0 || savesCardOnly(transaction)) return started;
  return settlePayment(db, transaction.id, { kind: 'succeeded' }, null, {}, now);
}

/** A coupon whose uses ran out since it was applied is refused before the charge. */
async function refuseUsedUpCoupon(db: Db, transaction: LoadedTransaction): Promise<void> {
  await couponFor(
    db,
    transaction.couponCode!,
    {
      buyerId: transaction.userId!,
      transactionId: transaction.id,
      itemType: transaction.itemType,
      currency: transaction.currency,
    },
    new Date(),
  );
}

/** The gateway refused in the browser: the error is stored (spec §8) and processing ends. */
export async function reportPaymentError(
  db: Db,
  transactionId: string,
  message: string,
  paymentData: Record<string, unknown> | undefined,
): Promise<void> {
  await settlePayment(db, transactionId, { kind: 'failed' }, null, {
    errorMessage: message || null,
    errorData: paymentData ?? null,
  });
}

/**
 * The buyer is back from the gateway: ask it how the payment stands and act on the answer exactly
 * as its webhook will (whichever comes first fulfils; the other changes nothing).
 */
export async function confirmPayment(
  db: Db,
  gateways: PaymentGateways,
  logger: Logger,
  transaction: LoadedTransaction,
): Promise<Settled | null> {
  if (!transaction.gatewayRef || (transaction.totalMinor === 0 && !savesCardOnly(transaction))) return null;
  const { outcome, paymentMethod } = await askGateway(logger, () =>
    gateways.stripe.intentOutcome(transaction.gatewayRef!),
  );
  if (outcome === 'pending') return null;
  return settlePayment(db, transaction.id, { kind: outcome }, null, { savedPaymentMethod: paymentMethod });
}

/** The idempotency key of an undeliverable purchase's refund: the same on every attempt. */
export const UNDELIVERABLE_REFUND_KEY = (transactionId: string) => `kelas-undeliverable-${transactionId}`;

/**
 * What follows a settlement, outside its database transaction: the refund it asked for (an item
 * that could no longer be given: the whole amount not yet refunded, with a key that makes a retry
 * the same refund; its webhook then records it), the whole of a second payment of a transaction
 * already paid, and the saved card a new subscription shows.
 * A gateway that fails here is logged: the refunds sweep sends the refund again.
 */
export async function afterSettlement(
  db: Db,
  gateways: PaymentGateways,
  logger: Logger,
  settled: Settled,
): Promise<void> {
  if (settled.outcome !== 'applied') return;
  const { transaction, effects } = settled;
  if (effects.includes('refund_in_full') && transaction.gatewayRef && transaction.totalMinor > 0) {
    await gateways.stripe
      .refund(
        transaction.gatewayRef,
        transaction.totalMinor,
        UNDELIVERABLE_REFUND_KEY(transaction.id),
        transaction.destinationAccount !== null,
      )
      .catch((error: unknown) =>
        logger.error(
          { err: error, transactionId: transaction.id },
          'a refund of an undeliverable purchase failed; the sweep retries it',
        ),
      );
  }
  if (settled.duplicatePayment) {
    await gateways.stripe
      .refundAll(settled.duplicatePayment, `kelas-duplicate-${settled.duplicatePayment}`)
      .catch((error: unknown) =>
        logger.error(
          { err: error, transactionId: transaction.id },
          'a second payment of a paid transaction could not be refunded',
        ),
      );
  }
  if (effects.includes('fulfil') && transaction.savedPaymentMethod && transaction.userId) {
    await rememberCard(db, gateways, transaction.userId, transaction.savedPaymentMethod).catch(
      (error: unknown) =>
        logger.warn({ err: error, transactionId: transaction.id }, 'a saved card could not be described'),
    );
  }
}

/** A call to a gateway: its failure is logged, and the buyer told plainly that nothing was charged. */
export async function askGateway<T>(logger: Logger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    logger.warn({ err: error }, 'a payment gateway call failed');
    throw new AppError('unavailable', PAYMENT_REASONS.gatewayUnavailable);
  }
}
