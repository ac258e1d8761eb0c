import { paymentCalls } from '../../../common/api/payment';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../rpc/context';
import { resource, serve, servedMethods } from '../../rpc/method';
import { createCheckout, setCoupon } from './checkout';
import { paymentGateways } from './gateways/payment-gateways';
import { itemKind } from './items/item-kinds';
import {
  confirmPayment,
  preparePayment,
  reportPaymentError,
  sendDueRefund,
  startPayment,
} from './payment-flow';
import { buy, ownTransaction } from './policy';
import { type LoadedTransaction, loadTransaction, transactionView } from './transaction-record';

const load = (db: Db, _ctx: RequestContext, id: string) => loadTransaction(db, id);

/** The transaction as its buyer's page reads it, read again after a change. */
const viewAfter = async (db: Db, ctx: RequestContext, id: string) =>
  transactionView((await loadTransaction(db, id))!, ctx.deps.config.STRIPE_FPX);

/** A method changing the buyer's own transaction by `change`, answering with the transaction. */
const change = (
  call: (typeof paymentCalls)['removeCoupon' | 'start' | 'applyCoupon' | 'reportError'],
  run: (db: Db, ctx: RequestContext, transaction: LoadedTransaction, input: never) => Promise<unknown>,
) =>
  serve(call, {
    allow: ownTransaction,
    load,
    run: async (db, ctx, transaction: LoadedTransaction, input) => {
      await run(db, ctx, transaction, input as never);
      return viewAfter(db, ctx, transaction.id);
    },
  });

/**
 * The `payment` resource (spec §3 Payment transaction; id: the transaction's id): a checkout
 * made from what the buyer names, its coupon, the gateway's session, the start of the payment and
 * its error, the buyer's return, and the thank-you page. Only the buyer sees a transaction.
 */
export const paymentResource = resource(
  'payment',
  servedMethods(
    serve(paymentCalls.create, {
      allow: buy,
      run: async (db, ctx, _loaded, input) => ({
        paymentTransactionId: await createCheckout(db, ctx.actor.userId, input, new Date()),
      }),
    }),
    serve(paymentCalls.get, {
      allow: ownTransaction,
      load,
      run: async (_db, ctx, transaction: LoadedTransaction) =>
        transactionView(transaction, ctx.deps.config.STRIPE_FPX),
    }),
    change(paymentCalls.applyCoupon, (db, _ctx, transaction, input: { couponCode: string }) =>
      setCoupon(db, transaction, input.couponCode, new Date()),
    ),
    change(paymentCalls.removeCoupon, (db, _ctx, transaction) =>
      setCoupon(db, transaction, null, new Date()),
    ),
    serve(paymentCalls.prepare, {
      allow: ownTransaction,
      load,
      // The gateway is asked outside a database transaction (payment-flow.ts).
      transaction: false,
      run: async (db, ctx, transaction: LoadedTransaction, input) =>
        preparePayment(
          db,
          await paymentGateways(ctx.deps.config),
          ctx.deps.logger,
          transaction,
          input.paymentMethod,
        ),
    }),
    change(paymentCalls.start, (db, _ctx, transaction) => startPayment(db, transaction.id, new Date())),
    change(
      paymentCalls.reportError,
      (db, _ctx, transaction, input: { message: string; paymentData?: Record<string, unknown> }) =>
        reportPaymentError(db, transaction.id, input.message, input.paymentData),
    ),
    serve(paymentCalls.confirm, {
      allow: ownTransaction,
      load,
      transaction: false,
      run: async (db, ctx, transaction: LoadedTransaction) => {
        const gateways = await paymentGateways(ctx.deps.config);
        const settled = await confirmPayment(db, gateways, ctx.deps.logger, transaction);
        if (settled)
          await sendDueRefund(db, gateways, settled).catch((error: unknown) => {
            ctx.deps.logger.error(
              { err: error, transactionId: transaction.id },
              'a refund of an undeliverable purchase failed; the sweep retries it',
            );
          });
        return viewAfter(db, ctx, transaction.id);
      },
    }),
    serve(paymentCalls.thankYou, {
      allow: ownTransaction,
      load,
      run: async (db, ctx, transaction: LoadedTransaction) => ({
        transaction: transactionView(transaction, ctx.deps.config.STRIPE_FPX),
        destinations: await Promise.all(
          transaction.items.map(async (item) => ({
            type: item.type,
            name: item.name,
            path:
              transaction.fulfilment === 'fulfilled' ? await itemKind(item.type).destination(db, item) : null,
          })),
        ),
      }),
    }),
  ),
);
