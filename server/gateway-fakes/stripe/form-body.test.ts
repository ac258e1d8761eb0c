// Bracket notation as Stripe reads it, checked against what the stripe SDK itself sends.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { decodeForm, FormBodyError } from './form-body';

describe('decoding Stripe bracket notation', () => {
  it('builds hashes and lists from bracketed names', () => {
    expect(
      decodeForm(
        'amount=1000&metadata[transaction_id]=txn_1&metadata[note]=a+b%26c&allowed_payment_method_types[0]=card' +
          '&allowed_payment_method_types[1]=fpx&transfer_data[destination]=acct_1&expand[]=latest_charge&expand[]=customer' +
          '&payment_method_data[card][number]=4242424242424242&description=',
      ),
    ).toEqual({
      amount: '1000',
      metadata: { transaction_id: 'txn_1', note: 'a b&c' },
      allowed_payment_method_types: ['card', 'fpx'],
      transfer_data: { destination: 'acct_1' },
      expand: ['latest_charge', 'customer'],
      payment_method_data: { card: { number: '4242424242424242' } },
      description: '',
    });
  });

  it('reads percent-encoded brackets and orders list items by index', () => {
    expect(decodeForm('items%5B2%5D=c&items%5B0%5D=a&items%5B1%5D=b')).toEqual({ items: ['a', 'b', 'c'] });
    expect(decodeForm('items[10]=k&items[9]=j&items[]=l')).toEqual({ items: ['j', 'k', 'l'] });
    expect(decodeForm('lines[0][amount]=5&lines[1][amount]=7')).toEqual({
      lines: [{ amount: '5' }, { amount: '7' }],
    });
  });

  it('keeps names such as __proto__ as plain names', () => {
    const decoded = decodeForm('metadata[__proto__][x]=1&metadata[constructor]=y');
    expect(Object.entries(decoded.metadata!)).toEqual([
      ['__proto__', { x: '1' }],
      ['constructor', 'y'],
    ]);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('refuses malformed names and clashes between a value, a hash and a list', () => {
    expect(() => decodeForm('a[b=1')).toThrow(FormBodyError);
    expect(() => decodeForm('[a]=1')).toThrow(FormBodyError);
    expect(() => decodeForm('a=1&a[b]=2')).toThrow(FormBodyError);
    expect(() => decodeForm('a[b]=2&a=1')).toThrow(FormBodyError);
    expect(() => decodeForm('a[0]=1&a[b]=2')).toThrow(FormBodyError);
  });

  it('decodes exactly what the stripe SDK encodes', async () => {
    let body = '';
    const server = createServer((request, response) => {
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => {
        body += chunk;
      });
      request.on('end', () => response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}'));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const stripe = new Stripe('sk_test_x', {
      host: '127.0.0.1',
      port: (server.address() as AddressInfo).port,
      protocol: 'http',
    });
    await stripe.paymentIntents.create({
      amount: 12_000,
      currency: 'myr',
      confirm: true,
      metadata: { transaction_id: 'txn 1/2', 'nota pelajar': 'Siti Nur Ain & Co (Johor) — 100%' },
      allowed_payment_method_types: ['card', 'fpx'],
      transfer_data: { destination: 'acct_1' },
      payment_method_data: { type: 'fpx', fpx: { bank: 'maybank2u' }, billing_details: { name: 'Siti' } },
      expand: ['latest_charge'],
    });
    server.close();
    expect(decodeForm(body)).toEqual({
      amount: '12000',
      currency: 'myr',
      confirm: 'true',
      metadata: { transaction_id: 'txn 1/2', 'nota pelajar': 'Siti Nur Ain & Co (Johor) — 100%' },
      allowed_payment_method_types: ['card', 'fpx'],
      transfer_data: { destination: 'acct_1' },
      payment_method_data: { type: 'fpx', fpx: { bank: 'maybank2u' }, billing_details: { name: 'Siti' } },
      expand: ['latest_charge'],
    });
  });
});
