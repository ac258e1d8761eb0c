// The MOLPay fake's hosted payment flow as a merchant meets it: the vcode check, the signed result
// posted back by the browser and to the callback URL (skeys recomputed here from Razer's formula),
// failure, cancel, pending then settled, and the callbacks' acknowledgement, retries and redelivery.
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type MolpayFake, molpaySkey, molpayVcode, startMolpayFake } from './molpay-fake';
import { formAction, hiddenFields, postForm, startTestMerchant, type TestMerchant } from './testing-merchant';

const KEYS = {
  merchantId: 'SB_kelas',
  verifyKey: 'verify0123456789abcdef',
  secretKey: 'secret0123456789abcdef',
};
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Razer's skey, written out here independently of the fake's helper. */
function expectedSkey(fields: Record<string, string>): string {
  const pre = md5(
    `${fields.tranID}${fields.orderid}${fields.status}${fields.domain}${fields.amount}${fields.currency}`,
  );
  return md5(`${fields.paydate}${fields.domain}${pre}${fields.appcode}${KEYS.secretKey}`);
}

let fake: MolpayFake;
let merchant: TestMerchant;
let orderNumber = 0;

beforeAll(async () => {
  merchant = await startTestMerchant();
  fake = await startMolpayFake({
    ...KEYS,
    merchantName: 'Kelas Academy',
    pendingSettleMs: 50,
    callbackRetry: { delayMs: 30, retries: 2 },
  });
});
afterAll(async () => {
  await fake.close();
  await merchant.close();
});
afterEach(() => {
  fake.setOutcome('00');
  merchant.answer = 'CBTOKEN:MPSTATOK';
  merchant.posts.length = 0;
});

function order(overrides: Record<string, string> = {}): Record<string, string> {
  orderNumber += 1;
  const fields = {
    amount: '12.34',
    orderid: `KLS-${orderNumber}`,
    bill_name: 'Nur Aisyah',
    bill_email: 'aisyah@example.com',
    bill_mobile: '0123456789',
    bill_desc: 'Course: Introduction to Statistics',
    country: 'MY',
    currency: 'MYR',
    returnurl: `${merchant.url}/payments/molpay/return`,
    callbackurl: `${merchant.url}/payments/molpay/callback`,
    cancelurl: `${merchant.url}/payments/molpay/cancel`,
    langcode: 'en',
    ...overrides,
  };
  return {
    ...fields,
    vcode: md5(`${fields.amount}${KEYS.merchantId}${fields.orderid}${KEYS.verifyKey}`),
    ...overrides,
  };
}

/** The buyer opens the page with `fields`, picks `channel` and presses the button. */
async function payOnPage(fields: Record<string, string>, action = 'pay', channel = 'fpx_mb2u') {
  const page = await postForm(`${fake.url}/MOLPay/pay/${KEYS.merchantId}/`, fields);
  expect(page.html).toContain('name="channel"');
  const tranID = hiddenFields(page.html).tranID!;
  return postForm(`${fake.url}${formAction(page.html)}`, { tranID, channel, action });
}

const callbacksTo = (path: string) => merchant.posts.filter((post) => post.path === path);

