/**
 * The hashes of Razer Merchant Services (MOLPay, now Fiuu), as its API specification and official
 * integrations compute them: all lower-case hex MD5 over plain concatenations.
 *
 * - vcode (payment request): md5(amount + merchantID + orderid + verifyKey), or with `+ currency`
 *   appended when the merchant turned on "extended vcode".
 * - skey (payment result): md5(paydate + domain + md5(tranID + orderid + status + domain + amount +
 *   currency) + appcode + secretKey).
 */
import { createHash } from 'node:crypto';

export function md5(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

export interface VcodeFields {
  readonly amount: string;
  readonly merchantId: string;
  readonly orderid: string;
  /** Only for the extended vcode. */
  readonly currency?: string;
}

export function molpayVcode(fields: VcodeFields, verifyKey: string): string {
  return md5(`${fields.amount}${fields.merchantId}${fields.orderid}${verifyKey}${fields.currency ?? ''}`);
}

/** The fields of a payment result that its skey covers. */
export interface SkeyFields {
  readonly tranID: string;
  readonly orderid: string;
  readonly status: string;
  readonly domain: string;
  readonly amount: string;
  readonly currency: string;
  readonly paydate: string;
  readonly appcode: string;
}

export function molpaySkey(fields: SkeyFields, secretKey: string): string {
  const preSkey = md5(
    `${fields.tranID}${fields.orderid}${fields.status}${fields.domain}${fields.amount}${fields.currency}`,
  );
  return md5(`${fields.paydate}${fields.domain}${preSkey}${fields.appcode}${secretKey}`);
}

/** Status requery by transaction id (q_by_tid.php): the request's skey. */
export function requeryRequestSkey(txID: string, domain: string, verifyKey: string, amount: string): string {
  return md5(`${txID}${domain}${verifyKey}${amount}`);
}

/** Status requery: the answer's VrfKey. */
export function requeryVrfKey(
  amount: string,
  secretKey: string,
  domain: string,
  tranID: string,
  statCode: string,
) {
  return md5(`${amount}${secretKey}${domain}${tranID}${statCode}`);
}

/** Refund API (refundAPI/index.php): the request's Signature. */
export function refundRequestSignature(
  fields: { RefundType: string; MerchantID: string; RefID: string; TxnID: string; Amount: string },
  secretKey: string,
): string {
  return md5(
    `${fields.RefundType}${fields.MerchantID}${fields.RefID}${fields.TxnID}${fields.Amount}${secretKey}`,
  );
}

/** Refund API: the answer's (and the refund notification's) Signature. */
export function refundResponseSignature(
  fields: {
    RefundType: string;
    MerchantID: string;
    RefID: string;
    RefundID: string;
    TxnID: string;
    Amount: string;
    Status: string;
  },
  secretKey: string,
): string {
  return md5(
    `${fields.RefundType}${fields.MerchantID}${fields.RefID}${fields.RefundID}${fields.TxnID}${fields.Amount}${fields.Status}${secretKey}`,
  );
}

/** Refund status by transaction (refundAPI/q_by_txn.php): the request's Signature. */
export function refundStatusSignature(txnID: string, merchantId: string, verifyKey: string): string {
  return md5(`${txnID}${merchantId}${verifyKey}`);
}

/** Reversal (refundAPI/refund.php): the request's skey. */
export function reversalSkey(txnID: string, domain: string, secretKey: string): string {
  return md5(`${txnID}${domain}${secretKey}`);
}
