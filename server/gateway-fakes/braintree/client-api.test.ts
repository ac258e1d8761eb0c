// The browser side over plain HTTP: the client API the Drop-in stand-in's frame calls (typed test
// cards become nonces the gateway charges or declines; PayPal approval), and the served Drop-in assets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BraintreeFake } from './braintree-fake';
import { type SdkGateway, startWithSdk } from './testing-sdk';

/** The parts of the client API's answers the tests read. */
interface ClientApiReply {
  creditCards: { nonce: string; details: Record<string, string> }[];
  paypalAccounts: { nonce: string }[];
  paymentResource: { redirectUrl: string; paymentToken: string };
  fieldErrors: { fieldErrors: { code: string }[] }[];
}

let fake: BraintreeFake;
let gateway: SdkGateway;
let clientApiUrl: string;
let fingerprint: string;

beforeAll(async () => {
  ({ fake, gateway } = await startWithSdk());
  const token = JSON.parse(
    Buffer.from((await gateway.clientToken.generate({})).clientToken, 'base64').toString(),
  );
  clientApiUrl = token.clientApiUrl;
  fingerprint = token.authorizationFingerprint;
});
afterAll(() => fake.close());

async function clientApi(path: string, body: object, authorizationFingerprint = fingerprint) {
  const response = await fetch(`${clientApiUrl}/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, authorizationFingerprint }),
  });
  return { status: response.status, body: (await response.json()) as ClientApiReply };
}

const tokenize = (number: string, expirationDate = '12/30', cvv = '123') =>
  clientApi('payment_methods/credit_cards', { creditCard: { number, expirationDate, cvv } });

const charge = (nonce: string) =>
  gateway.transaction.sale({
    amount: '30.00',
    paymentMethodNonce: nonce,
    options: { submitForSettlement: true },
  });

describe('client API', () => {
  it('answers only a fingerprint of this merchant’s keys', async () => {
    const config = await fetch(
      `${clientApiUrl}/v1/configuration?authorizationFingerprint=${encodeURIComponent(fingerprint)}&configVersion=3`,
    );
    expect(config.status).toBe(200);
    expect(await config.json()).toMatchObject({ clientApiUrl, paypalEnabled: true });
    const [header, claims] = fingerprint.split('.');
    const forged = await clientApi(
      'payment_methods/credit_cards',
      { creditCard: { number: '4111111111111111', expirationDate: '12/30' } },
      `${header}.${claims}.forged`,
    );
    expect(forged.status).toBe(401);
  });

  it('4111 1111 1111 1111 becomes a nonce the gateway approves, once', async () => {
    const { status, body } = await tokenize('4111 1111 1111 1111');
    expect(status).toBe(201);
    const card = body.creditCards[0]!;
    expect(card).toMatchObject({
      type: 'CreditCard',
      details: { cardType: 'Visa', lastFour: '1111', bin: '411111' },
    });
    const result = await charge(card.nonce);
    expect(result.success).toBe(true);
    expect(result.transaction.creditCard.last4).toBe('1111');
    const again = await charge(card.nonce);
    expect(again.errors.deepErrors().map((error) => error.code)).toEqual(['91564']);
  });

  it('4000 1111 1111 1115 becomes a nonce the processor declines (2000)', async () => {
    const { body } = await tokenize('4000111111111115');
    const result = await charge(body.creditCards[0]!.nonce);
    expect(result.success).toBe(false);
    expect(result.transaction).toMatchObject({ status: 'processor_declined', processorResponseCode: '2000' });
  });

  it('refuses a number failing Luhn (81715), one that is no test card (81717), a bad expiry or CVV', async () => {
    const codeOf = async (reply: ReturnType<typeof tokenize>) => {
      const { status, body } = await reply;
      expect(status).toBe(422);
      return body.fieldErrors[0]!.fieldErrors[0]!.code;
    };
    expect(await codeOf(tokenize('4111111111111112'))).toBe('81715');
    expect(await codeOf(tokenize('4242424242424242'))).toBe('81717');
    expect(await codeOf(tokenize('4111111111111111', '13/30'))).toBe('81710');
    expect(await codeOf(tokenize('378282246310005', '12/30', '123'))).toBe('81707');
  });

  it('a PayPal checkout approved on the PayPal page becomes a nonce for a PayPal sale', async () => {
    const frameUrl = `${fake.url}/web/dropin/1.43.0/html/dropin-frame.html?channel=abc`;
    const started = await clientApi('paypal_hermes/create_payment_resource', {
      amount: '30.00',
      currencyIsoCode: 'USD',
      returnUrl: `${frameUrl}&paypal_return=1`,
      cancelUrl: `${frameUrl}&paypal_cancel=1`,
      experienceProfile: { localeCode: 'id_ID' },
    });
    const { redirectUrl, paymentToken } = started.body.paymentResource;
    const page = await (await fetch(redirectUrl)).text();
    expect(page).toContain('<html lang="id"');
    expect(page).toContain('Setujui');
    expect(page).toContain('30.00 USD');

    const approved = await fetch(`${fake.url}/checkoutnow`, {
      method: 'POST',
      body: new URLSearchParams({ token: paymentToken, decision: 'approve' }),
      redirect: 'manual',
    });
    expect(approved.status).toBe(303);
    const back = new URL(approved.headers.get('location')!);
    expect(back.searchParams.get('paypal_return')).toBe('1');
    expect(back.searchParams.get('token')).toBe(paymentToken);

    const tokenized = await clientApi('payment_methods/paypal_accounts', {
      paypalAccount: { paymentToken, payerId: back.searchParams.get('PayerID') },
    });
    expect(tokenized.status).toBe(201);
    const result = await charge(tokenized.body.paypalAccounts[0]!.nonce);
    expect(result.transaction).toMatchObject({ paymentInstrumentType: 'paypal_account', status: 'settling' });
  });

  it('a cancelled PayPal checkout goes back to the cancel URL and cannot be tokenized', async () => {
    const started = await clientApi('paypal_hermes/create_payment_resource', {
      amount: '5.00',
      currencyIsoCode: 'USD',
      returnUrl: `${fake.url}/back?ok=1`,
      cancelUrl: `${fake.url}/back?cancelled=1`,
    });
    const { paymentToken } = started.body.paymentResource;
    const cancelled = await fetch(`${fake.url}/checkoutnow`, {
      method: 'POST',
      body: new URLSearchParams({ token: paymentToken, decision: 'cancel' }),
      redirect: 'manual',
    });
    expect(cancelled.headers.get('location')).toContain('cancelled=1');
    const tokenized = await clientApi('payment_methods/paypal_accounts', {
      paypalAccount: { paymentToken, payerId: 'PAYER0123456789' },
    });
    expect(tokenized.status).toBe(422);
  });
});

describe('Drop-in assets', () => {
  it('serve the Drop-in script at Braintree’s path, with the frame titles filled in', async () => {
    const response = await fetch(`${fake.url}/web/dropin/1.43.0/js/dropin.min.js`);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    const script = await response.text();
    expect(script).not.toContain('__FRAME_TITLES__');
    expect(script).toContain('Borang pembayaran selamat');
  });

  it('serve the card frame in the merchant’s locale, English for one it does not know', async () => {
    const frame = (locale: string) =>
      fetch(`${fake.url}/web/dropin/1.43.0/html/dropin-frame.html?locale=${locale}`).then((response) =>
        response.text(),
      );
    const malay = await frame('ms_MY');
    expect(malay).toContain('<html lang="ms"');
    expect(malay).toContain('<label for="card-number">Nombor Kad</label>');
    expect(await frame('id_ID')).toContain('Nomor Kartu');
    expect(await frame('fr_FR')).toContain('Card Number');
  });
});
