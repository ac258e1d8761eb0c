// Webhooks as Stripe sends them: each event POSTed as JSON to the endpoint with a
// `Stripe-Signature` made by the SDK's own helper, retried with backoff while the endpoint does not
// answer 2xx. Tests can hold deliveries and release them in order or reversed (Stripe promises no
// order), send an event again (Stripe may deliver twice), and read what was sent and answered.
import { setTimeout as sleep } from 'node:timers/promises';
import Stripe from 'stripe';
import type { FakeEvent } from './objects';

/** One POST of an event to the endpoint, and what the endpoint answered. */
export interface WebhookDelivery {
  eventId: string;
  type: string;
  url: string;
  /** 1 for the first try, then 2, 3… for Stripe's retries. */
  attempt: number;
  /** Sent again on request (redeliver), not as a retry. */
  redelivery: boolean;
  /** The HTTP status answered, or null when there was no answer (refused, timed out). */
  status: number | null;
  error: string | null;
  payload: string;
  signature: string;
  at: string;
}

export interface WebhookSenderOptions {
  url: string | null;
  secret: string;
  /** The waits before each retry of a failed delivery (Stripe backs off over days; tests cannot). */
  retryDelaysMs: readonly number[];
}

/** How long an endpoint may take to answer before the delivery counts as failed. */
const ANSWER_TIMEOUT_MS = 10_000;

export class WebhookSender {
  private url: string | null;
  private held: FakeEvent[] | null = null;
  private readonly sent: WebhookDelivery[] = [];
  private readonly running = new Set<Promise<unknown>>();
  private readonly stop = new AbortController();

  constructor(private readonly options: WebhookSenderOptions) {
    this.url = options.url;
  }

  setUrl(url: string | null): void {
    this.url = url;
  }

  hasEndpoint(): boolean {
    return this.url !== null;
  }

  /** Delivers the event now, or queues it while deliveries are held. */
  send(event: FakeEvent): void {
    if (this.url === null) return;
    if (this.held) this.held.push(event);
    else this.track(this.deliver(event, false));
  }

  hold(): void {
    this.held ??= [];
  }

  /**
   * Stops holding and delivers the queued events one after another (each first attempt answered
   * before the next is sent, so the endpoint sees them in this order); retries follow on their own.
   */
  async release(order: 'as-emitted' | 'reversed' = 'as-emitted'): Promise<WebhookDelivery[]> {
    const queued = this.held ?? [];
    this.held = null;
    if (order === 'reversed') queued.reverse();
    const firstAttempts: WebhookDelivery[] = [];
    for (const event of queued) firstAttempts.push(await this.track(this.deliver(event, false)));
    return firstAttempts;
  }

  /** Sends an event again, as Stripe may: the same event id, a fresh signature. */
  redeliver(event: FakeEvent): Promise<WebhookDelivery> {
    return this.track(this.deliver(event, true));
  }

  deliveries(): WebhookDelivery[] {
    return [...this.sent];
  }

  /** Resolves once no delivery or retry is under way. */
  async settled(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }

  /** Abandons waiting retries and answers not yet received. */
  close(): void {
    this.stop.abort();
  }

  private track<T>(work: Promise<T>): Promise<T> {
    this.running.add(work);
    void work.finally(() => this.running.delete(work)).catch(() => {});
    return work;
  }

  /** The first attempt's delivery; failed attempts are retried in the background. */
  private async deliver(event: FakeEvent, redelivery: boolean): Promise<WebhookDelivery> {
    const first = await this.attempt(event, 1, redelivery);
    if (!isSuccess(first)) this.track(this.retry(event, redelivery));
    return first;
  }

  private async retry(event: FakeEvent, redelivery: boolean): Promise<void> {
    for (const [index, delay] of this.options.retryDelaysMs.entries()) {
      try {
        await sleep(delay, undefined, { signal: this.stop.signal });
      } catch {
        return;
      }
      if (isSuccess(await this.attempt(event, index + 2, redelivery))) return;
    }
  }

  private async attempt(event: FakeEvent, attempt: number, redelivery: boolean): Promise<WebhookDelivery> {
    const url = this.url;
    // Stripe sends the event as pretty-printed JSON; the signature covers these exact bytes.
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: this.options.secret });
    const delivery: WebhookDelivery = {
      eventId: event.id,
      type: event.type,
      url: url ?? '',
      attempt,
      redelivery,
      status: null,
      error: null,
      payload,
      signature,
      at: new Date().toISOString(),
    };
    if (url === null) {
      delivery.error = 'No webhook endpoint is set.';
    } else {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json; charset=utf-8',
            'Stripe-Signature': signature,
            'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'Cache-Control': 'no-cache',
          },
          body: payload,
          // Stripe treats a redirect as a failed delivery.
          redirect: 'manual',
          signal: AbortSignal.any([this.stop.signal, AbortSignal.timeout(ANSWER_TIMEOUT_MS)]),
        });
        delivery.status = response.status;
        await response.body?.cancel();
      } catch (error) {
        delivery.error = error instanceof Error ? error.message : String(error);
      }
    }
    this.sent.push(delivery);
    return delivery;
  }
}

const isSuccess = (delivery: WebhookDelivery) =>
  delivery.status !== null && delivery.status >= 200 && delivery.status < 300;
