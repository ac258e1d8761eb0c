import type {
  PaymentListInput,
  PaymentPage,
  PaymentRow,
  paymentAdminCalls,
  RefundInput,
} from '../../common/api/payment-admin';
import { call, callKeyPrefix, callQuery, request } from './call';

// The back office's calls of the `payment` resource (common/api/payment-admin.ts), for staff.
type Calls = typeof paymentAdminCalls;
const listPayments = call<Calls['listPayments']>('payment', 'lookup', 'listPayments');
const refund = call<Calls['refundPayment']>('payment', 'update', 'refundPayment');

export type { PaymentPage, PaymentRow };

/** A page of every payment, newest first, by status and the buyer's address when given. */
export const paymentsQuery = (input: PaymentListInput) =>
  callQuery(listPayments, { input }, { loginRequired: true });

/** Every page of the list, whatever its filters: the prefix of their query keys. */
export const paymentsKey = () => callKeyPrefix(listPayments);

/** Refund part or all of what is left of payment `id`; the answer is its row as it now stands. */
export const refundPayment = (id: string, input: RefundInput) => request(refund, { id, input });
