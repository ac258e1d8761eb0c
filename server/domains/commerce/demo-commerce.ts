import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { periodEnd } from '../../../common/domain/renewals';
import type { Db } from '../../db/client';
import { coupons, courses, subscriptions, users } from '../../db/schema';

/** The demo's coupon: 20% off a place in a class (such as the demo's priced MYR class). */
export const DEMO_COUPON = 'KELAS20';

/** The demo course whose priced class may be paid in three monthly instalments. */
const DEMO_INSTALMENT_COURSE = 'digital-marketing-foundations';

/** The demo creator, whose educator plan is a yearly subscription (seeded without a saved card). */
const DEMO_EDUCATOR = 'creator@kelas.example';

/**
 * Demo data of commerce: a coupon to try at the checkout, a course whose priced class may be paid
 * in three monthly instalments, and the demo creator's educator plan
 * (the accounts' seed put him on it, for his seeded courses) as the subscription that grants it,
 * shown at /accounts/subscriptions/.
 */
export async function seedDemoCommerce(db: Db, logger: Logger): Promise<void> {
  await db
    .insert(coupons)
    .values({ code: DEMO_COUPON, percentOff: 20, itemType: 'course_enrolment', maxUses: 1000 })
    .onConflictDoNothing();
  await db.update(courses).set({ instalmentParts: 3 }).where(eq(courses.path, DEMO_INSTALMENT_COURSE));
  const [creator] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EDUCATOR));
  if (creator) {
    const now = new Date();
    const ends = periodEnd(now, 'yearly');
    await db
      .insert(subscriptions)
      .values({
        userId: creator.id,
        planId: 'educator',
        kind: 'educator',
        status: 'active',
        billingPeriod: 'yearly',
        currency: 'MYR',
        priceMinor: 89_000,
        currentPeriodStart: now,
        currentPeriodEnd: ends,
        nextChargeAt: ends,
      })
      .onConflictDoNothing();
  }
  logger.info({ coupon: DEMO_COUPON }, 'demo coupon ready');
}
