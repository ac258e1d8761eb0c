/**
 * The life of a payment transaction (spec §4 Payment), as one pure transition function the server
 * re-checks inside the transaction that holds the row's lock. Gateways tell us things late, twice
 * and out of order (a refund before the success, a failure of an earlier attempt after the
 * success); whatever they do, a paid transaction is fulfilled at most once, and exactly once when
 * its success is heard before a refund that takes access away.
 */

/** Where the money is. */
export const PAYMENT_STATUSES = [
  'open',
  'processing',
  'failed',
  'paid',
  'partially_refunded',
  'refunded',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What the buyer received: nothing yet, the items (enrolled, issued, activated, credited), the
 * items taken back after a refund, or nothing because they could no longer be given (the class
 * filled after the seat hold ran out), in which case the money goes back at once.
 */
export const FULFILMENTS = ['none', 'fulfilled', 'revoked', 'declined'] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

export interface PaymentState {
  status: PaymentStatus;
  fulfilment: Fulfilment;
  /** Refunded so far, in minor units; gateways report the running total, so it only grows. */
  refundedMinor: number;
  /** A refund took access away: a success heard afterwards gives nothing. */
  accessWithdrawn: boolean;
}

/** Something a gateway (or the buyer's return from it) told us. */
export type PaymentEvent =
  | { kind: 'started' }
  | { kind: 'succeeded' }
  | { kind: 'failed' }
  /** `refundedMinor` is the running total refunded; `withdrawAccess` the consequence chosen. */
  | { kind: 'refunded'; refundedMinor: number; withdrawAccess: boolean }
  /** The items could not be given (fulfilling refused): the money must go back. */
  | { kind: 'undeliverable' };

/** What the server must do after writing the new state, in the same transaction. */
export type PaymentEffect = 'fulfil' | 'revoke' | 'refund_in_full';

export interface PaymentTransition {
  state: PaymentState;
  effects: PaymentEffect[];
}

export const NEW_PAYMENT: PaymentState = {
  status: 'open',
  fulfilment: 'none',
  refundedMinor: 0,
  accessWithdrawn: false,
};

/** Has money been taken (and maybe partly given back)? */
export function moneyTaken(status: PaymentStatus): boolean {
  return status === 'paid' || status === 'partially_refunded' || status === 'refunded';
}

/** May the buyer (still) pay or change how: not once the money is taken, nor while a payment runs. */
export function mayStartPayment(status: PaymentStatus): boolean {
  return status === 'open' || status === 'failed';
}

/** The next state of a transaction of `totalMinor` after `event`, and what to do about it. */
export function nextPayment(state: PaymentState, event: PaymentEvent, totalMinor: number): PaymentTransition {
  switch (event.kind) {
    case 'started':
      return (
        unchanged(state, !mayStartPayment(state.status)) ?? {
          state: { ...state, status: 'processing' },
          effects: [],
        }
      );
    case 'failed':
      // A failure after the money was taken is an earlier attempt's, heard late.
      return (
        unchanged(state, moneyTaken(state.status)) ?? { state: { ...state, status: 'failed' }, effects: [] }
      );
    case 'succeeded':
      return succeed(state, totalMinor);
    case 'refunded':
      return refund(state, event, totalMinor);
    case 'undeliverable':
      if (state.fulfilment !== 'none' || !moneyTaken(state.status)) return { state, effects: [] };
      return { state: { ...state, fulfilment: 'declined' }, effects: ['refund_in_full'] };
  }
}

function unchanged(state: PaymentState, when: boolean): PaymentTransition | null {
  return when ? { state, effects: [] } : null;
}

function succeed(state: PaymentState, totalMinor: number): PaymentTransition {
  // A refund heard first already proves the payment; the status keeps what the refund said.
  const status = moneyTaken(state.status) ? state.status : 'paid';
  // Nothing refunded in full: a free checkout (a coupon took all of it) refunds nothing either.
  const refundedInFull = totalMinor > 0 && state.refundedMinor >= totalMinor;
  const give = state.fulfilment === 'none' && !state.accessWithdrawn && !refundedInFull;
  return give
    ? { state: { ...state, status, fulfilment: 'fulfilled' }, effects: ['fulfil'] }
    : { state: { ...state, status }, effects: [] };
}

function refund(
  state: PaymentState,
  event: { refundedMinor: number; withdrawAccess: boolean },
  totalMinor: number,
): PaymentTransition {
  // A total already recorded (Kelas's own refund, reported back by the gateway; an older report
  // heard late) changes nothing, whatever consequence it asks for.
  if (event.refundedMinor <= state.refundedMinor) return { state, effects: [] };
  const refundedMinor = Math.min(totalMinor, event.refundedMinor);
  const status = refundedMinor >= totalMinor ? 'refunded' : 'partially_refunded';
  const withdraw = event.withdrawAccess && !state.accessWithdrawn;
  const next: PaymentState = {
    ...state,
    status,
    refundedMinor,
    accessWithdrawn: state.accessWithdrawn || withdraw,
  };
  if (withdraw && state.fulfilment === 'fulfilled') {
    return { state: { ...next, fulfilment: 'revoked' }, effects: ['revoke'] };
  }
  return { state: next, effects: [] };
}
