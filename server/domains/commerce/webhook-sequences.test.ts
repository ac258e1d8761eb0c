import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NEW_PAYMENT, nextPayment, type PaymentEvent } from '../../../common/domain/payment-fulfilment';
import { deliveredStories, shouldFulfil } from '../../../common/test/payment-stories';
import { enrolments, paymentTransactions, purchaseItems } from '../../db/schema';
import { buildUser } from '../../test/factories';
import { setUpTestApp } from '../../test/set-up-test-app';
import { pricedClass } from './commerce-test-kit';
import { settlePayment } from './settle';

const testApp = setUpTestApp();

const TRANSACTIONS = Number(process.env.SEQ_N ?? 1_000);
const TOTAL = 10_000;

/** A seeded shuffle, so fast-check's seed reproduces the whole interleaving. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed >>> 0 || 1;
  for (let i = out.length - 1; i > 0; i -= 1) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('fulfilment under generated webhook sequences (issue 16 budget)', () => {
  it(`fulfils each of ${TRANSACTIONS} transactions exactly as often as its deliveries warrant, never twice`, async () => {
    const { db } = testApp.database;
    const buyers = await Promise.all(Array.from({ length: TRANSACTIONS }, () => buildUser(db)));
    await fc.assert(
      fc.asyncProperty(
        fc.array(deliveredStories(TOTAL), { minLength: TRANSACTIONS, maxLength: TRANSACTIONS }),
        fc.integer(),
        async (stories, seed) => {
          // A class of its own for each run, so a shrinking run starts with nobody enrolled.
          const { cohort } = await pricedClass(testApp, { coursePriceMinor: TOTAL });
          const rows = await db
            .insert(paymentTransactions)
            .values(
              buyers.map((buyer) => ({
                userId: buyer.id,
                itemType: 'course_enrolment',
                currency: 'MYR',
                subtotalMinor: TOTAL,
                totalMinor: TOTAL,
                paymentProcessor: 'stripe',
              })),
            )
            .returning({ id: paymentTransactions.id, userId: paymentTransactions.userId });
          await db.insert(purchaseItems).values(
            rows.map((row) => ({
              transactionId: row.id,
              position: 0,
              type: 'course_enrolment',
              productId: cohort.path,
              name: 'A place',
              unitPriceMinor: TOTAL,
              data: { cohortId: cohort.id },
            })),
          );
          const deliveries = shuffled(
            stories.flatMap(([, sent], at) => sent.map(({ fact, event }) => ({ at, fact, event }))),
            seed,
          );
          const fulfils = new Array<number>(TRANSACTIONS).fill(0);
          // Every transaction's deliveries arrive in the shuffled order, one after another, while
          // the transactions' streams run side by side (the pool and the row locks interleave them).
          const streams = new Array<Promise<void>>(TRANSACTIONS).fill(Promise.resolve());
          for (const { at, fact, event } of deliveries) {
            streams[at] = streams[at]!.then(async () => {
              // The buyer's own Pay has no gateway event; a gateway's event keeps its id when redelivered.
              const key =
                event.kind === 'started'
                  ? null
                  : { processor: 'stripe', eventId: `evt_${rows[at]!.id}_${fact}`, type: event.kind };
              const settled = await settlePayment(db, rows[at]!.id, event, key);
              if (settled.outcome === 'applied' && settled.effects.includes('fulfil')) fulfils[at]! += 1;
            });
          }
          await Promise.all(streams);
          const stored = new Map(
            (
              await db
                .select()
                .from(paymentTransactions)
                .where(
                  inArray(
                    paymentTransactions.id,
                    rows.map((row) => row.id),
                  ),
                )
            ).map((row) => [row.id, row]),
          );
          const enrolled = new Set(
            (
              await db
                .select({ userId: enrolments.userId })
                .from(enrolments)
                .where(eq(enrolments.cohortId, cohort.id))
            ).map((row) => row.userId),
          );
          rows.forEach((row, at) => {
            // Each transaction's deliveries in the order they were handled, a gateway event's
            // redelivery dropped (its id was handled already; the buyer's Pay has no id).
            const seen = new Set<number>();
            const order: PaymentEvent[] = deliveries
              .filter(
                (d) => d.at === at && (d.event.kind === 'started' || !seen.has(d.fact)) && seen.add(d.fact),
              )
              .map((d) => d.event);
            const expected = order.reduce(
              (state, event) => nextPayment(state, event, TOTAL).state,
              NEW_PAYMENT,
            );
            expect(fulfils[at], `transaction ${at}`).toBe(shouldFulfil(order, TOTAL) ? 1 : 0);
            expect(stored.get(row.id), `transaction ${at}`).toMatchObject({
              status: expected.status,
              fulfilment: expected.fulfilment,
              refundedMinor: expected.refundedMinor,
            });
            expect(enrolled.has(row.userId!), `transaction ${at}`).toBe(expected.fulfilment === 'fulfilled');
          });
        },
      ),
      // One run of a thousand stories; a failure is reported as generated (shrinking reruns it all).
      { numRuns: 1, endOnFailure: true },
    );
  }, 300_000);
});
