import type {
  GatewaySession,
  InstalmentOption,
  PaymentMethod,
  PaymentTransaction,
  paymentCalls,
} from '../../common/api/payment';
import { call, callKey, callQuery, request } from './call';

// The buyer's calls of the `payment` resource (common/api/payment.ts); the id is the transaction's.
type Calls = typeof paymentCalls;
const get = call<Calls['get']>('payment', 'read', 'getCheckout');
const applyCoupon = call<Calls['applyCoupon']>('payment', 'update', 'applyCoupon');
const removeCoupon = call<Calls['removeCoupon']>('payment', 'update', 'removeCoupon');
const prepare = call<Calls['prepare']>('payment', 'update', 'preparePayment');
const selectInstalmentPlan = call<Calls['selectInstalmentPlan']>('payment', 'update', 'selectInstalmentPlan');
const start = call<Calls['start']>('payment', 'update', 'startPayment');
const reportError = call<Calls['reportError']>('payment', 'update', 'reportPaymentError');
const confirm = call<Calls['confirm']>('payment', 'update', 'confirmPayment');
const thankYou = call<Calls['thankYou']>('payment', 'read', 'getThankYou');

const signedIn = { loginRequired: true };

export type { GatewaySession, InstalmentOption, PaymentMethod, PaymentTransaction };

export const checkoutQuery = (id: string) => callQuery(get, { id }, signedIn);
export const checkoutKey = (id: string) => callKey(get, { id });
export const thankYouQuery = (id: string) => callQuery(thankYou, { id }, signedIn);

export const applyCheckoutCoupon = (id: string, couponCode: string) =>
  request(applyCoupon, { id, input: { couponCode } });
export const removeCheckoutCoupon = (id: string) => request(removeCoupon, { id, input: {} });
/** Pay in `instalmentPlan` monthly parts (the first now), or in full (null); the transaction priced again. */
export const selectCheckoutInstalmentPlan = (id: string, instalmentPlan: number | null) =>
  request(selectInstalmentPlan, { id, input: { instalmentPlan } });
export const preparePayment = (id: string, paymentMethod: PaymentMethod) =>
  request(prepare, { id, input: { paymentMethod } });
export const startPayment = (id: string) => request(start, { id, input: {} });
export const reportPaymentError = (id: string, message: string, paymentData?: Record<string, unknown>) =>
  request(reportError, { id, input: { message, ...(paymentData ? { paymentData } : {}) } });
export const confirmPayment = (id: string) => request(confirm, { id, input: {} });

const listMine = call<Calls['listMine']>('payment', 'lookup', 'listMyPayments');
export const myPurchasesQuery = (page: number) => callQuery(listMine, { input: { page } }, signedIn);
