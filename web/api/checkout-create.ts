import type { paymentCalls } from '../../common/api/payment';
import type { ItemType } from '../../common/payment-kinds';
import { call, request } from './call';

// Opening a checkout, kept apart from the payment screens' calls (api/payments.ts): a class card's
// Buy button on a visitor's landing page needs only this one.
const create = call<(typeof paymentCalls)['create']>('payment', 'create', undefined);

/** A new checkout of `items`, priced by the server; its id. */
export const createCheckout = (items: { type: ItemType; productID: string }[]) =>
  request(create, { input: { items } }, { loginRequired: true });
