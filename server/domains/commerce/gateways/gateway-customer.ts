import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { gatewayCustomers, users } from '../../../db/schema';
import type { StripeGateway } from './stripe-gateway';

/**
 * The buyer as Stripe knows them, made the first time they buy a plan: their saved cards and
 * renewals hang on it. Asked outside any database transaction; two checkouts at once make one
 * Customer (Stripe's idempotency key) and keep one row.
 */
export async function stripeCustomerFor(db: Db, stripe: StripeGateway, userId: string): Promise<string> {
  const known = () =>
    db
      .select({ ref: gatewayCustomers.customerRef })
      .from(gatewayCustomers)
      .where(and(eq(gatewayCustomers.userId, userId), eq(gatewayCustomers.processor, 'stripe')));
  const [found] = await known();
  if (found) return found.ref;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const customerRef = await stripe.createCustomer(userId, user!.email);
  await db
    .insert(gatewayCustomers)
    .values({ userId, processor: 'stripe', customerRef })
    .onConflictDoNothing();
  return (await known())[0]!.ref;
}
