// The merchant APIs of the MOLPay fake: refunds (signature, amount left, bank details for online
// banking, pending until paid out), refund status, same-day reversal, status requery, and the IPN
// that acknowledges a notification-URL post.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MolpayFake, startMolpayFake } from './molpay-fake';
import { formAction, hiddenFields, postForm, startTestMerchant, type TestMerchant } from './testing-merchant';

const KEYS = { merchantId: 'SB_kelas', verifyKey: 'verify-key-abc', secretKey: 'secret-key-xyz' };
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

let fake: MolpayFake;
let merchant: TestMerchant;
let orderNumber = 0;

beforeAll(async () => {
  merchant = await startTestMerchant();
  fake = await startMolpayFake({ ...KEYS, notificationUrl: `${merchant.url}/payments/molpay/notify` });
});
afterAll(async () => {
  await fake.close();
  await merchant.close();
});

/** A captured payment of `amount` through `channel`; its returned fields. */
async function paid(amount: string, channel: string): Promise<Record<string, string>> {
  orderNumber += 1;
  const orderid = `KLS-R${orderNumber}`;
  const page = await postForm(`${fake.url}/MOLPay/pay/${KEYS.merchantId}/`, {
    amount,
    orderid,
    country: 'MY',
    returnurl: `${merchant.url}/return`,
    vcode: md5(`${amount}${KEYS.merchantId}${orderid}${KEYS.verifyKey}`),
  });
  const back = await postForm(`${fake.url}${formAction(page.html)}`, {
    tranID: hiddenFields(page.html).tranID!,
    channel,
    action: 'pay',
  });
  return hiddenFields(back.html);
}

async function refund(fields: Record<string, string>): Promise<Record<string, string>> {
  const request: Record<string, string> = { RefundType: 'P', MerchantID: KEYS.merchantId, ...fields };
  const Signature =
    fields.Signature ??
    md5(
      `${request.RefundType}${request.MerchantID}${request.RefID}${request.TxnID}${request.Amount}${KEYS.secretKey}`,
    );
  const response = await fetch(`${fake.url}/RMS/API/refundAPI/index.php`, {
    method: 'POST',
    body: new URLSearchParams({ ...request, Signature }),
  });
  return (await response.json()) as Record<string, string>;
}

function responseSignatureOk(answer: Record<string, string>): boolean {
  const { RefundType, MerchantID, RefID, RefundID, TxnID, Amount, Status } = answer;
  return (
    answer.Signature ===
    md5(`${RefundType}${MerchantID}${RefID}${RefundID}${TxnID}${Amount}${Status}${KEYS.secretKey}`)
  );
}

describe('refunds', () => {
  it('an e-wallet payment is refunded in parts at once, never beyond what was paid', async () => {
    const payment = await paid('50.00', 'TNG-EWALLET');
    const first = await refund({ RefID: 'RF-1', TxnID: payment.tranID!, Amount: '20.00' });
    expect(first).toMatchObject({ RefundType: 'P', TxnID: payment.tranID, Amount: '20.00', Status: '00' });
    expect(first.RefundID).toMatch(/^\d+$/);
    expect(responseSignatureOk(first)).toBe(true);
    expect(await refund({ RefID: 'RF-2', TxnID: payment.tranID!, Amount: '30.01' })).toEqual({
      error_code: 'PR011',
      error_desc: 'Exceed refund amount for this transaction',
    });
    expect((await refund({ RefID: 'RF-1', TxnID: payment.tranID!, Amount: '1.00' })).error_code).toBe(
      'PR016',
    );
    expect((await refund({ RefID: 'RF-3', TxnID: payment.tranID!, Amount: '30.00' })).Status).toBe('00');
  });

  it('refuses a wrong signature, an unknown transaction, a missing field', async () => {
    const payment = await paid('10.00', 'GrabPay');
    expect(
      (await refund({ RefID: 'RF-4', TxnID: payment.tranID!, Amount: '1.00', Signature: md5('x') }))
        .error_code,
    ).toBe('PR008');
    expect((await refund({ RefID: 'RF-5', TxnID: '1', Amount: '1.00' })).error_code).toBe('PR009');
    expect((await refund({ TxnID: payment.tranID!, Amount: '1.00' })).error_code).toBe('PR003');
  });

  it('an online-banking refund needs the buyer’s bank account, stays pending, then is paid out and notified', async () => {
    const payment = await paid('80.00', 'fpx_pbb');
    expect((await refund({ RefID: 'RF-6', TxnID: payment.tranID!, Amount: '80.00' })).error_code).toBe(
      'PR014',
    );
    const pending = await refund({
      RefID: 'RF-7',
      TxnID: payment.tranID!,
      Amount: '80.00',
      BankCode: 'PBBEMYKL',
      BeneficiaryName: 'Nur Aisyah',
      BeneficiaryAccNo: '1234567890',
      notify_url: `${merchant.url}/refunds/notify`,
    });
    expect(pending.Status).toBe('22');

    const statusOf = async () => {
      const response = await fetch(`${fake.url}/RMS/API/refundAPI/q_by_txn.php`, {
        method: 'POST',
        body: new URLSearchParams({
          TxnID: payment.tranID!,
          MerchantID: KEYS.merchantId,
          Signature: md5(`${payment.tranID}${KEYS.merchantId}${KEYS.verifyKey}`),
        }),
      });
      return (await response.json()) as Record<string, string>[];
    };
    expect((await statusOf())[0]).toMatchObject({
      RefID: 'RF-7',
      RefundID: pending.RefundID,
      Status: 'pending',
    });
    await fake.completeRefund(pending.RefundID!);
    expect((await statusOf())[0]?.Status).toBe('success');
    const notice = merchant.posts.find((post) => post.path === '/refunds/notify')!;
    expect(notice.fields).toMatchObject({ RefundID: pending.RefundID, Status: '00', Amount: '80.00' });
    expect(responseSignatureOk(notice.fields)).toBe(true);
  });
});

