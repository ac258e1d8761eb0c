import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';

/** The demo's coupon: 20% off a place in a class (such as the demo's priced MYR class). */
export const DEMO_COUPON = 'KELAS20';

/** Demo data of commerce: a coupon to try at the checkout. */
export async function seedDemoCommerce(db: Db, logger: Logger): Promise<void> {
  await db
    .insert(coupons)
    .values({ code: DEMO_COUPON, percentOff: 20, itemType: 'course_enrolment', maxUses: 1000 })
    .onConflictDoNothing();
  logger.info({ coupon: DEMO_COUPON }, 'demo coupon ready');
}
