import { paymentCalls } from '../../../common/api/payment';
import { payoutCalls } from '../../../common/api/payout';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../rpc/context';
import { mergeMethods, resource, serve, servedMethods } from '../../rpc/method';
import { hitRateLimit } from '../../security/rate-limit';
import { createCheckout, selectInstalmentPlan, setCoupon } from './checkout';
import { paymentGateways } from './gateways/payment-gateways';
import { itemKind } from './items/item-kinds';
import { myPurchases } from './my-purchases';
import { paymentAdminMethods } from './payment-admin.rpc';
import {
  afterSettlement,
  confirmPayment,
  preparePayment,
  reportPaymentError,
  startPayment,
} from './payment-flow';
import { payoutAccountOf, startPayoutOnboarding } from './payouts/payout-accounts';
import { buy, ownTransaction } from './policy';
import { campaignOfCheckout, markClickSent } from './referrals/conversions';
import { type LoadedTransaction, loadTransaction, transactionView } from './transaction-record';

/** Onboarding links asked for, per seller an hour: each asks the gateway for one. */
const ONBOARDING_LINKS = { name: 'payout-onboarding', max: 20, windowSeconds: 3600 };

/** Coupon codes are secrets a buyer could guess at: this many tries an hour per buyer. */
const COUPON_TRIES = { name: 'coupon-tries', max: 30, windowSeconds: 3600 };

const load = (db: Db, _ctx: RequestContext, id: string) => loadTransaction(db, id);

/** The transaction as its buyer's page reads it, read again after a change. */
const viewAfter = async (db: Db, ctx: RequestContext, id: string) =>
  transactionView((await loadTransaction(db, id))!, ctx.deps.config.STRIPE_FPX);

/** A method changing the buyer's own transaction by `change`, answering with the transaction. */
const change = (
  call: (typeof paymentCalls)[
    | 'removeCoupon'
    | 'start'
    | 'applyCoupon'
    | 'reportError'
    | 'selectInstalmentPlan'],
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
 * The buyer's methods of the `payment` resource (spec §3 Payment transaction; id: the
 * transaction's id): a checkout made from what the buyer names, its coupon, the gateway's session,
 * the start of the payment and its error, the buyer's return, and the thank-you page. Only the
 * buyer sees a transaction.
 */
const buyersPaymentResource = resource(
  'payment',
  servedMethods(
    serve(paymentCalls.create, {
      allow: buy,
      // A coupon given here is a try like applyCoupon's, counted outside the checkout's transaction.
      transaction: false,
      run: async (db, ctx, _loaded, input) => {
        if (input.couponCode) await hitRateLimit(db, COUPON_TRIES, ctx.actor.userId);
        const campaign = campaignOfCheckout(ctx.cookies);
        const id = await db.transaction((tx) =>
          createCheckout(tx, ctx.actor.userId, input, new Date(), campaign),
        );
        return { paymentTransactionId: id };
      },
    }),
    serve(paymentCalls.get, {
      allow: ownTransaction,
      load,
      run: async (_db, ctx, transaction: LoadedTransaction) =>
        transactionView(transaction, ctx.deps.config.STRIPE_FPX),
    }),
    serve(paymentCalls.applyCoupon, {
      allow: ownTransaction,
      load,
      // Each try counts against the buyer's limit, a refused one too: the count is kept outside
      // the change's transaction, which a wrong code rolls back.
      transaction: false,
      run: async (db, ctx, transaction: LoadedTransaction, input) => {
        await hitRateLimit(db, COUPON_TRIES, ctx.actor.userId);
        await db.transaction((tx) => setCoupon(tx, transaction, input.couponCode, new Date()));
        return viewAfter(db, ctx, transaction.id);
      },
    }),
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
          ctx.deps.config.PLATFORM_FEE_PERCENT,
        ),
    }),
    change(
      paymentCalls.selectInstalmentPlan,
      (db, _ctx, transaction, input: { instalmentPlan: number | null }) =>
        selectInstalmentPlan(db, transaction, input.instalmentPlan),
    ),
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
        if (settled) await afterSettlement(db, gateways, ctx.deps.logger, settled);
        return viewAfter(db, ctx, transaction.id);
      },
    }),
    serve(payoutCalls.get, {
      allow: buy,
      // The gateway is asked while onboarding is unfinished, outside a database transaction.
      transaction: false,
      run: async (db, ctx) =>
        payoutAccountOf(
          db,
          await paymentGateways(ctx.deps.config),
          ctx.deps.logger,
          ctx.actor.userId,
          ctx.deps.config.PLATFORM_FEE_PERCENT,
        ),
    }),
    serve(payoutCalls.startOnboarding, {
      allow: buy,
      transaction: false,
      run: async (db, ctx) => {
        await hitRateLimit(db, ONBOARDING_LINKS, ctx.actor.userId);
        const url = await startPayoutOnboarding(
          db,
          await paymentGateways(ctx.deps.config),
          ctx.deps.logger,
          ctx.actor.userId,
          ctx.deps.config.PUBLIC_URL,
        );
        return { url };
      },
    }),
    serve(paymentCalls.listMine, {
      allow: buy,
      run: (db, ctx, _loaded, input) => myPurchases(db, ctx.actor.userId, input.page),
    }),
    serve(paymentCalls.thankYou, {
      allow: ownTransaction,
      load,
      run: async (db, ctx, transaction: LoadedTransaction) => {
        await markClickSent(db, ctx.cookies);
        return {
          transaction: transactionView(transaction, ctx.deps.config.STRIPE_FPX),
          destinations: await Promise.all(
            transaction.items.map(async (item) => ({
              type: item.type,
              name: item.name,
              path:
                transaction.fulfilment === 'fulfilled'
                  ? await itemKind(item.type).destination(db, item)
                  : null,
            })),
          ),
        };
      },
    }),
  ),
);

/** The `payment` resource: the buyer's methods above, and the back office's (payment-admin.rpc.ts). */
export const paymentResource = resource(
  'payment',
  mergeMethods(buyersPaymentResource.methods, paymentAdminMethods),
);
