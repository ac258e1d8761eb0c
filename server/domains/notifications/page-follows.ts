import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** `userId` follows the page in the class from now on (posting or commenting there does this); idempotent. */
export async function followPage(db: Db, userId: string, pageId: string, cohortId: string): Promise<void> {
  await db.execute(sql`INSERT INTO page_subscribers (user_id, page_id, cohort_id)
    VALUES (${userId}::uuid, ${pageId}::uuid, ${cohortId}::uuid) ON CONFLICT DO NOTHING`);
}
