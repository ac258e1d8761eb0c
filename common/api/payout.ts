import { z } from 'zod';
import { contract } from './contract';

/** Where a seller's payout account stands: none yet, onboarding not finished, or taking payments. */
export const PAYOUT_STATUSES = ['none', 'pending', 'active'] as const;

/** A course creator's payout account (Stripe Connect), as their settings show it. */
export const PayoutAccount = z.object({
  status: z.enum(PAYOUT_STATUSES),
  /** The share of each sale the platform keeps, in percent. */
  platformFeePercent: z.number(),
});
export type PayoutAccount = z.infer<typeof PayoutAccount>;

export const payoutCalls = {
  /** The signed-in seller's payout account (asked of the gateway again while onboarding is unfinished). */
  get: contract('payment', 'lookup', 'getPayoutAccount', { input: z.object({}), output: PayoutAccount }),
  /**
   * Start (or go on with) the gateway's onboarding: its hosted page's address, which comes back to
   * the account settings when done.
   */
  startOnboarding: contract('payment', 'execute', 'startPayoutOnboarding', {
    input: z.object({}),
    output: z.object({ url: z.string() }),
  }),
};
