/**
 * Razer's server APIs a merchant calls (form-encoded POST, or GET for the requery):
 * - status requery by transaction id, /MOLPay/q_by_tid.php: "Key: value" lines, signed by VrfKey;
 * - refund (full or partial, up to 180 days), /RMS/API/refundAPI/index.php: JSON, with Razer's
 *   PR0xx error codes; an online-banking refund needs the buyer's bank account and stays pending
 *   ('22') until Razer pays it out, an e-wallet refund is done at once ('00');
 * - refund status by transaction, /RMS/API/refundAPI/q_by_txn.php;
 * - reversal (same-day void), /RMS/API/refundAPI/refund.php;
 * - the IPN acknowledgement, /MOLPay/API/chkstat/returnipn.php.
 */
import { randomInt } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Callbacks } from './callbacks';
import { channelByCode } from './channels';
import { readFields, send, sendJson } from './http';
import { malaysianTime, type Payment, type Payments, type Refund } from './payments';
import {
  molpaySkey,
  refundRequestSignature,
  refundResponseSignature,
  refundStatusSignature,
  requeryRequestSkey,
  requeryVrfKey,
  reversalSkey,
} from './signatures';

export interface MerchantApiContext {
  readonly merchantId: string;
  readonly verifyKey: string;
  readonly secretKey: string;
  readonly payments: Payments;
  readonly callbacks: Callbacks;
}

type Fields = Record<string, string>;

const STAT_NAMES: Record<string, string> = { '00': 'captured', '11': 'failed', '22': 'pending' };

function requery(context: MerchantApiContext, fields: Fields): string {
  const payment = context.payments.get(fields.txID ?? '');
  const amount = fields.amount ?? '';
  const lines = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([key, value]) => `${key}: ${value}`)
      .join('\n');
  const expected = requeryRequestSkey(fields.txID ?? '', context.merchantId, context.verifyKey, amount);
  if (
    fields.domain !== context.merchantId ||
    fields.skey !== expected ||
    !payment ||
    payment.amount !== amount
  )
    return lines({
      StatCode: '11',
      StatName: 'failed',
      TranID: fields.txID ?? '',
      ErrorCode: 'P08',
      ErrorDesc: 'Transaction not found or skey does not match',
    });
  const statCode = payment.status ?? '22';
  return lines({
    StatCode: statCode,
    StatName: payment.reversed ? 'cancelled' : STAT_NAMES[statCode]!,
    TranID: payment.tranID,
    Amount: payment.amount,
    Domain: context.merchantId,
    VrfKey: requeryVrfKey(payment.amount, context.secretKey, context.merchantId, payment.tranID, statCode),
    Channel: payment.channel ?? '',
    Currency: payment.currency,
    PayDate: payment.paydate,
    ErrorCode: payment.errorCode,
    ErrorDesc: payment.errorDesc,
  });
}

function refundError(code: string, desc: string): [number, unknown] {
  return [200, { error_code: code, error_desc: desc }];
}

/** Cents of a payment refunded or being refunded. */
function refundedCents(payment: Payment): number {
  return payment.refunds
    .filter((refund) => refund.status !== '11')
    .reduce((sum, refund) => sum + Math.round(Number(refund.amount) * 100), 0);
}

const REQUIRED: [string, string, string][] = [
  ['MerchantID', 'PR002', 'MerchantID field is mandatory'],
  ['RefID', 'PR003', 'RefID field is mandatory'],
  ['TxnID', 'PR004', 'TxnID field is mandatory'],
  ['Amount', 'PR005', 'Amount field is mandatory'],
  ['Signature', 'PR006', 'Signature field is mandatory'],
];

function refund(context: MerchantApiContext, fields: Fields): [number, unknown] {
  if (fields.RefundType !== 'P') return refundError('PR001', 'Refund Type not found.');
  for (const [name, code, desc] of REQUIRED) if (!fields[name]) return refundError(code, desc);
  const request = {
    RefundType: fields.RefundType,
    MerchantID: fields.MerchantID!,
    RefID: fields.RefID!,
    TxnID: fields.TxnID!,
    Amount: fields.Amount!,
  };
  if (request.MerchantID !== context.merchantId) return refundError('PR007', 'Merchant ID not found.');
  if (fields.Signature !== refundRequestSignature(request, context.secretKey))
    return refundError('PR008', 'Invalid Signature.');
  const payment = context.payments.get(request.TxnID);
  if (!payment) return refundError('PR009', 'Txn ID not found.');
  if (payment.status !== '00' || payment.reversed) {
    const status = payment.reversed ? 'cancelled' : STAT_NAMES[payment.status ?? '22'];
    return refundError(
      'PR010',
      `Transaction must be in authorized/captured/settled status. Current transaction is in ${status} status`,
    );
  }
  if (
    context.payments
      .list()
      .some((other) => other.refunds.some((existing) => existing.refId === request.RefID))
  )
    return refundError('PR016', 'Duplicate RefID found, please provide a unique RefID');
  const cents = /^\d+(\.\d{1,2})?$/.test(request.Amount)
    ? Math.round(Number(request.Amount) * 100)
    : Number.NaN;
  const paidCents = Math.round(Number(payment.amount) * 100);
  if (!(cents > 0) || refundedCents(payment) + cents > paidCents)
    return refundError('PR011', 'Exceed refund amount for this transaction');
  const onlineBanking = channelByCode(payment.channel)?.kind === 'fpx';
  if (onlineBanking && (!fields.BankCode || !fields.BeneficiaryName || !fields.BeneficiaryAccNo))
    return refundError('PR014', 'Bank information is mandatory for non-credit channel transaction');
  if (fields.BeneficiaryName && /[^A-Za-z0-9 ]/.test(fields.BeneficiaryName))
    return refundError('PR018', 'BeneficiaryName cannot contain non-alphanumeric characters');
  const created: Refund = {
    refundId: String(randomInt(10_000_000, 99_999_999)),
    refId: request.RefID,
    amount: (cents / 100).toFixed(2),
    status: onlineBanking ? '22' : '00',
    notifyUrl: fields.notify_url || null,
    updatedAt: new Date(),
  };
  payment.refunds.push(created);
  return [200, refundAnswer(context, payment, created)];
}