describe('the vcode', () => {
  it('the helpers compute Razer’s vcode and skey', () => {
    expect(molpayVcode({ amount: '12.34', merchantId: 'm', orderid: 'o' }, 'v')).toBe(md5('12.34mov'));
    expect(molpayVcode({ amount: '12.34', merchantId: 'm', orderid: 'o', currency: 'MYR' }, 'v')).toBe(
      md5('12.34movMYR'),
    );
    const fields = {
      tranID: '1',
      orderid: 'o',
      status: '00',
      domain: 'm',
      amount: '1.00',
      currency: 'MYR',
      paydate: '2024-01-01 00:00:00',
      appcode: '123456',
    };
    expect(molpaySkey(fields, KEYS.secretKey)).toBe(expectedSkey(fields));
  });

  it('a wrong vcode gets Razer’s refusal and no payment', async () => {
    const before = fake.payments().length;
    const page = await postForm(
      `${fake.url}/MOLPay/pay/${KEYS.merchantId}/`,
      order({ vcode: md5('forged') }),
    );
    expect(page.html).toContain('Your payment info format is not correct !');
    expect(page.html).not.toContain('name="channel"');
    expect(fake.payments()).toHaveLength(before);
  });

  it('a vcode over another amount is refused too, and an unknown merchant is refused', async () => {
    const signed = order();
    const page = await postForm(`${fake.url}/MOLPay/pay/${KEYS.merchantId}/`, { ...signed, amount: '1.00' });
    expect(page.html).toContain('Your payment info format is not correct !');
    const stranger = await postForm(`${fake.url}/RMS/pay/SB_other/`, order());
    expect(stranger.html).toContain('Merchant account issue');
  });

  it('the page opens by GET on /RMS/pay/ as well, showing the merchant, order and amount', async () => {
    const response = await fetch(`${fake.url}/RMS/pay/${KEYS.merchantId}/?${new URLSearchParams(order())}`);
    const html = await response.text();
    expect(html).toContain('Payment to Kelas Academy');
    expect(html).toContain(`KLS-${orderNumber}`);
    expect(html).toContain('MYR 12.34');
    expect(html).toContain('Maybank2u');
    expect(html).toContain('Touch &#39;n Go eWallet');
  });

  it('with the extended vcode on, only the vcode with the currency passes', async () => {
    const extended = await startMolpayFake({ ...KEYS, extendedVcode: true });
    try {
      const fields = order();
      const path = `${extended.url}/MOLPay/pay/${KEYS.merchantId}/`;
      expect((await postForm(path, fields)).html).toContain('Your payment info format is not correct !');
      const vcode = md5(`${fields.amount}${KEYS.merchantId}${fields.orderid}${KEYS.verifyKey}MYR`);
      expect((await postForm(path, { ...fields, vcode })).html).toContain('name="channel"');
    } finally {
      await extended.close();
    }
  });

  it('pages speak Malay and Indonesian by langcode', async () => {
    const malay = await postForm(`${fake.url}/MOLPay/pay/${KEYS.merchantId}/`, order({ langcode: 'ms' }));
    expect(malay.html).toContain('<html lang="ms"');
    expect(malay.html).toContain('Perbankan dalam talian (FPX)');
    const indonesian = await postForm(
      `${fake.url}/MOLPay/pay/${KEYS.merchantId}/`,
      order({ langcode: 'id' }),
    );
    expect(indonesian.html).toContain('Pilih cara pembayaran');
  });
});

