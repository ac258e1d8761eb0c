import Stripe from 'stripe';
import type { PaymentMethod } from '../../../../common/api/payment';

/** How to reach Stripe: its keys, and its API's address when not api.stripe.com (a test double). */
export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  apiUrl?: string;
  jsUrl: string;
  fpx: boolean;
}

/** What Kelas asks Stripe to collect: one PaymentIntent per transaction, updated while unpaid. */
export interface IntentRequest {
  transactionId: string;
  intentId: string | null;
  amountMinor: number;
  currency: string;
  method: PaymentMethod;
  description: string;
}

/** How a PaymentIntent stands, in the words of the fulfilment machine. */
export type IntentOutcome = 'succeeded' | 'failed' | 'pending';

/** Spec §9: a webhook's signature is checked over the raw body, within 300 seconds of its timestamp. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const STRIPE_METHOD: Partial<Record<PaymentMethod, string>> = { 'credit-card': 'card', fpx: 'fpx' };

/**
 * Kelas's side of Stripe, through the official SDK: PaymentIntents for the Payment Element (card
 * and FPX), their status when the buyer returns, refunds, and webhook verification.
 */
export class StripeGateway {
  readonly stripe: Stripe;

  constructor(readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'https:' ? 443 : 80),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
      maxNetworkRetries: 2,
      timeout: 15_000,
      telemetry: false,
    });
  }

  /** Which of Kelas's methods Stripe collects. */
  static collects(method: PaymentMethod): boolean {
    return method in STRIPE_METHOD;
  }

  /**
   * The transaction's PaymentIntent for `method` and the current amount: created once (the
   * idempotency key makes a retried creation the same intent), updated while it awaits a method.
   */
  async prepareIntent(request: IntentRequest): Promise<{ intentId: string; clientSecret: string }> {
    const types = [STRIPE_METHOD[request.method]!];
    const current = request.intentId ? await this.findIntent(request.intentId) : null;
    if (current) {
      if (current.status === 'requires_payment_method') {
        const updated = await this.stripe.paymentIntents.update(current.id, {
          amount: request.amountMinor,
          allowed_payment_method_types: types,
        });
        return { intentId: updated.id, clientSecret: updated.client_secret! };
      }
      if (current.status !== 'canceled')
        return { intentId: current.id, clientSecret: current.client_secret! };
    }
    const created = await this.stripe.paymentIntents.create(
      {
        amount: request.amountMinor,
        currency: request.currency.toLowerCase(),
        allowed_payment_method_types: types,
        description: request.description,
        metadata: { transaction_id: request.transactionId },
      },
      { idempotencyKey: `kelas-intent-${request.transactionId}-${request.intentId ?? 'first'}` },
    );
    return { intentId: created.id, clientSecret: created.client_secret! };
  }

  /**
   * How the intent stands now (asked when the buyer returns, before any webhook may have come):
   * paid; failed (declined, or never confirmed: it still waits for a method, so the buyer may try
   * again); or still under way at Stripe or the bank.
   */
  async intentOutcome(intentId: string): Promise<IntentOutcome> {
    const intent = await this.findIntent(intentId);
    // An intent Stripe does not know (another account's keys; a local stand-in restarted) was never paid.
    if (!intent) return 'failed';
    if (intent.status === 'succeeded') return 'succeeded';
    if (intent.status === 'requires_payment_method' || intent.status === 'canceled') return 'failed';
    return 'pending';
  }

  /** The intent `intentId`, or null when Stripe has none by that id. */
  private async findIntent(intentId: string): Promise<Stripe.PaymentIntent | null> {
    try {
      return await this.stripe.paymentIntents.retrieve(intentId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return null;
      throw error;
    }
  }

  /** Give back `amountMinor` of the intent's payment; `key` makes a retry the same refund. */
  async refund(intentId: string, amountMinor: number, key: string): Promise<void> {
    await this.stripe.refunds.create(
      { payment_intent: intentId, amount: amountMinor },
      { idempotencyKey: key },
    );
  }

  /** The event a webhook delivers, if its signature holds over `rawBody`; throws otherwise. */
  verifyWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    return this.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      this.settings.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
    );
  }
}
