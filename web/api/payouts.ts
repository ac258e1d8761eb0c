import type { PayoutAccount, payoutCalls } from '../../common/api/payout';
import { call, callQuery, request } from './call';

// A seller's payout account (common/api/payout.ts): how it stands, and the gateway's onboarding.
// Apart from api/payments.ts so that only the account settings carry it.
type Calls = typeof payoutCalls;
const get = call<Calls['get']>('payment', 'lookup', 'getPayoutAccount');
const startOnboarding = call<Calls['startOnboarding']>('payment', 'execute', 'startPayoutOnboarding');

const signedIn = { loginRequired: true };

export type { PayoutAccount };

/** The signed-in seller's payout account: none, pending (onboarding unfinished) or active. */
export const payoutAccountQuery = () => callQuery(get, { input: {} }, signedIn);

/** The address of the gateway's onboarding page for the signed-in seller (a new link each time). */
export const startPayoutOnboarding = () => request(startOnboarding, { input: {} }, signedIn);
