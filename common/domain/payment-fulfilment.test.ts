import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveredStories, shouldFulfil } from '../test/payment-stories';
import {
  NEW_PAYMENT,
  nextPayment,
  type PaymentEffect,
  type PaymentEvent,
  type PaymentState,
} from './payment-fulfilment';

const TOTAL = 10_000;

/** Run `events` through the machine from a new transaction; the end state and every effect. */
function run(events: PaymentEvent[]): { state: PaymentState; effects: PaymentEffect[] } {
  let state = NEW_PAYMENT;
  const effects: PaymentEffect[] = [];
  for (const event of events) {
    const next = nextPayment(state, event, TOTAL);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

const count = (effects: PaymentEffect[], effect: PaymentEffect) => effects.filter((e) => e === effect).length;

const delivered = deliveredStories(TOTAL);

describe('payment fulfilment', () => {
  it('fulfils once whatever the gateways do: duplicates, reordering and delays of 1,000 stories', () => {
    fc.assert(
      fc.property(delivered, ([story, sent]) => {
        const order = sent.map(({ event }) => event);
        const { state, effects } = run(order);
        const fulfils = count(effects, 'fulfil');
        expect(fulfils).toBe(shouldFulfil(order, TOTAL) ? 1 : 0);
        expect(count(effects, 'revoke')).toBeLessThanOrEqual(fulfils);
        const succeeded = story.some((event) => event.kind === 'succeeded');
        const refunded = Math.max(0, ...story.map((e) => (e.kind === 'refunded' ? e.refundedMinor : 0)));
        expect(state.refundedMinor).toBe(refunded);
        if (refunded >= TOTAL) expect(state.status).toBe('refunded');
        else if (refunded > 0) expect(state.status).toBe('partially_refunded');
        else if (succeeded) expect(state.status).toBe('paid');
        if (state.accessWithdrawn) expect(state.fulfilment).not.toBe('fulfilled');
      }),
      { numRuns: 1_000 },
    );
  });

  it('ignores a late failure of an earlier attempt once paid', () => {
    const { state } = run([{ kind: 'started' }, { kind: 'succeeded' }, { kind: 'failed' }]);
    expect(state).toMatchObject({ status: 'paid', fulfilment: 'fulfilled' });
  });

  it('does not start a second payment while one runs or after the money is taken', () => {
    const processing = run([{ kind: 'started' }]).state;
    expect(nextPayment(processing, { kind: 'started' }, TOTAL).state).toBe(processing);
    const paid = run([{ kind: 'started' }, { kind: 'succeeded' }]).state;
    expect(nextPayment(paid, { kind: 'started' }, TOTAL).state.status).toBe('paid');
  });

  it('takes access back on a refund that withdraws it, once', () => {
    const { state, effects } = run([
      { kind: 'succeeded' },
      { kind: 'refunded', refundedMinor: 2_000, withdrawAccess: false },
      { kind: 'refunded', refundedMinor: TOTAL, withdrawAccess: true },
      { kind: 'refunded', refundedMinor: TOTAL, withdrawAccess: true },
    ]);
    expect(effects).toEqual(['fulfil', 'revoke']);
    expect(state).toMatchObject({ status: 'refunded', fulfilment: 'revoked', refundedMinor: TOTAL });
  });

  it('gives nothing for a success heard after a full refund', () => {
    const { state, effects } = run([
      { kind: 'refunded', refundedMinor: TOTAL, withdrawAccess: true },
      { kind: 'succeeded' },
    ]);
    expect(effects).toEqual([]);
    expect(state).toMatchObject({ status: 'refunded', fulfilment: 'none' });
  });

  it('gives what costs nothing (a coupon took the whole price off)', () => {
    expect(nextPayment(NEW_PAYMENT, { kind: 'succeeded' }, 0).effects).toEqual(['fulfil']);
  });

  it('refunds in full, once, what could not be delivered', () => {
    const paid = run([{ kind: 'succeeded' }]).state;
    const before = { ...paid, fulfilment: 'none' as const };
    const declined = nextPayment(before, { kind: 'undeliverable' }, TOTAL);
    expect(declined.effects).toEqual(['refund_in_full']);
    expect(nextPayment(declined.state, { kind: 'undeliverable' }, TOTAL).effects).toEqual([]);
    expect(nextPayment(declined.state, { kind: 'succeeded' }, TOTAL).effects).toEqual([]);
  });
});
