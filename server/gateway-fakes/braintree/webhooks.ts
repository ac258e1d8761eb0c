/**
 * Braintree webhooks: a `<notification>` document, base64-encoded in 60-character lines as the
 * gateway sends it (`bt_payload`), signed as the SDK's webhookTesting signs and its
 * webhookNotification.parse checks (`bt_signature` = "publicKey|" + HMAC-SHA1 keyed with the SHA-1
 * of the private key), POSTed as a form to the merchant's webhook URL. Deliveries can be held and
 * released in another order, and redelivered, to test a handler's idempotence.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { type XmlNode, xmlDocument } from './xml';

export interface WebhookDelivery {
  readonly at: Date;
  readonly url: string;
  /** The HTTP status the merchant answered, or null when the request failed. */
  readonly status: number | null;
  readonly error: string | null;
}

export interface SentNotification {
  readonly id: string;
  readonly kind: string;
  readonly subjectId: string;
  readonly createdAt: Date;
  readonly bt_signature: string;
  readonly bt_payload: string;
  /** held: waiting for release; unsent: no webhook URL yet; delivered: a 2xx answer; failed: any other. */
  state: 'held' | 'unsent' | 'delivered' | 'failed';
  readonly deliveries: WebhookDelivery[];
}

export interface ReleaseOptions {
  /** The order held notifications go out in: as they were made (default) or reversed. */
  readonly order?: 'as-emitted' | 'reversed';
}

export interface WebhookKeys {
  readonly publicKey: string;
  readonly privateKey: string;
}

/** Base64 in 60-character lines ending in a newline, as Ruby's Base64.encode64 writes it. */
function lineWrappedBase64(text: string): string {
  return `${(
    Buffer.from(text)
      .toString('base64')
      .match(/.{1,60}/g) ?? []
  ).join('\n')}\n`;
}

export function signPayload(keys: WebhookKeys, payload: string): string {
  const key = createHash('sha1').update(keys.privateKey).digest();
  return `${keys.publicKey}|${createHmac('sha1', key).update(payload).digest('hex')}`;
}

export class Webhooks {
  private readonly sent: SentNotification[] = [];
  private held: SentNotification[] | null = null;

  constructor(
    private readonly keys: WebhookKeys,
    private url: string | null,
  ) {}

  setUrl(url: string | null): void {
    this.url = url;
  }

  list(): readonly SentNotification[] {
    return this.sent;
  }

  /** Makes and sends one notification about `subject` (its root element name and content). */
  async notify(
    kind: string,
    subjectId: string,
    subject: readonly [root: string, node: XmlNode],
  ): Promise<SentNotification> {
    const createdAt = new Date();
    const payload = lineWrappedBase64(
      xmlDocument('notification', { timestamp: createdAt, kind, subject: { [subject[0]]: subject[1] } }),
    );
    const notification: SentNotification = {
      id: randomUUID(),
      kind,
      subjectId,
      createdAt,
      bt_signature: signPayload(this.keys, payload),
      bt_payload: payload,
      state: 'unsent',
      deliveries: [],
    };
    this.sent.push(notification);
    if (this.held) {
      notification.state = 'held';
      this.held.push(notification);
    } else await this.deliver(notification);
    return notification;
  }

  hold(): void {
    this.held ??= [];
  }

  /** Stops holding and delivers what was held, one after another (each answered before the next). */
  async release(options: ReleaseOptions = {}): Promise<SentNotification[]> {
    const held = this.held ?? [];
    this.held = null;
    if (options.order === 'reversed') held.reverse();
    for (const notification of held) await this.deliver(notification);
    return held;
  }

  async redeliver(id: string): Promise<SentNotification | undefined> {
    const notification = this.sent.find((candidate) => candidate.id === id);
    if (notification && notification.state !== 'held') await this.deliver(notification);
    return notification;
  }

  private async deliver(notification: SentNotification): Promise<void> {
    const url = this.url;
    if (!url) return;
    const at = new Date();
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'Braintree Webhooks' },
        body: new URLSearchParams({
          bt_signature: notification.bt_signature,
          bt_payload: notification.bt_payload,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      notification.deliveries.push({ at, url, status: response.status, error: null });
      notification.state = response.ok ? 'delivered' : 'failed';
    } catch (error) {
      notification.deliveries.push({ at, url, status: null, error: String(error) });
      notification.state = 'failed';
    }
  }
}
