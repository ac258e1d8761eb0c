/**
 * What happens when a payment gets its answer: the status is recorded and the result is posted
 * server to server (callback URL with nbcb=1, the notification URL with nbcb=2). A payment that
 * ends pending ('22') gets its final status later, by the fake's control or, for the
 * pendingThenSettle outcome, by itself after a delay — as FPX's late bank answers do.
 */
import type { Callbacks, SentCallback } from './callbacks';
import type { Outcome, Payment, PaymentStatus, Payments } from './payments';

export interface ResultSettings {
  /** Where every result is also posted with nbcb=2 (set in Razer's merchant portal). */
  readonly notificationUrl: string | null;
  /** How long a pendingThenSettle payment stays pending. */
  readonly pendingSettleMs: number;
}

export class Results {
  /** How the next payments end; set by the fake's controls. */
  outcome: Outcome = '00';
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly payments: Payments,
    private readonly callbacks: Callbacks,
    private readonly settings: ResultSettings,
  ) {}

  /** The buyer paid (or cancelled) on the page; returns the status the browser is sent back with. */
  async pay(payment: Payment, channel: string): Promise<PaymentStatus> {
    const outcome = this.outcome;
    await this.record(payment, outcome === 'pendingThenSettle' ? '22' : outcome, channel);
    if (outcome === 'pendingThenSettle') {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (payment.status === '22') void this.record(payment, '00', channel);
      }, this.settings.pendingSettleMs);
      timer.unref();
      this.timers.add(timer);
    }
    return payment.status!;
  }

  async cancel(payment: Payment): Promise<void> {
    await this.record(payment, '11', payment.channel ?? '', true);
  }

  /** Gives a pending payment its final status and posts it. */
  async settlePending(payment: Payment, status: '00' | '11'): Promise<SentCallback[]> {
    if (payment.status !== '22')
      throw new Error(`Payment ${payment.tranID} is not pending (status ${payment.status})`);
    return this.record(payment, status, payment.channel ?? '');
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private async record(
    payment: Payment,
    status: PaymentStatus,
    channel: string,
    cancelled = false,
  ): Promise<SentCallback[]> {
    this.payments.settle(payment, status, channel, cancelled);
    const fields = this.payments.resultFields(payment);
    const posts: Promise<SentCallback>[] = [];
    if (payment.callbackUrl) posts.push(this.callbacks.send('callback', payment.callbackUrl, fields));
    if (this.settings.notificationUrl)
      posts.push(this.callbacks.send('notification', this.settings.notificationUrl, fields));
    return Promise.all(posts);
  }
}
