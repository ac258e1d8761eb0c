/**
 * The MOLPay fake's payments: the order a merchant's request opened on the hosted page, the
 * transaction id it got, and its status as Razer reports it ('00' captured, '11' failed, '22'
 * pending), with the result fields that go back to the merchant signed by their skey.
 */
import { randomInt } from 'node:crypto';
import { molpaySkey } from './signatures';

export type PaymentStatus = '00' | '11' | '22';

/** How the next payments end: at once, pending for good, or pending then captured a little later. */
export type Outcome = PaymentStatus | 'pendingThenSettle';

export interface Refund {
  readonly refundId: string;
  readonly refId: string;
  readonly amount: string;
  status: '00' | '11' | '22';
  readonly notifyUrl: string | null;
  updatedAt: Date;
}

export interface Payment {
  readonly tranID: string;
  readonly orderid: string;
  /** Always with two decimals, as Razer returns it (and as the skey covers it). */
  readonly amount: string;
  readonly currency: string;
  readonly billName: string;
  readonly billEmail: string;
  readonly billMobile: string;
  readonly billDesc: string;
  readonly country: string;
  readonly langcode: string | null;
  readonly returnUrl: string | null;
  readonly callbackUrl: string | null;
  readonly cancelUrl: string | null;
  readonly createdAt: Date;
  /** Null while the buyer is still choosing on the page. */
  status: PaymentStatus | null;
  channel: string | null;
  appcode: string;
  paydate: string;
  errorCode: string;
  errorDesc: string;
  reversed: boolean;
  readonly refunds: Refund[];
}

/** Result fields as Razer posts them to the merchant (return URL, callback, notification). */
export type ResultFields = Record<
  | 'tranID'
  | 'orderid'
  | 'status'
  | 'domain'
  | 'amount'
  | 'currency'
  | 'appcode'
  | 'paydate'
  | 'channel'
  | 'error_code'
  | 'error_desc'
  | 'skey',
  string
>;

/** Razer's pay dates are Malaysian local time: "2024-05-01 16:00:00". */
export function malaysianTime(date: Date): string {
  return new Date(date.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');
}

const FAILURE = { errorCode: 'FPX_51', errorDesc: 'Insufficient funds in the buyer account' };

export class Payments {
  private readonly byTranID = new Map<string, Payment>();
  private lastTranID = 30_000_000 + randomInt(1_000_000);

  constructor(
    private readonly merchantId: string,
    private readonly secretKey: string,
  ) {}

  list(): Payment[] {
    return [...this.byTranID.values()];
  }

  get(tranID: string): Payment | undefined {
    return this.byTranID.get(tranID);
  }

  open(
    fields: Omit<
      Payment,
      | 'tranID'
      | 'createdAt'
      | 'status'
      | 'channel'
      | 'appcode'
      | 'paydate'
      | 'errorCode'
      | 'errorDesc'
      | 'reversed'
      | 'refunds'
    >,
  ): Payment {
    this.lastTranID += 1;
    const payment: Payment = {
      ...fields,
      tranID: String(this.lastTranID),
      createdAt: new Date(),
      status: null,
      channel: null,
      appcode: '',
      paydate: '',
      errorCode: '',
      errorDesc: '',
      reversed: false,
      refunds: [],
    };
    this.byTranID.set(payment.tranID, payment);
    return payment;
  }

  /** Records the bank's or wallet's answer; a captured payment gets an approval code. */
  settle(payment: Payment, status: PaymentStatus, channel: string, cancelled = false): void {
    payment.status = status;
    payment.channel = channel;
    payment.paydate = malaysianTime(new Date());
    payment.appcode = status === '00' ? String(randomInt(100_000, 999_999)) : '';
    const failure = cancelled ? { errorCode: 'CANCEL', errorDesc: 'Payment cancelled by buyer' } : FAILURE;
    payment.errorCode = status === '11' ? failure.errorCode : '';
    payment.errorDesc = status === '11' ? failure.errorDesc : '';
  }

  resultFields(payment: Payment): ResultFields {
    const unsigned = {
      tranID: payment.tranID,
      orderid: payment.orderid,
      status: payment.status ?? '22',
      domain: this.merchantId,
      amount: payment.amount,
      currency: payment.currency,
      appcode: payment.appcode,
      paydate: payment.paydate,
      channel: payment.channel ?? '',
      error_code: payment.errorCode,
      error_desc: payment.errorDesc,
    };
    return { ...unsigned, skey: molpaySkey(unsigned, this.secretKey) };
  }
}
