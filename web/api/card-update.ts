import type { CardUpdated, cardUpdateCalls } from '../../common/api/subscription';
import { call, request } from './call';

// The card update of a subscription (common/api/subscription.ts cardUpdateCalls), for
// /payment/update/: the gateway's session to save a new card, and its confirmation.
type Calls = typeof cardUpdateCalls;
const prepare = call<Calls['prepare']>('userSubscriptionPlan', 'update', 'prepareCardUpdate');
const confirm = call<Calls['confirm']>('userSubscriptionPlan', 'update', 'confirmCardUpdate');

const signedIn = { loginRequired: true };

export type { CardUpdated };

/** A SetupIntent for a new card for subscription `id`, as a gateway session. */
export const prepareCardUpdate = (id: string) => request(prepare, { id, input: {} }, signedIn);

/** The card saved by SetupIntent `setupIntentId` becomes the subscription's; an overdue renewal is charged on it. */
export const confirmCardUpdate = (id: string, setupIntentId: string) =>
  request(confirm, { id, input: { setupIntentId } }, signedIn);
