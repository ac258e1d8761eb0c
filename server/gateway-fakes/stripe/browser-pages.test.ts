// The pages the browser gets from the fake, over HTTP: the FPX bank page and its redirect back,
// the Stripe.js script and the Payment Element frame (the real browser runs are e2e's).
import { Script } from 'node:vm';
import type Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserCall, confirmInBrowser, type Kit, startKit } from './fake-test-kit';

let kit: Kit;
beforeEach(async () => {
  kit = await startKit();
});
afterEach(() => kit.close());

const fpxIntent = () =>
  kit.stripe.paymentIntents.create({
    amount: 12_050,
    currency: 'myr',
    description: 'Kelas: Matematik Tingkatan 4',
    allowed_payment_method_types: ['card', 'fpx'],
  });

/** Confirms with FPX as the Payment Element does; the address of the bank page. */
async function sendToBank(intent: Stripe.PaymentIntent, bank = 'maybank2u') {
  const { status, body } = await confirmInBrowser(kit.fake, intent, {
    'payment_method_data[type]': 'fpx',
    'payment_method_data[fpx][bank]': bank,
  });
  expect(status).toBe(200);
  expect(body).toMatchObject({ status: 'requires_action', next_action: { type: 'redirect_to_url' } });
  return body.next_action.redirect_to_url.url as string;
}

describe('the FPX bank page', () => {
  it('names the bank and amount; authorising pays and returns with redirect_status=succeeded', async () => {
    const intent = await fpxIntent();
    const bankPage = await sendToBank(intent);
    expect(bankPage.startsWith(`${kit.fake.url}/fpx/authorize/`)).toBe(true);
    await kit.inbox.waitFor('payment_intent.requires_action');

    const page = await (await fetch(bankPage)).text();
    expect(page).toContain('Maybank2U');
    expect(page).toContain('RM120.50');
    expect(page).toContain('Authorise payment');
    expect(page).toContain('Fail payment');

    const answer = await fetch(bankPage, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=authorise',
    });
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get('location')!);
    expect(back.origin + back.pathname).toBe('https://kelas.test/checkout/done');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      payment_intent: intent.id,
      payment_intent_client_secret: intent.client_secret,
      redirect_status: 'succeeded',
    });
    const [event] = await kit.inbox.waitFor('payment_intent.succeeded');
    expect(event!.request).toEqual({ id: null, idempotency_key: null });
    const paid = await kit.stripe.paymentIntents.retrieve(intent.id, { expand: ['latest_charge'] });
    expect((paid.latest_charge as Stripe.Charge).payment_method_details).toMatchObject({
      type: 'fpx',
      fpx: { bank: 'maybank2u' },
    });
    // Used once: the page has expired.
    expect((await fetch(bankPage)).status).toBe(404);
  });

  it('failing the payment returns with redirect_status=failed and the intent waits for another method', async () => {
    const intent = await fpxIntent();
    const bankPage = await sendToBank(intent, 'cimb');
    expect(await (await fetch(bankPage)).text()).toContain('CIMB Clicks');
    const answer = await fetch(bankPage, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=fail',
    });
    expect(new URL(answer.headers.get('location')!).searchParams.get('redirect_status')).toBe('failed');
    await kit.inbox.waitFor('payment_intent.payment_failed');
    expect(await kit.stripe.paymentIntents.retrieve(intent.id)).toMatchObject({
      status: 'requires_payment_method',
      last_payment_error: { code: 'payment_intent_payment_attempt_failed' },
    });
  });

  it('expires when the intent is canceled, or confirmed again', async () => {
    const intent = await fpxIntent();
    const first = await sendToBank(intent);
    const second = await sendToBank(intent, 'public_bank');
    expect((await fetch(first)).status).toBe(404);
    expect(await (await fetch(second)).text()).toContain('Public Bank');
    await kit.stripe.paymentIntents.cancel(intent.id);
    expect((await fetch(second)).status).toBe(404);
  });

  it('is reached only with a return_url and a bank of FPX', async () => {
    const intent = await fpxIntent();
    const noReturn = await browserCall(kit.fake, 'POST', `/v1/payment_intents/${intent.id}/confirm`, {
      client_secret: intent.client_secret!,
      'payment_method_data[type]': 'fpx',
      'payment_method_data[fpx][bank]': 'rhb',
    });
    expect(noReturn.body.error).toMatchObject({ param: 'return_url' });
    const noBank = await confirmInBrowser(kit.fake, intent, {
      'payment_method_data[type]': 'fpx',
      'payment_method_data[fpx][bank]': 'bank_of_nowhere',
    });
    expect(noBank.body.error).toMatchObject({ param: 'payment_method_data[fpx][bank]' });
  });
});

describe('the Stripe.js stand-in and the Payment Element frame', () => {
  it('serves /v3/ as a script defining window.Stripe, for any page to load', async () => {
    const response = await fetch(`${kit.fake.url}/v3/`);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const source = await response.text();
    expect(() => new Script(source)).not.toThrow();
    expect(source).toContain(JSON.stringify(kit.fake.url));
    expect(source).toContain('window.Stripe = Stripe');
  });

  it('serves the frame with labelled fields in the locale asked for, under a nonce-based CSP', async () => {
    const frame = async (query: string, headers: Record<string, string> = {}) => {
      const response = await fetch(`${kit.fake.url}/elements/payment${query}`, { headers });
      return { html: await response.text(), policy: response.headers.get('content-security-policy')! };
    };
    const english = await frame('?locale=en');
    expect(english.html).toContain('<html lang="en">');
    for (const label of ['Card number', 'Expiration date', 'Security code', 'FPX Bank']) {
      expect(english.html).toMatch(new RegExp(`<label for="[a-z-]+">${label}</label>`));
    }
    expect(english.html).toContain('<option value="maybank2u">Maybank2U</option>');
    expect(english.html).toContain('role="alert"');
    const nonce = /script-src 'nonce-([^']+)'/.exec(english.policy)![1]!;
    expect(english.html).toContain(`<script nonce="${nonce}">`);
    const script = /<script nonce="[^"]+">([\s\S]*)<\/script>/.exec(english.html)![1]!;
    expect(() => new Script(script)).not.toThrow();

    expect((await frame('?locale=ms')).html).toContain('Nombor kad');
    expect((await frame('?locale=id-ID')).html).toContain('Nomor kartu');
    expect((await frame('?locale=auto', { 'Accept-Language': 'ms-MY,ms;q=0.9,en;q=0.8' })).html).toContain(
      '<html lang="ms">',
    );
    expect((await frame('?locale=fr')).html).toContain('<html lang="en">');
  });
});
