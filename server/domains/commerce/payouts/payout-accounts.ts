import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PayoutAccount } from '../../../../common/api/payout';
import { SCREEN_ROUTES } from '../../../../common/routes';
import type { Db } from '../../../db/client';
import { payoutAccounts, users } from '../../../db/schema';
import type { PaymentGateways } from '../gateways/payment-gateways';
import { askGateway } from '../payment-flow';

const accountOf = async (db: Db, userId: string) =>
  (await db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)))[0];

/**
 * The seller's payout account as their settings show it. While onboarding is unfinished the
 * gateway is asked (the seller may just be back from its page, before its webhook); what it says
 * is stored by that `account.updated` webhook, not by this read.
 */
export async function payoutAccountOf(
  db: Db,
  gateways: PaymentGateways,
  logger: Logger,
  userId: string,
  platformFeePercent: number,
): Promise<PayoutAccount> {
  const account = await accountOf(db, userId);
  if (!account) return { status: 'none', platformFeePercent };
  const enabled =
    account.chargesEnabled ||
    (await askGateway(logger, () => gateways.stripe.chargesEnabled(account.accountRef)));
  return { status: enabled ? 'active' : 'pending', platformFeePercent };
}

/**
 * The gateway's hosted onboarding for the seller: their Express account is made the first time
 * (once, whatever the number of tries), then a fresh link to its page, which comes back to the
 * account settings.
 */
export async function startPayoutOnboarding(
  db: Db,
  gateways: PaymentGateways,
  logger: Logger,
  userId: string,
  publicUrl: string,
): Promise<string> {
  const stripe = gateways.stripe;
  let account = await accountOf(db, userId);
  if (!account) {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const accountRef = await askGateway(logger, () => stripe.createPayoutAccount(userId, user!.email));
    await db.insert(payoutAccounts).values({ userId, processor: 'stripe', accountRef }).onConflictDoNothing();
    account = (await accountOf(db, userId))!;
  }
  const back = (state: string) =>
    new URL(`${SCREEN_ROUTES.accountSettings}?payouts=${state}`, publicUrl).toString();
  return askGateway(logger, () => stripe.onboardingLink(account.accountRef, back('done'), back('again')));
}

/** What the gateway says of an account (its `account.updated` webhook, or a look after onboarding). */
export async function setChargesEnabled(db: Db, accountRef: string, enabled: boolean): Promise<void> {
  await db
    .update(payoutAccounts)
    .set({ chargesEnabled: enabled, updatedAt: new Date() })
    .where(eq(payoutAccounts.accountRef, accountRef));
}
