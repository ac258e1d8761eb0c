// For the fake's tests: a started fake, the official SDK pointed at it, a webhook endpoint that
// verifies each delivery with the SDK's constructEvent, and calls made as Stripe.js makes them
// (publishable key, client secret, card details in bracket notation).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type StripeFake, type StripeFakeOptions, startStripeFake } from './stripe-fake';

export const KEYS = {
  secretKey: 'sk_test_51KelasFakeSecretKey0000000000',
  publishableKey: 'pk_test_51KelasFakePublishableKey000000',
  webhookSecret: 'whsec_kelasFakeWebhookSecret',
};

export interface WebhookInbox {
  url: string;
  /** Deliveries whose signature verified, as constructEvent returned them, in arrival order. */
  events: Stripe.Event[];
  /** Deliveries whose signature did not verify. */
  rejected: string[];
  /** Statuses to answer the next deliveries with, in order; 200 once they run out. */
  answers: number[];
  /** The first verified event of this type (waiting up to 5 s for it). */
  waitFor(type: string, count?: number): Promise<Stripe.Event[]>;
  close(): Promise<void>;
}

export async function startWebhookInbox(stripe: Stripe): Promise<WebhookInbox> {
  const inbox: Omit<WebhookInbox, 'url' | 'close' | 'waitFor'> = { events: [], rejected: [], answers: [] };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = inbox.answers.shift() ?? 200;
      if (status === 200) {
        const raw = Buffer.concat(chunks);
        try {
          const header = request.headers['stripe-signature'] as string;
          inbox.events.push(stripe.webhooks.constructEvent(raw, header, KEYS.webhookSecret));
        } catch (error) {
          inbox.rejected.push(String(error));
        }
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    ...inbox,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/stripe`,
    async waitFor(type, count = 1) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const found = inbox.events.filter((event) => event.type === type);
        if (found.length >= count) return found;
        if (Date.now() > deadline) throw new Error(`No ${count} × ${type} webhook within 5 s`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the JSON of any endpoint, which each test reads as it expects.
type Json = any;

export interface Kit {
  fake: StripeFake;
  stripe: Stripe;
  inbox: WebhookInbox;
  close(): Promise<void>;
}

/** A fake with webhooks to a verifying inbox, and the SDK pointed at it as Kelas's server points it. */
export async function startKit(options: Partial<StripeFakeOptions> = {}): Promise<Kit> {
  const probe = new Stripe(KEYS.secretKey);
  const inbox = await startWebhookInbox(probe);
  const fake = await startStripeFake({
    ...KEYS,
    webhookUrl: inbox.url,
    webhookRetryDelaysMs: [20, 20, 20],
    ...options,
  });
  const stripe = new Stripe(KEYS.secretKey, { host: '127.0.0.1', port: fake.port, protocol: 'http' });
  return {
    fake,
    stripe,
    inbox,
    async close() {
      await fake.close();
      await inbox.close();
    },
  };
}

/** A call as Stripe.js makes it: the publishable key and a form body in bracket notation. */
export async function browserCall(
  fake: StripeFake,
  method: 'GET' | 'POST',
  path: string,
  form: Record<string, string>,
): Promise<{ status: number; body: Json }> {
  const query = new URLSearchParams(form).toString();
  const response = await fetch(`${fake.url}${path}${method === 'GET' ? `?${query}` : ''}`, {
    method,
    headers: {
      Authorization: `Bearer ${KEYS.publishableKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    ...(method === 'POST' ? { body: query } : {}),
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** The card fields of a confirmation, as the Payment Element posts them. */
export const cardData = (number: string, overrides: Record<string, string> = {}) => ({
  'payment_method_data[type]': 'card',
  'payment_method_data[card][number]': number,
  'payment_method_data[card][exp_month]': '12',
  'payment_method_data[card][exp_year]': String(new Date().getFullYear() + 2),
  'payment_method_data[card][cvc]': '123',
  ...overrides,
});

/** Confirms an intent as the Payment Element does, with card (or other) fields. */
export function confirmInBrowser(
  fake: StripeFake,
  intent: { id: string; client_secret: string | null },
  fields: Record<string, string>,
) {
  const kind = intent.id.startsWith('pi_') ? 'payment_intents' : 'setup_intents';
  return browserCall(fake, 'POST', `/v1/${kind}/${intent.id}/confirm`, {
    client_secret: intent.client_secret!,
    return_url: 'https://kelas.test/checkout/done',
    ...fields,
  });
}