describe('reversal', () => {
  it('voids a payment the same day, after which it cannot be refunded', async () => {
    const payment = await paid('15.00', 'ShopeePay');
    const reverse = (skey: string) =>
      fetch(`${fake.url}/RMS/API/refundAPI/refund.php`, {
        method: 'POST',
        body: new URLSearchParams({ txnID: payment.tranID!, domain: KEYS.merchantId, skey }),
      }).then(async (response) => (await response.json()) as Record<string, string>);
    expect((await reverse(md5('wrong'))).StatCode).toBe('12');
    expect(await reverse(md5(`${payment.tranID}${KEYS.merchantId}${KEYS.secretKey}`))).toEqual({
      TranID: payment.tranID,
      Domain: KEYS.merchantId,
      StatCode: '00',
    });
    expect((await refund({ RefID: 'RF-8', TxnID: payment.tranID!, Amount: '15.00' })).error_code).toBe(
      'PR010',
    );
  });
});

describe('status requery and IPN', () => {
  it('q_by_tid.php answers the status in lines signed by VrfKey', async () => {
    const payment = await paid('12.00', 'fpx_mb2u');
    const response = await fetch(
      `${fake.url}/MOLPay/q_by_tid.php?${new URLSearchParams({
        amount: '12.00',
        txID: payment.tranID!,
        domain: KEYS.merchantId,
        skey: md5(`${payment.tranID}${KEYS.merchantId}${KEYS.verifyKey}12.00`),
      })}`,
    );
    const lines = Object.fromEntries(
      (await response.text())
        .split('\n')
        .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
    );
    expect(lines).toMatchObject({
      StatCode: '00',
      StatName: 'captured',
      TranID: payment.tranID,
      Amount: '12.00',
    });
    expect(lines.VrfKey).toBe(md5(`12.00${KEYS.secretKey}${KEYS.merchantId}${payment.tranID}00`));
  });

  it('a notification-URL post (nbcb=2) is acknowledged by the merchant’s IPN post', async () => {
    const payment = await paid('9.00', 'BOOST');
    const notified = fake
      .callbacks()
      .find((sent) => sent.kind === 'notification' && sent.fields.tranID === payment.tranID)!;
    expect(notified.fields.nbcb).toBe('2');
    expect(notified.state).toBe('unacknowledged');
    const forged = await fetch(`${fake.url}/MOLPay/API/chkstat/returnipn.php`, {
      method: 'POST',
      body: new URLSearchParams({ ...notified.fields, amount: '1.00', treq: '1' }),
    });
    expect(await forged.text()).toBe('FAILED');
    const ipn = await fetch(`${fake.url}/MOLPay/API/chkstat/returnipn.php`, {
      method: 'POST',
      body: new URLSearchParams({ ...notified.fields, treq: '1' }),
    });
    expect(await ipn.text()).toBe('OK');
    expect(notified.state).toBe('acknowledged');
  });
});
