import { and, isNotNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { readConfig } from '../../config';
import { paymentTransactions } from '../../db/schema';
import { defineJob } from '../../jobs/job';
import { paymentGateways } from './gateways/payment-gateways';
import { UNDELIVERABLE_REFUND_KEY } from './payment-flow';

/** How long after its settlement a due refund is left to the request that sent it. */
const GRACE_MINUTES = 5;
/** Refunds sent per run; the next run takes the rest. */
const BATCH = 50;

/**
 * `payment-refunds-due`, every ten minutes: sends again the full refund of each paid transaction
 * whose items could not be given and whose money has not all come back (the request that settled
 * it sent it once; a gateway that did not answer then is asked again). The same idempotency key
 * as the first attempt makes a refund that did go through the same refund, never a second one.
 */
export const refundsDueJob = defineJob({
  name: 'payment-refunds-due',
  payload: z.object({}).default({}),
  retryLimit: 2,
  retryDelaySeconds: 60,
  schedule: '*/10 * * * *',
  handler: async (_payload, { db, logger }) => {
    const due = await db
      .select({
        id: paymentTransactions.id,
        ref: paymentTransactions.gatewayRef,
        total: paymentTransactions.totalMinor,
        destination: paymentTransactions.destinationAccount,
      })
      .from(paymentTransactions)
      .where(
        and(
          sql`${paymentTransactions.fulfilment} = 'declined'`,
          sql`${paymentTransactions.refundedMinor} < ${paymentTransactions.totalMinor}`,
          isNotNull(paymentTransactions.gatewayRef),
          lt(paymentTransactions.updatedAt, sql`now() - make_interval(mins => ${GRACE_MINUTES})`),
        ),
      )
      .limit(BATCH);
    if (due.length === 0) return;
    const gateways = await paymentGateways(readConfig());
    for (const row of due) {
      await gateways.stripe
        .refund(row.ref!, row.total, UNDELIVERABLE_REFUND_KEY(row.id), row.destination !== null)
        .catch((error: unknown) =>
          logger.warn({ err: error, transactionId: row.id }, 'a due refund failed again'),
        );
    }
  },
});
