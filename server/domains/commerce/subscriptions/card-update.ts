import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { GatewaySession } from '../../../../common/api/payment';
import { PAYMENT_REASONS } from '../../../../common/api/payment';
import type { CardUpdated } from '../../../../common/api/subscription';
import type { Db } from '../../../db/client';
import { subscriptions } from '../../../db/schema';
import { AppError } from '../../../rpc/app-error';
import { stripeCustomerFor } from '../gateways/gateway-customer';
import type { PaymentGateways } from '../gateways/payment-gateways';
import type { SetupStatus } from '../gateways/stripe-gateway';
import { askGateway } from '../payment-flow';
import { chargeOverdue } from './renewals';
import { type LoadedSubscription, loadSubscription, withoutOwner } from './subscription-views';

const refuseEnded = (subscription: LoadedSubscription) => {
  if (subscription.status === 'cancelled') {
    throw new AppError('invalid_input', PAYMENT_REASONS.subscriptionEnded);
  }
};

/**
 * Spec §2 /payment/update/: a SetupIntent on the subscriber's Customer, for the card that is to
 * pay the subscription from now on (card only: FPX pays once). Asked outside any transaction.
 */
export async function prepareCardUpdate(
  db: Db,
  gateways: PaymentGateways,
  logger: Logger,
  subscription: LoadedSubscription,
): Promise<GatewaySession> {
  refuseEnded(subscription);
  const stripe = gateways.stripe;
  const setup = await askGateway(logger, async () =>
    stripe.prepareSetup({
      setupId: null,
      customer: await stripeCustomerFor(db, stripe, subscription.userId),
      metadata: { subscription_id: subscription.id },
    }),
  );
  return {
    paymentGateway: 'stripe',
    intentKind: 'setup',
    paymentMethod: 'credit-card',
    scriptUrl: stripe.settings.jsUrl,
    clientSecret: setup.clientSecret,
    publishKey: stripe.settings.publishableKey,
    accountId: null,
    isDestinationCharge: false,
    clientToken: null,
  };
}

/**
 * The browser saved the card: Stripe is asked whether the SetupIntent is this subscription's and
 * succeeded (the browser's word is not taken), the card becomes the subscription's, and an overdue
 * renewal is charged on it at once, so a suspended plan comes back as soon as it is paid.
 */
export async function confirmCardUpdate(
  db: Db,
  gateways: PaymentGateways,
  logger: Logger,
  subscription: LoadedSubscription,
  setupIntentId: string,
  now: Date,
): Promise<CardUpdated> {
  refuseEnded(subscription);
  const setup = await askGateway(logger, () => gateways.stripe.setupStatus(setupIntentId));
  if (
    setup?.metadata.subscription_id !== subscription.id ||
    setup.outcome !== 'succeeded' ||
    !setup.paymentMethod
  ) {
    throw new AppError('invalid_input', PAYMENT_REASONS.cardNotSaved, {
      setupIntentId: PAYMENT_REASONS.cardNotSaved,
    });
  }
  await takeCard(db, gateways, logger, subscription.id, setup as SavedSetup, now);
  const renewal = await chargeOverdue(db, gateways, logger, subscription.id, now);
  return { subscription: withoutOwner((await loadSubscription(db, subscription.id))!), renewal };
}

/** A SetupIntent that saved a card, as Stripe reported it. */
type SavedSetup = SetupStatus & { paymentMethod: string };

/** The saved card becomes the subscription's (its brand and last digits shown). */
async function takeCard(
  db: Db,
  gateways: PaymentGateways,
  logger: Logger,
  subscriptionId: string,
  setup: SavedSetup,
  now: Date,
): Promise<void> {
  const card = await askGateway(logger, () => gateways.stripe.cardOf(setup.paymentMethod));
  await db
    .update(subscriptions)
    .set({ paymentMethod: setup.paymentMethod, gatewayCustomer: setup.customer, card, updatedAt: now })
    .where(eq(subscriptions.id, subscriptionId));
}

/**
 * Stripe's webhook of a card saved at /payment/update/ (its metadata names the subscription), for
 * a subscriber who closed the page before coming back: the card becomes the subscription's if it
 * is still live and the SetupIntent's Customer is the one its owner pays with. Nothing is charged
 * here (the buyer's return charges an overdue renewal; a past-due one is tried at its retry).
 */
export async function savedCardHeard(
  db: Db,
  gateways: PaymentGateways,
  logger: Logger,
  setupIntentId: string,
): Promise<void> {
  const setup = await gateways.stripe.setupStatus(setupIntentId);
  const subscriptionId = setup?.metadata.subscription_id;
  if (setup?.outcome !== 'succeeded' || !setup.paymentMethod || !subscriptionId) return;
  const subscription = await loadSubscription(db, subscriptionId);
  if (!subscription || subscription.status === 'cancelled') return;
  const customer = await stripeCustomerFor(db, gateways.stripe, subscription.userId);
  if (setup.customer !== customer) return;
  await takeCard(db, gateways, logger, subscriptionId, setup as SavedSetup, new Date());
}
