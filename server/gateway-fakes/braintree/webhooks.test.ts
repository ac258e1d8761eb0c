// The fake's webhooks as a merchant receives them: form posts the official SDK parses and whose
// tampering it detects, for settlement, disbursement and disputes; held, reordered and redelivered.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BraintreeFake } from './braintree-fake';
import { KEYS, type SdkGateway, startWithSdk } from './testing-sdk';
import { signPayload } from './webhooks';

interface Received {
  bt_signature: string;
  bt_payload: string;
}

let fake: BraintreeFake;
let gateway: SdkGateway;
let merchant: Server;
let received: Received[] = [];
let answerStatus = 200;

beforeAll(async () => {
  merchant = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = new URLSearchParams(body);
      received.push({
        bt_signature: form.get('bt_signature') ?? '',
        bt_payload: form.get('bt_payload') ?? '',
      });
      response.writeHead(answerStatus);
      response.end();
    });
  });
  await new Promise<void>((resolve) => merchant.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(merchant.address() as AddressInfo).port}/webhooks/braintree`;
  ({ fake, gateway } = await startWithSdk({ webhookUrl }));
});
afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => merchant.close(resolve));
});
beforeEach(() => {
  received = [];
  answerStatus = 200;
});

async function settledSale(amount = '25.00') {
  const result = await gateway.transaction.sale({
    amount,
    paymentMethodNonce: 'fake-valid-nonce',
    options: { submitForSettlement: true },
  });
  return result.transaction;
}

describe('webhooks', () => {
  it('settling a transaction posts transaction_settled, which the SDK parses', async () => {
    const transaction = await settledSale();
    const sent = await fake.settle(transaction.id);
    expect(sent.state).toBe('delivered');
    expect(received).toHaveLength(1);
    const notification = await gateway.webhookNotification.parse(
      received[0]!.bt_signature,
      received[0]!.bt_payload,
    );
    expect(notification.kind).toBe('transaction_settled');
    expect(notification.transaction).toMatchObject({
      id: transaction.id,
      status: 'settled',
      amount: '25.00',
    });
    expect((await gateway.transaction.find(transaction.id)).status).toBe('settled');
  });

  it('signs as the SDK’s own webhookTesting.sampleNotification signs', () => {
    const sample = gateway.webhookTesting.sampleNotification('transaction_settled', 'abc123');
    expect(signPayload(KEYS, sample.bt_payload)).toBe(sample.bt_signature);
  });

  it('the payload is base64 in 60-character lines, as Braintree sends it', async () => {
    const sent = await fake.settle((await settledSale()).id);
    const lines = sent.bt_payload.split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -2).every((line) => line.length === 60)).toBe(true);
    expect(Buffer.from(sent.bt_payload, 'base64').toString('utf8')).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<notification>/,
    );
  });

  it('the SDK rejects a tampered payload or signature', async () => {
    await fake.settle((await settledSale()).id);
    const { bt_signature, bt_payload } = received[0]!;
    const xml = Buffer.from(bt_payload, 'base64')
      .toString('utf8')
      .replace('<amount>25.00</amount>', '<amount>0.01</amount>');
    const forged = `${Buffer.from(xml).toString('base64')}\n`;
    await expect(gateway.webhookNotification.parse(bt_signature, forged)).rejects.toMatchObject({
      type: 'invalidSignatureError',
    });
    const [publicKey, digest] = bt_signature.split('|');
    const wrongDigest = `${publicKey}|${digest!.replace(/^./, (c) => (c === '0' ? '1' : '0'))}`;
    await expect(gateway.webhookNotification.parse(wrongDigest, bt_payload)).rejects.toMatchObject({
      type: 'invalidSignatureError',
    });
    await expect(gateway.webhookNotification.parse(`otherkey|${digest}`, bt_payload)).rejects.toMatchObject({
      type: 'invalidSignatureError',
    });
  });

  it('declined settlement, disbursement and a dispute each send their kind', async () => {
    const declined = await settledSale();
    await fake.declineSettlement(declined.id);
    const paid = await settledSale('40.00');
    await fake.settle(paid.id);
    await fake.disburse(paid.id);
    const opened = await fake.openDispute(paid.id, { amount: '15.00' });
    await fake.closeDispute(opened.subjectId, 'lost');

    const parsed = await Promise.all(
      received.map((post) => gateway.webhookNotification.parse(post.bt_signature, post.bt_payload)),
    );
    expect(parsed.map((notification) => notification.kind)).toEqual([
      'transaction_settlement_declined',
      'transaction_settled',
      'transaction_disbursed',
      'dispute_opened',
      'dispute_lost',
    ]);
    expect(parsed[0]!.transaction?.status).toBe('settlement_declined');
    expect(parsed[2]!.transaction?.isDisbursed()).toBe(true);
    expect(parsed[3]!.dispute).toMatchObject({
      status: 'open',
      amount: '15.00',
      transactionDetails: { id: paid.id },
    });
    expect(parsed[4]!.dispute?.status).toBe('lost');
  });

  it('refuses events a transaction cannot have', async () => {
    const authorized = await gateway.transaction.sale({
      amount: '3.00',
      paymentMethodNonce: 'fake-valid-nonce',
    });
    await expect(fake.settle(authorized.transaction.id)).rejects.toThrow(/Cannot simulate settlement/);
    const submitted = await settledSale();
    await expect(fake.disburse(submitted.id)).rejects.toThrow(/only a settled transaction/);
  });

  it('held webhooks wait, then go out in the order asked for', async () => {
    const first = await settledSale('1.00');
    const second = await settledSale('2.00');
    fake.holdWebhooks();
    await fake.settle(first.id);
    await fake.settle(second.id);
    expect(received).toHaveLength(0);
    await fake.releaseWebhooks({ order: 'reversed' });
    const ids = await Promise.all(
      received.map(
        async (post) =>
          (await gateway.webhookNotification.parse(post.bt_signature, post.bt_payload)).transaction?.id,
      ),
    );
    expect(ids).toEqual([second.id, first.id]);
  });

  it('a failed delivery is recorded and can be redelivered, byte for byte', async () => {
    answerStatus = 500;
    const sent = await fake.settle((await settledSale()).id);
    expect(sent.state).toBe('failed');
    answerStatus = 200;
    await fake.redeliver(sent.id);
    expect(sent.state).toBe('delivered');
    expect(sent.deliveries.map((delivery) => delivery.status)).toEqual([500, 200]);
    expect(received[1]).toEqual(received[0]);
  });

  it('the controls answer as JSON under /__fake/ too, and only to JSON', async () => {
    const transaction = await settledSale();
    const control = (path: string, contentType = 'application/json') =>
      fetch(`${fake.url}/__fake/${path}`, { method: 'POST', headers: { 'content-type': contentType } });
    expect(
      (await control(`transactions/${transaction.id}/settle`, 'application/x-www-form-urlencoded')).status,
    ).toBe(400);
    const settled = await control(`transactions/${transaction.id}/settle`);
    expect(settled.status).toBe(200);
    expect(await settled.json()).toMatchObject({ kind: 'transaction_settled', subjectId: transaction.id });
    const view = await (await fetch(`${fake.url}/__fake/transactions/${transaction.id}`)).json();
    expect(view).toMatchObject({ status: 'settled', amount: '25.00', paymentInstrumentType: 'credit_card' });
    expect((await control(`transactions/${transaction.id}/settle`)).status).toBe(400);
  });
});
