// The official braintree SDK against the fake: client tokens, sales with sandbox's nonces and
// amounts, declines and validation errors, find, refunds (partial, full, too much), voids and the vault.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BraintreeFake } from './braintree-fake';
import { type SdkGateway, type SdkResult, sdkFor, startWithSdk } from './testing-sdk';

let fake: BraintreeFake;
let gateway: SdkGateway;

beforeAll(async () => {
  ({ fake, gateway } = await startWithSdk({
    merchantAccounts: { kelasMYR: 'MYR', kelasUSD: 'USD' },
    customFields: ['kelas_order'],
  }));
});
afterAll(() => fake.close());

const sale = (params: object) =>
  gateway.transaction.sale({
    amount: '12.34',
    orderId: 'order-1',
    options: { submitForSettlement: true },
    ...params,
  });

function errorCodes(result: SdkResult): string[] {
  return result.errors.deepErrors().map((error) => error.code);
}

describe('client tokens', () => {
  it('decode to a version 2 document pointing at the fake, with a fingerprint', async () => {
    const result = await gateway.clientToken.generate({});
    expect(result.success).toBe(true);
    const token = JSON.parse(Buffer.from(result.clientToken, 'base64').toString('utf8'));
    expect(token).toMatchObject({
      version: 2,
      merchantId: 'kelasmerchant',
      clientApiUrl: `${fake.url}/merchants/kelasmerchant/client_api`,
      configUrl: `${fake.url}/merchants/kelasmerchant/client_api/v1/configuration`,
      assetsUrl: fake.url,
    });
    expect(token.authorizationFingerprint).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('carry the customer, and refuse one the vault does not know (92804)', async () => {
    const { customer } = await gateway.customer.create({ firstName: 'Aisyah' });
    const token = JSON.parse(
      Buffer.from(
        (await gateway.clientToken.generate({ customerId: customer.id })).clientToken,
        'base64',
      ).toString(),
    );
    expect(token.authorizationFingerprint).toContain(`?customer_id=${customer.id}`);
    const refused = await gateway.clientToken.generate({ customerId: 'nobody' });
    expect(refused.success).toBe(false);
    expect(errorCodes(refused)).toEqual(['92804']);
  });

  it('are only given for the right keys', async () => {
    const wrong = sdkFor(fake.port, {
      merchantId: 'kelasmerchant',
      publicKey: 'kelaspublic',
      privateKey: 'guess',
    });
    await expect(wrong.clientToken.generate({})).rejects.toMatchObject({ type: 'authenticationError' });
  });
});

describe('sales', () => {
  it('fake-valid-nonce is approved and submitted for settlement, in the default account currency', async () => {
    const result = await sale({
      paymentMethodNonce: 'fake-valid-nonce',
      customFields: { kelasOrder: 'K-1' },
    });
    expect(result.success).toBe(true);
    expect(result.transaction).toMatchObject({
      status: 'submitted_for_settlement',
      type: 'sale',
      amount: '12.34',
      currencyIsoCode: 'MYR',
      merchantAccountId: 'kelasMYR',
      orderId: 'order-1',
      paymentInstrumentType: 'credit_card',
      processorResponseCode: '1000',
      processorResponseText: 'Approved',
      customFields: { kelasOrder: 'K-1' },
    });
    expect(result.transaction.creditCard).toMatchObject({ cardType: 'Visa', last4: '1881' });
    expect(result.transaction.statusHistory.map((event) => event.status)).toEqual([
      'authorized',
      'submitted_for_settlement',
    ]);
  });

  it('takes the currency of the merchant account asked for, and refuses an unknown one (91513)', async () => {
    const usd = await sale({ paymentMethodNonce: 'fake-valid-nonce', merchantAccountId: 'kelasUSD' });
    expect(usd.transaction.currencyIsoCode).toBe('USD');
    expect(
      errorCodes(await sale({ paymentMethodNonce: 'fake-valid-nonce', merchantAccountId: 'kelasSGD' })),
    ).toEqual(['91513']);
  });

  it('refuses a custom field the merchant did not set up (91526)', async () => {
    const result = await sale({ paymentMethodNonce: 'fake-valid-nonce', customFields: { secret: 'x' } });
    expect(result.success).toBe(false);
    expect(result.errors.for('transaction')?.on('customFields')?.[0]?.message).toBe(
      'Custom field is invalid: secret.',
    );
  });

  it('without settlement stays authorized', async () => {
    const result = await gateway.transaction.sale({
      amount: '5.00',
      paymentMethodNonce: 'fake-valid-visa-nonce',
    });
    expect(result.transaction.status).toBe('authorized');
    expect(result.transaction.creditCard.last4).toBe('1111');
  });

  it('fake-paypal-one-time-nonce pays with PayPal and settles at once', async () => {
    const result = await sale({ paymentMethodNonce: 'fake-paypal-one-time-nonce' });
    expect(result.success).toBe(true);
    expect(result.transaction.paymentInstrumentType).toBe('paypal_account');
    expect(result.transaction.status).toBe('settling');
    expect(result.transaction.paypalAccount).toMatchObject({ payerEmail: 'payer@example.com', token: null });
  });

  it('a one-time PayPal payment cannot be stored (82902), a billing agreement can', async () => {
    const oneTime = await sale({
      paymentMethodNonce: 'fake-paypal-one-time-nonce',
      options: { submitForSettlement: true, storeInVaultOnSuccess: true },
    });
    expect(errorCodes(oneTime)).toEqual(['82902']);
    const agreement = await sale({
      paymentMethodNonce: 'fake-paypal-billing-agreement-nonce',
      options: { submitForSettlement: true, storeInVaultOnSuccess: true },
    });
    expect(agreement.success).toBe(true);
    expect(agreement.transaction.paypalAccount.token).toMatch(/^\w+$/);
    expect(agreement.transaction.paypalAccount.billingAgreementId).toMatch(/^B-/);
    expect(agreement.transaction.customer.id).toMatch(/^\d+$/);
  });

  it('fake-processor-declined-visa-nonce is declined with 2000, and the declined transaction is kept', async () => {
    const result = await sale({ paymentMethodNonce: 'fake-processor-declined-visa-nonce' });
    expect(result.success).toBe(false);
    expect(result.message).toBe('Do Not Honor');
    expect(result.errors.deepErrors()).toEqual([]);
    expect(result.transaction).toMatchObject({
      status: 'processor_declined',
      processorResponseCode: '2000',
      processorResponseType: 'soft_declined',
    });
    expect((await gateway.transaction.find(result.transaction.id)).status).toBe('processor_declined');
  });

  it('declines amounts 2000.00–2999.99 with the code of their whole part, as sandbox does', async () => {
    const declined = await sale({ paymentMethodNonce: 'fake-valid-nonce', amount: '2001.00' });
    expect(declined.transaction).toMatchObject({
      processorResponseCode: '2001',
      processorResponseText: 'Insufficient Funds',
    });
    expect(
      (await sale({ paymentMethodNonce: 'fake-valid-nonce', amount: '2999.99' })).transaction
        .processorResponseCode,
    ).toBe('2999');
    expect((await sale({ paymentMethodNonce: 'fake-valid-nonce', amount: '1999.99' })).success).toBe(true);
    const failed = await sale({ paymentMethodNonce: 'fake-valid-nonce', amount: '3000.00' });
    expect(failed.transaction).toMatchObject({ status: 'failed', processorResponseCode: '3000' });
  });

  it('fake-luhn-invalid-nonce is a validation error on the card number (81715), with no transaction', async () => {
    const before = fake.transactions().length;
    const result = await sale({ paymentMethodNonce: 'fake-luhn-invalid-nonce' });
    expect(result.success).toBe(false);
    expect(result.transaction).toBeUndefined();
    expect(result.errors.for('transaction')?.for('creditCard')?.on('number')?.[0]).toMatchObject({
      code: '81715',
      message: 'Credit card number is invalid.',
    });
    expect(fake.transactions()).toHaveLength(before);
  });

  it('refuses a missing or malformed amount and an unknown nonce', async () => {
    expect(errorCodes(await sale({ paymentMethodNonce: 'fake-valid-nonce', amount: undefined }))).toEqual([
      '81502',
    ]);
    expect(errorCodes(await sale({ paymentMethodNonce: 'fake-valid-nonce', amount: '12.345' }))).toEqual([
      '81503',
    ]);
    expect(errorCodes(await sale({ paymentMethodNonce: 'fake-valid-nonce', amount: '0.00' }))).toEqual([
      '81531',
    ]);
    expect(errorCodes(await sale({ paymentMethodNonce: 'no-such-nonce' }))).toEqual(['91565']);
    expect(errorCodes(await sale({ paymentMethodNonce: 'fake-consumed-nonce' }))).toEqual(['91564']);
  });

  it('find gives the transaction, and a missing one is the SDK’s notFoundError', async () => {
    const { transaction } = await sale({ paymentMethodNonce: 'fake-valid-nonce', orderId: 'find-me' });
    expect(await gateway.transaction.find(transaction.id)).toMatchObject({
      id: transaction.id,
      orderId: 'find-me',
    });
    await expect(gateway.transaction.find('nothere1')).rejects.toMatchObject({ type: 'notFoundError' });
  });
});

describe('refunds and voids', () => {
  it('refuse to refund before settlement (91506), but void it', async () => {
    const { transaction } = await sale({ paymentMethodNonce: 'fake-valid-nonce' });
    const refused = await gateway.transaction.refund(transaction.id);
    expect(errorCodes(refused)).toEqual(['91506']);
    const voided = await gateway.transaction.void(transaction.id);
    expect(voided.transaction.status).toBe('voided');
    expect(errorCodes(await gateway.transaction.void(transaction.id))).toEqual(['91504']);
  });

  it('refund a settled sale in parts, never beyond what is left', async () => {
    const { transaction } = await sale({ paymentMethodNonce: 'fake-valid-nonce', amount: '50.00' });
    await gateway.testing.settle(transaction.id);
    expect(errorCodes(await gateway.transaction.void(transaction.id))).toEqual(['91504']);

    const part = await gateway.transaction.refund(transaction.id, '20.00');
    expect(part.success).toBe(true);
    expect(part.transaction).toMatchObject({
      type: 'credit',
      amount: '20.00',
      refundedTransactionId: transaction.id,
      status: 'submitted_for_settlement',
    });

    const tooMuch = await gateway.transaction.refund(transaction.id, '30.01');
    expect(tooMuch.success).toBe(false);
    expect(tooMuch.message).toBe('Refund amount is too large.');
    expect(tooMuch.errors.for('transaction')?.on('amount')?.[0]?.code).toBe('91521');

    const rest = await gateway.transaction.refund(transaction.id);
    expect(rest.transaction.amount).toBe('30.00');
    expect(errorCodes(await gateway.transaction.refund(transaction.id))).toEqual(['91512']);

    const found = await gateway.transaction.find(transaction.id);
    expect(found.refundIds).toEqual([part.transaction.id, rest.transaction.id]);
  });

  it('a voided refund gives its amount back to refund', async () => {
    const { transaction } = await sale({ paymentMethodNonce: 'fake-valid-nonce', amount: '10.00' });
    await gateway.testing.settle(transaction.id);
    const full = await gateway.transaction.refund(transaction.id);
    await gateway.transaction.void(full.transaction.id);
    expect((await gateway.transaction.refund(transaction.id, '10.00')).success).toBe(true);
  });

  it('refund a PayPal sale while it is still settling', async () => {
    const { transaction } = await sale({ paymentMethodNonce: 'fake-paypal-one-time-nonce' });
    const refund = await gateway.transaction.refund(transaction.id, '2.00');
    expect(refund.success).toBe(true);
    expect(refund.transaction.paymentInstrumentType).toBe('paypal_account');
  });
});

describe('the vault', () => {
  it('stores a customer’s card and charges it again by token', async () => {
    const created = await gateway.customer.create({
      firstName: 'Budi',
      email: 'budi@example.com',
      paymentMethodNonce: 'fake-valid-mastercard-nonce',
    });
    expect(created.success).toBe(true);
    const token = created.customer.paymentMethods[0]!.token;
    const repeat = await sale({ paymentMethodToken: token });
    expect(repeat.success).toBe(true);
    expect(repeat.transaction.customer.id).toBe(created.customer.id);
    expect(repeat.transaction.creditCard).toMatchObject({ token, cardType: 'MasterCard', last4: '4444' });
  });

  it('adds a PayPal billing agreement with paymentMethod.create and refuses a stranger’s token (91516)', async () => {
    const { customer } = await gateway.customer.create({ firstName: 'Chen' });
    const added = await gateway.paymentMethod.create({
      customerId: customer.id,
      paymentMethodNonce: 'fake-paypal-billing-agreement-nonce',
    });
    expect(added.paymentMethod).toMatchObject({ email: 'payer@example.com' });
    const other = await gateway.customer.create({ firstName: 'Dewi' });
    const refused = await sale({
      paymentMethodToken: added.paymentMethod.token,
      customerId: other.customer.id,
    });
    expect(errorCodes(refused)).toEqual(['91516']);
    expect(errorCodes(await sale({ paymentMethodToken: 'nothing' }))).toEqual(['91518']);
  });

  it('refuses a customer id already taken (91609) and a malformed email (81604)', async () => {
    await gateway.customer.create({ id: 'cust-42' });
    expect(errorCodes(await gateway.customer.create({ id: 'cust-42' }))).toEqual(['91609']);
    expect(errorCodes(await gateway.customer.create({ email: 'not-an-email' }))).toEqual(['81604']);
  });
});
