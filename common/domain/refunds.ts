import { moneyTaken, type PaymentStatus } from './payment-fulfilment';

/**
 * What is left to give back of a payment, in minor units: what was taken less what was refunded;
 * nothing while no money was taken (and a free checkout took none). The back office offers a
 * refund, prefills it and checks it against this; the server refuses by it.
 */
export function leftToRefund(status: PaymentStatus, totalMinor: number, refundedMinor: number): number {
  return moneyTaken(status) ? totalMinor - refundedMinor : 0;
}
