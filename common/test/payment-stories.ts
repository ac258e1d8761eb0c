import fc from 'fast-check';
import type { PaymentEvent } from '../domain/payment-fulfilment';

/**
 * Test support: what gateways say of one transaction, as fast-check generates it. A truthful story
 * (attempts that fail, then perhaps a success, then perhaps refunds whose running totals grow, one
 * of which may take access away), then as delivered: each event duplicated up to twice and the
 * whole shuffled (delays and disorder).
 */
export function deliveredStories(totalMinor: number) {
  const truthful = fc
    .record({
      failures: fc.nat({ max: 3 }),
      succeeds: fc.boolean(),
      refunds: fc.array(
        fc.record({ step: fc.integer({ min: 1, max: totalMinor }), withdraw: fc.boolean() }),
        {
          maxLength: 3,
        },
      ),
    })
    .map(({ failures, succeeds, refunds }) => {
      const events: PaymentEvent[] = [];
      for (let i = 0; i < failures; i += 1) events.push({ kind: 'started' }, { kind: 'failed' });
      if (!succeeds) return events;
      events.push({ kind: 'started' }, { kind: 'succeeded' });
      let refunded = 0;
      for (const { step, withdraw } of refunds) {
        refunded = Math.min(totalMinor, refunded + step);
        events.push({ kind: 'refunded', refundedMinor: refunded, withdrawAccess: withdraw });
      }
      return events;
    });
  return truthful.chain((story) =>
    fc.array(fc.nat({ max: 2 }), { minLength: story.length, maxLength: story.length }).chain((copies) => {
      // Each delivery keeps the index of the fact it repeats: a redelivery carries its event's id.
      const sent = story.flatMap((event, fact) =>
        Array.from({ length: 1 + copies[fact]! }, () => ({ fact, event })),
      );
      return fc.tuple(fc.constant(story), fc.shuffledSubarray(sent, { minLength: sent.length }));
    }),
  );
}

/**
 * Should this order of delivery fulfil? Its success arrives before any refund that withdraws access
 * or refunds in full (a refund reported below the total already heard is old news).
 */
export function shouldFulfil(order: readonly PaymentEvent[], totalMinor: number): boolean {
  let refunded = 0;
  for (const event of order) {
    if (event.kind === 'succeeded') return true;
    // Only a refund that raises the total refunded so far is news.
    if (event.kind !== 'refunded' || event.refundedMinor <= refunded) continue;
    refunded = event.refundedMinor;
    if (event.withdrawAccess || refunded >= totalMinor) return false;
  }
  return false;
}
