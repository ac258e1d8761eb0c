import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { subscriptions } from '../../../db/schema';
import type { PaymentGateways } from '../gateways/payment-gateways';

/** The brand and last digits of `userId`'s card `paymentMethod`, shown on the subscriptions it pays. */
export async function rememberCard(db: Db, gateways: PaymentGateways, userId: string, paymentMethod: string) {
  const card = await gateways.stripe.cardOf(paymentMethod);
  if (!card) return;
  await db
    .update(subscriptions)
    .set({ card })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.paymentMethod, paymentMethod)));
}