describe('paying', () => {
  it('posts the signed result back through the browser and to the callback URL', async () => {
    const fields = order();
    const back = await payOnPage(fields);
    expect(formAction(back.html)).toBe(fields.returnurl);
    const returned = hiddenFields(back.html);
    expect(returned).toMatchObject({
      orderid: fields.orderid,
      status: '00',
      domain: KEYS.merchantId,
      amount: '12.34',
      currency: 'MYR',
      channel: 'fpx_mb2u',
      error_code: '',
      error_desc: '',
    });
    expect(returned.tranID).toMatch(/^\d+$/);
    expect(returned.paydate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(returned.appcode).toMatch(/^\d{6}$/);
    expect(returned.skey).toBe(expectedSkey(returned));
    expect(returned).not.toHaveProperty('nbcb');

    const [callback] = callbacksTo('/payments/molpay/callback');
    expect(callback?.fields).toEqual({ ...returned, nbcb: '1' });
    expect(fake.callbacks().at(-1)?.state).toBe('acknowledged');
    expect(fake.payment(returned.tranID!)).toMatchObject({ status: '00', channel: 'fpx_mb2u' });
  });

  it('a failed payment comes back with status 11 and the error', async () => {
    fake.setOutcome('11');
    const returned = hiddenFields((await payOnPage(order(), 'pay', 'TNG-EWALLET')).html);
    expect(returned).toMatchObject({ status: '11', channel: 'TNG-EWALLET', appcode: '' });
    expect(returned.error_desc).not.toBe('');
    expect(returned.skey).toBe(expectedSkey(returned));
    expect(callbacksTo('/payments/molpay/callback')[0]?.fields.status).toBe('11');
  });

  it('cancelling posts status 11 to the cancel URL', async () => {
    const fields = order();
    const back = await payOnPage(fields, 'cancel');
    expect(formAction(back.html)).toBe(fields.cancelurl);
    const returned = hiddenFields(back.html);
    expect(returned.status).toBe('11');
    expect(returned.skey).toBe(expectedSkey(returned));
  });

  it('Pay without a channel shows the page again with an alert', async () => {
    const page = await postForm(`${fake.url}/MOLPay/pay/${KEYS.merchantId}/`, order());
    const again = await postForm(`${fake.url}${formAction(page.html)}`, {
      tranID: hiddenFields(page.html).tranID!,
      action: 'pay',
    });
    expect(again.status).toBe(422);
    expect(again.html).toContain('role="alert"');
    expect(again.html).toContain('Choose a bank or e-wallet.');
  });

  it('a payment is answered once', async () => {
    const page = await postForm(`${fake.url}/MOLPay/pay/${KEYS.merchantId}/`, order());
    const form = { tranID: hiddenFields(page.html).tranID!, action: 'pay', channel: 'fpx_cimbclicks' };
    await postForm(`${fake.url}${formAction(page.html)}`, form);
    expect((await postForm(`${fake.url}${formAction(page.html)}`, form)).status).toBe(409);
  });

  it('pendingThenSettle: status 22 first, a 00 callback a little later', async () => {
    fake.setOutcome('pendingThenSettle');
    const returned = hiddenFields((await payOnPage(order())).html);
    expect(returned.status).toBe('22');
    expect(returned.skey).toBe(expectedSkey(returned));
    await vi.waitFor(() => expect(callbacksTo('/payments/molpay/callback')).toHaveLength(2));
    const [pending, settled] = callbacksTo('/payments/molpay/callback');
    expect(pending?.fields.status).toBe('22');
    expect(settled?.fields).toMatchObject({ status: '00', tranID: returned.tranID, nbcb: '1' });
    expect(settled?.fields.skey).toBe(expectedSkey(settled!.fields));
  });

  it('a pending payment (22) waits until the fake settles it', async () => {
    fake.setOutcome('22');
    const returned = hiddenFields((await payOnPage(order())).html);
    expect(fake.payment(returned.tranID!)?.status).toBe('22');
    await fake.settlePending(returned.tranID!, '11');
    const last = callbacksTo('/payments/molpay/callback').at(-1)!;
    expect(last.fields).toMatchObject({ status: '11', tranID: returned.tranID });
    await expect(fake.settlePending(returned.tranID!)).rejects.toThrow(/not pending/);
  });
});

describe('callbacks', () => {
  it('an unacknowledged callback is retried, then left', async () => {
    merchant.answer = 'OK';
    await payOnPage(order());
    await vi.waitFor(() => expect(callbacksTo('/payments/molpay/callback')).toHaveLength(3));
    const sent = fake.callbacks().at(-1)!;
    expect(sent.state).toBe('unacknowledged');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(callbacksTo('/payments/molpay/callback')).toHaveLength(3);
  });

  it('redeliver posts the same result again', async () => {
    await payOnPage(order());
    const sent = fake.callbacks().at(-1)!;
    await fake.redeliver(sent.id);
    const posts = callbacksTo('/payments/molpay/callback');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.fields).toEqual(posts[0]?.fields);
  });

  it('held callbacks wait and go out in the order asked for', async () => {
    fake.holdCallbacks();
    const first = hiddenFields((await payOnPage(order())).html);
    const second = hiddenFields((await payOnPage(order())).html);
    expect(callbacksTo('/payments/molpay/callback')).toHaveLength(0);
    await fake.releaseCallbacks({ order: 'reversed' });
    expect(callbacksTo('/payments/molpay/callback').map((post) => post.fields.tranID)).toEqual([
      second.tranID,
      first.tranID,
    ]);
  });

  it('the controls answer as JSON under /__fake/ too', async () => {
    const control = (path: string, body: object) =>
      fetch(`${fake.url}/__fake/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await control('outcome', { outcome: '22' });
    const returned = hiddenFields((await payOnPage(order())).html);
    expect(returned.status).toBe('22');
    expect((await control(`payments/${returned.tranID}/settle`, { status: '00' })).status).toBe(200);
    const payment = await (await fetch(`${fake.url}/__fake/payments/${returned.tranID}`)).json();
    expect(payment).toMatchObject({ status: '00', amount: '12.34' });
    expect((await control('outcome', { outcome: 'x' })).status).toBe(400);
  });
});
