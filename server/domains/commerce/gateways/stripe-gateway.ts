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
  /** A plan's first payment: the buyer's Customer, and the card kept for the renewals. */
  customer?: string;
  /** A seller's sale: paid to their connected account, less the platform's fee (a destination charge). */
  destination?: { account: string; feeMinor: number };
}

/**
 * What Kelas asks Stripe to save for later: a card for a trial checkout's renewals (one SetupIntent
 * per attempt, `key` making a retried call the same intent), or a subscription's new card.
 */
export interface SetupRequest {
  setupId: string | null;
  customer: string;
  metadata: Record<string, string>;
  key?: string;
}

/** A SetupIntent as Kelas checks it: whose it is, what it saved, and for what. */
export interface SetupStatus extends IntentStatus {
  customer: string | null;
  metadata: Record<string, string>;
}

/** How a PaymentIntent or SetupIntent stands, in the words of the fulfilment machine. */
export type IntentOutcome = 'succeeded' | 'failed' | 'pending';

/** How an intent stands, and the card it was paid or saved with. */
export interface IntentStatus {
  outcome: IntentOutcome;
  paymentMethod: string | null;
}

/** What charging a saved card off-session gave: its intent, and the decline's message. */
export interface OffSessionCharge {
  intentId: string | null;
  outcome: 'succeeded' | 'failed' | 'pending';
  message: string | null;
}

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
    if (current?.object === 'payment_intent') {
      if (current.status === 'requires_payment_method') {
        const updated = await this.stripe.paymentIntents.update(current.id, {
          amount: request.amountMinor,
          allowed_payment_method_types: types,
          // The buyer chose, since, to pay by instalments: the card is now kept for the later parts.
          ...(request.customer ? { customer: request.customer, setup_future_usage: 'off_session' } : {}),
          ...(request.destination ? { application_fee_amount: request.destination.feeMinor } : {}),
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
        ...(request.customer ? { customer: request.customer, setup_future_usage: 'off_session' } : {}),
        ...(request.destination
          ? {
              transfer_data: { destination: request.destination.account },
              application_fee_amount: request.destination.feeMinor,
            }
          : {}),
      },
      // The key names what is asked: two prepares racing with different methods or amounts make
      // two intents (either may be paid: the webhook finds the transaction by its metadata), and a
      // retry of the same request is the same intent.
      {
        idempotencyKey: `kelas-intent-${request.transactionId}-${request.intentId ?? 'first'}-${request.method}-${request.amountMinor}`,
      },
    );
    return { intentId: created.id, clientSecret: created.client_secret! };
  }

  /**
   * The trial checkout's SetupIntent, which saves the buyer's card for the charge when the trial
   * ends: created once per attempt (idempotency key), reused while it waits for a card.
   */
  async prepareSetup(request: SetupRequest): Promise<{ intentId: string; clientSecret: string }> {
    const current = request.setupId ? await this.findIntent(request.setupId) : null;
    if (current && current.status !== 'canceled' && current.status !== 'succeeded')
      return { intentId: current.id, clientSecret: current.client_secret! };
    const created = await this.stripe.setupIntents.create(
      {
        customer: request.customer,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: request.metadata,
      },
      request.key ? { idempotencyKey: request.key } : {},
    );
    return { intentId: created.id, clientSecret: created.client_secret! };
  }

  /** How a SetupIntent stands, with its Customer and metadata; null when Stripe has none by that id. */
  async setupStatus(setupId: string): Promise<SetupStatus | null> {
    const intent = await this.findIntent(setupId);
    if (intent?.object !== 'setup_intent') return null;
    return {
      outcome: outcomeOf(intent.status),
      paymentMethod: idOf(intent.payment_method),
      customer: idOf(intent.customer),
      metadata: intent.metadata ?? {},
    };
  }

  /** The buyer as Stripe knows them: one Customer per Kelas account (the key makes it so). */
  async createCustomer(userId: string, email: string): Promise<string> {
    const customer = await this.stripe.customers.create(
      { email, metadata: { user_id: userId } },
      { idempotencyKey: `kelas-customer-${userId}` },
    );
    return customer.id;
  }

  /**
   * Charge a saved card with nobody at the keyboard (a renewal): confirmed at once. A decline is
   * an answer, not a failure: its intent and message are returned. `key` makes a retried call
   * the same charge.
   */
  async chargeSaved(request: {
    transactionId: string;
    amountMinor: number;
    currency: string;
    customer: string;
    paymentMethod: string;
    description: string;
    key: string;
  }): Promise<OffSessionCharge> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          customer: request.customer,
          payment_method: request.paymentMethod,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: { transaction_id: request.transactionId },
        },
        { idempotencyKey: request.key },
      );
      return { intentId: intent.id, outcome: outcomeOf(intent.status), message: null };
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      const intent = (error.raw as { payment_intent?: { id?: string } }).payment_intent;
      return { intentId: intent?.id ?? null, outcome: 'failed', message: error.message };
    }
  }

  /** The brand and last four digits of a saved card, as its owner knows it. */
  async cardOf(paymentMethod: string): Promise<{ brand: string; last4: string } | null> {
    const method = await this.stripe.paymentMethods.retrieve(paymentMethod);
    return method.card ? { brand: method.card.brand, last4: method.card.last4 } : null;
  }

  /**
   * How the intent (a PaymentIntent, or a trial's SetupIntent) stands now, asked when the buyer
   * returns, before any webhook may have come: paid or saved; failed (declined, or never
   * confirmed: it still waits for a method, so the buyer may try again); or still under way.
   */
  async intentOutcome(intentId: string): Promise<IntentStatus> {
    const intent = await this.findIntent(intentId);
    // An intent Stripe does not know (another account's keys; a local stand-in restarted) was never paid.
    if (!intent) return { outcome: 'failed', paymentMethod: null };
    return { outcome: outcomeOf(intent.status), paymentMethod: idOf(intent.payment_method) };
  }

  /** The intent `intentId`, or null when Stripe has none by that id. */
  private async findIntent(intentId: string): Promise<Stripe.PaymentIntent | Stripe.SetupIntent | null> {
    try {
      return intentId.startsWith('seti_')
        ? await this.stripe.setupIntents.retrieve(intentId)
        : await this.stripe.paymentIntents.retrieve(intentId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
        return null;
      throw error;
    }
  }

  /**
   * Give back `amountMinor` of the intent's payment; `key` makes a retry the same refund. A
   * destination charge takes the money back from the seller and gives back the platform's fee.
   */
  async refund(intentId: string, amountMinor: number, key: string, destination = false): Promise<void> {
    await this.stripe.refunds.create(
      {
        payment_intent: intentId,
        amount: amountMinor,
        ...(destination ? { reverse_transfer: true, refund_application_fee: true } : {}),
      },
      { idempotencyKey: key },
    );
  }

  /** Give back the whole of an intent's payment (a second payment of something already paid). */
  async refundAll(intentId: string, key: string): Promise<void> {
    const intent = await this.stripe.paymentIntents.retrieve(intentId);
    await this.stripe.refunds.create(
      {
        payment_intent: intentId,
        ...(intent.transfer_data ? { reverse_transfer: true, refund_application_fee: true } : {}),
      },
      { idempotencyKey: key },
    );
  }

  /** A seller's Express account, made once per Kelas account (the key makes it so). */
  async createPayoutAccount(userId: string, email: string): Promise<string> {
    const account = await this.stripe.accounts.create(
      {
        type: 'express',
        email,
        metadata: { user_id: userId },
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
      },
      { idempotencyKey: `kelas-payout-account-${userId}` },
    );
    return account.id;
  }

  /** The hosted onboarding page of `account`, which returns to `returnUrl` (or `refreshUrl` when stale). */
  async onboardingLink(account: string, returnUrl: string, refreshUrl: string): Promise<string> {
    const link = await this.stripe.accountLinks.create({
      account,
      type: 'account_onboarding',
      return_url: returnUrl,
      refresh_url: refreshUrl,
    });
    return link.url;
  }

  /** May `account` take charges yet (its onboarding finished)? */
  async chargesEnabled(account: string): Promise<boolean> {
    return (await this.stripe.accounts.retrieve(account)).charges_enabled;
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

/** An intent's status in the machine's words. */
function outcomeOf(status: Stripe.PaymentIntent.Status | Stripe.SetupIntent.Status): IntentOutcome {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'requires_payment_method' || status === 'canceled') return 'failed';
  return 'pending';
}

/** The id of an expandable field. */
export const idOf = (field: string | { id: string } | null | undefined) =>
  typeof field === 'string' ? field : (field?.id ?? null);
