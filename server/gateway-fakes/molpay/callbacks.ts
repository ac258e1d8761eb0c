/**
 * Razer's server-to-server posts of a payment result: to the request's callback URL (`nbcb=1`,
 * acknowledged when the merchant answers "CBTOKEN:MPSTATOK") and to the merchant's notification URL
 * (`nbcb=2`, acknowledged by the merchant posting the fields back to returnipn.php). Like Razer's
 * IPN, an unacknowledged post is retried (every 15 minutes, up to 4 times, unless told otherwise).
 * Posts can be held and released in another order, and redelivered, to test idempotence.
 */
import { randomUUID } from 'node:crypto';

export const CALLBACK_ACK = 'CBTOKEN:MPSTATOK';

export interface CallbackAttempt {
  readonly at: Date;
  /** The merchant's HTTP status, or null when the request failed. */
  readonly status: number | null;
  readonly body: string | null;
  readonly error: string | null;
}

export interface SentCallback {
  readonly id: string;
  /** callback: nbcb=1 to the request's callbackurl; notification: nbcb=2 to the notification URL. */
  readonly kind: 'callback' | 'notification';
  readonly url: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly createdAt: Date;
  state: 'held' | 'unacknowledged' | 'acknowledged';
  readonly attempts: CallbackAttempt[];
}

export interface RetryPolicy {
  readonly delayMs: number;
  readonly retries: number;
}

export class Callbacks {
  private readonly sent: SentCallback[] = [];
  private held: SentCallback[] | null = null;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly retry: RetryPolicy) {}

  list(): readonly SentCallback[] {
    return this.sent;
  }

  /** Posts (or holds) one result; resolves once the first attempt was answered. */
  async send(kind: SentCallback['kind'], url: string, fields: Record<string, string>): Promise<SentCallback> {
    const callback: SentCallback = {
      id: randomUUID(),
      kind,
      url,
      fields: { ...fields, nbcb: kind === 'callback' ? '1' : '2' },
      createdAt: new Date(),
      state: 'unacknowledged',
      attempts: [],
    };
    this.sent.push(callback);
    if (this.held) {
      callback.state = 'held';
      this.held.push(callback);
    } else await this.deliver(callback);
    return callback;
  }

  hold(): void {
    this.held ??= [];
  }

  /** Stops holding and posts what was held, one after another (each answered before the next). */
  async release(order: 'as-emitted' | 'reversed' = 'as-emitted'): Promise<SentCallback[]> {
    const held = this.held ?? [];
    this.held = null;
    if (order === 'reversed') held.reverse();
    for (const callback of held) {
      callback.state = 'unacknowledged';
      await this.deliver(callback);
    }
    return held;
  }

  /** Posts one again at once, as Razer's IPN resend does. */
  async redeliver(id: string): Promise<SentCallback | undefined> {
    const callback = this.sent.find((candidate) => candidate.id === id);
    if (callback && callback.state !== 'held') await this.attempt(callback);
    return callback;
  }

  /** The merchant's IPN post (returnipn.php) acknowledges the notifications of that result. */
  acknowledgeIpn(fields: Readonly<Record<string, string>>): void {
    for (const callback of this.sent)
      if (
        callback.kind === 'notification' &&
        callback.fields.tranID === fields.tranID &&
        callback.fields.status === fields.status &&
        callback.fields.skey === fields.skey
      )
        callback.state = 'acknowledged';
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async deliver(callback: SentCallback): Promise<void> {
    await this.attempt(callback);
    this.scheduleRetry(callback);
  }

  private scheduleRetry(callback: SentCallback): void {
    if (callback.state !== 'unacknowledged' || callback.attempts.length > this.retry.retries) return;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (callback.state === 'unacknowledged') void this.deliver(callback);
    }, this.retry.delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  private async attempt(callback: SentCallback): Promise<void> {
    const at = new Date();
    try {
      const response = await fetch(callback.url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(callback.fields),
        signal: AbortSignal.timeout(10_000),
      });
      const body = await response.text();
      callback.attempts.push({ at, status: response.status, body, error: null });
      if (callback.kind === 'callback' && response.ok && body.includes(CALLBACK_ACK))
        callback.state = 'acknowledged';
    } catch (error) {
      callback.attempts.push({ at, status: null, body: null, error: String(error) });
    }
  }
}