/** A refund as the refund API answers it and posts it to its notify_url. */
export function refundAnswer(
  context: MerchantApiContext,
  payment: Payment,
  refund: Refund,
): Record<string, string> {
  const unsigned = {
    RefundType: 'P',
    MerchantID: context.merchantId,
    RefID: refund.refId,
    RefundID: refund.refundId,
    TxnID: payment.tranID,
    Amount: refund.amount,
    Status: refund.status,
  };
  return { ...unsigned, Signature: refundResponseSignature(unsigned, context.secretKey) };
}

const REFUND_STATUS_NAMES = { '00': 'success', '11': 'rejected', '22': 'pending' } as const;

function refundStatus(context: MerchantApiContext, fields: Fields): [number, unknown] {
  if (fields.MerchantID !== context.merchantId) return refundError('PR007', 'Merchant ID not found.');
  if (fields.Signature !== refundStatusSignature(fields.TxnID ?? '', context.merchantId, context.verifyKey))
    return refundError('PR008', 'Invalid Signature.');
  const payment = context.payments.get(fields.TxnID ?? '');
  if (!payment) return refundError('PR009', 'Txn ID not found.');
  return [
    200,
    payment.refunds.map((refund) => ({
      TxnID: payment.tranID,
      RefID: refund.refId,
      RefundID: refund.refundId,
      Status: REFUND_STATUS_NAMES[refund.status],
      LastUpdate: malaysianTime(refund.updatedAt),
    })),
  ];
}

function reversal(context: MerchantApiContext, fields: Fields): [number, unknown] {
  const txnID = fields.txnID ?? '';
  const answer = (statCode: string) =>
    [200, { TranID: txnID, Domain: context.merchantId, StatCode: statCode }] as [number, unknown];
  if (!txnID || !fields.domain || !fields.skey) return answer('20');
  if (fields.domain !== context.merchantId) return answer('19');
  if (fields.skey !== reversalSkey(txnID, context.merchantId, context.secretKey)) return answer('12');
  const payment = context.payments.get(txnID);
  if (!payment) return answer('17');
  if (payment.status !== '00' || payment.reversed) return answer('21');
  if (payment.refunds.length > 0) return answer('16');
  // Only on the day of the payment (Malaysian time); later it takes a refund.
  if (payment.paydate.slice(0, 10) !== malaysianTime(new Date()).slice(0, 10)) return answer('11');
  payment.reversed = true;
  return answer('00');
}

/** The merchant's IPN: the result fields posted back with treq=1; only a correctly signed one counts. */
function ipn(context: MerchantApiContext, fields: Fields): string {
  const payment = context.payments.get(fields.tranID ?? '');
  if (!payment || fields.treq !== '1') return 'FAILED';
  const signed = molpaySkey(
    {
      tranID: fields.tranID ?? '',
      orderid: fields.orderid ?? '',
      status: fields.status ?? '',
      domain: fields.domain ?? '',
      amount: fields.amount ?? '',
      currency: fields.currency ?? '',
      paydate: fields.paydate ?? '',
      appcode: fields.appcode ?? '',
    },
    context.secretKey,
  );
  if (signed !== fields.skey) return 'FAILED';
  context.callbacks.acknowledgeIpn(fields);
  return 'OK';
}

/** Answers one of the merchant APIs, or returns false when `path` is none of them. */
export async function handleMerchantApi(
  context: MerchantApiContext,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  query: URLSearchParams,
): Promise<boolean> {
  const json = {
    'refundAPI/index.php': refund,
    'refundAPI/q_by_txn.php': refundStatus,
    'refundAPI/refund.php': reversal,
  };
  const api = /^\/(?:MOLPay|RMS)\/(?:API\/)?(.*)$/.exec(path)?.[1] ?? '';
  if (api === 'q_by_tid.php') {
    send(response, 200, 'text/plain', requery(context, await readFields(request, query)));
    return true;
  }
  if (api === 'chkstat/returnipn.php' && request.method === 'POST') {
    send(response, 200, 'text/plain', ipn(context, await readFields(request, query)));
    return true;
  }
  const handler = json[api as keyof typeof json];
  if (!handler || request.method !== 'POST') return false;
  const [status, body] = handler(context, await readFields(request, new URLSearchParams()));
  sendJson(response, status, body);
  return true;
}
