import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { PaymentEvent } from '../../../common/domain/payment-fulfilment';
import type { Db } from '../../db/client';
import { paymentTransactions } from '../../db/schema';
import type { AppDeps } from '../../rpc/context';
import { paymentGateways } from './gateways/payment-gateways';
import { idOf } from './gateways/stripe-gateway';
import { afterSettlement } from './payment-flow';
import { setChargesEnabled } from './payouts/payout-accounts';
import { settlePayment } from './settle';
import { savedCardHeard } from './subscriptions/card-update';
import { STRIPE_WEBHOOK_PATH } from './webhook-paths';

/** What a Stripe event says of a payment, in the machine's words, and the intent it is about. */
interface Heard {
  intentId: string;
  /** The transaction the intent was made for (its metadata), when the event carries the intent. */
  transactionId?: string | undefined;
  event: PaymentEvent;
  errorMessage?: string | null;
  /** The card a plan's payment or trial saved, for its renewals. */
  savedPaymentMethod?: string | null;
}

/** The events Kelas acts on; every other type is acknowledged and left. */
function heardOf(event: Stripe.Event): Heard | null {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'setup_intent.succeeded':
      return {
        intentId: event.data.object.id,
        transactionId: event.data.object.metadata?.transaction_id,
        event: { kind: 'succeeded' },
        savedPaymentMethod: idOf(event.data.object.payment_method),
      };
    case 'setup_intent.setup_failed':
      return {
        intentId: event.data.object.id,
        event: { kind: 'failed' },
        errorMessage: event.data.object.last_setup_error?.message ?? null,
      };
    case 'payment_intent.payment_failed':
      return {
        intentId: event.data.object.id,
        event: { kind: 'failed' },
        errorMessage: event.data.object.last_payment_error?.message ?? null,
      };
    case 'charge.refunded': {
      const charge = event.data.object;
      const intent =
        typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (!intent) return null;
      // A refund made at Stripe itself: a full one takes access back; Kelas's own refunds are
      // recorded before Stripe reports them, so their report changes nothing.
      return {
        intentId: intent,
        event: { kind: 'refunded', refundedMinor: charge.amount_refunded, withdrawAccess: charge.refunded },
      };
    }
    default:
      return null;
  }
}

/**
 * The transaction an event is about: the one the paid intent was made for (its metadata; an intent
 * made by a prepare that lost a race to another is still that transaction's), else the one whose
 * gateway payment the intent is.
 */
async function transactionOf(db: Db, heard: Heard): Promise<string | undefined> {
  const [row] = await db
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.paymentProcessor, 'stripe'),
        heard.transactionId && /^[0-9a-f-]{36}$/i.test(heard.transactionId)
          ? eq(paymentTransactions.id, heard.transactionId)
          : eq(paymentTransactions.gatewayRef, heard.intentId),
      ),
    );
  return row?.id;
}

/**
 * `POST /payment/webhooks/stripe-payment-webhook/` (spec §9 webhook name): Stripe's events, each
 * verified by its signature over the raw body within 300 seconds (a forged or replayed one is
 * refused with 400 and logged), then settled once by its event id. An event about no transaction
 * of Kelas is acknowledged, so Stripe stops sending it.
 */
export function registerStripeWebhookRoute(app: FastifyInstance, deps: AppDeps): void {
  const db = deps.database.db;
  void app.register(async (scope) => {
    // The signature is over the bytes Stripe sent: keep them, never a re-serialised parse.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(STRIPE_WEBHOOK_PATH, { bodyLimit: 512 * 1024 }, async (request, reply) => {
      const gateways = await paymentGateways(deps.config);
      const signature = request.headers['stripe-signature'];
      let event: Stripe.Event;
      try {
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) throw new Error('no signature');
        event = gateways.stripe.verifyWebhook(request.body, signature);
      } catch (error) {
        request.log.warn(
          { reason: (error as Error).message },
          'a Stripe webhook was refused: its signature does not hold',
        );
        return reply
          .status(400)
          .send({ error: 'bad_request', reason: 'The webhook signature does not hold.' });
      }
      const heard = heardOf(event);
      const transactionId = heard ? await transactionOf(db, heard) : undefined;
      // A seller's payout account finished (or lost) its onboarding.
      if (event.type === 'account.updated') {
        await setChargesEnabled(db, event.data.object.id, event.data.object.charges_enabled);
        return reply.send({ received: true });
      }
      // A card saved for a subscription at /payment/update/ belongs to no transaction.
      if (event.type === 'setup_intent.succeeded' && !transactionId) {
        await savedCardHeard(db, gateways, deps.logger, event.data.object.id).catch((error: unknown) =>
          deps.logger.warn({ err: error }, 'a saved card could not be taken from its webhook'),
        );
      }
      if (!heard || !transactionId) return reply.send({ received: true });
      const settled = await settlePayment(
        db,
        transactionId,
        heard.event,
        { processor: 'stripe', eventId: event.id, type: event.type },
        {
          ...('errorMessage' in heard ? { errorMessage: heard.errorMessage } : {}),
          savedPaymentMethod: heard.savedPaymentMethod ?? null,
          ...(heard.event.kind === 'succeeded' ? { paidBy: heard.intentId } : {}),
        },
      );
      await afterSettlement(db, gateways, deps.logger, settled);
      return reply.send({ received: true });
    });
  });
}
