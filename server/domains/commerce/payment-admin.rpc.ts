import { paymentAdminCalls } from '../../../common/api/payment-admin';
import { serve, servedMethods } from '../../rpc/method';
import { paymentGateways } from './gateways/payment-gateways';
import { listPayments, paymentRow } from './payment-list';
import { managePayments } from './policy';
import { refundPayment } from './refund';
import { loadTransaction } from './transaction-record';

/**
 * The back office's methods of the `payment` resource (merged in payment.rpc.ts): every
 * transaction a page at a time, and a refund by staff answered with the row as it now stands.
 */
export const paymentAdminMethods = servedMethods(
  serve(paymentAdminCalls.listPayments, {
    allow: managePayments,
    run: (db, _ctx, _loaded, input) => listPayments(db, input),
  }),
  serve(paymentAdminCalls.refundPayment, {
    allow: managePayments,
    load: (db, _ctx, id) => loadTransaction(db, id),
    run: async (db, ctx, transaction, input) => {
      const gateways = await paymentGateways(ctx.deps.config);
      await refundPayment(db, gateways, ctx.deps.logger, transaction.id, input);
      return (await paymentRow(db, transaction.id))!;
    },
  }),
);
