import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import type { NotificationDraft } from './events';
import { insertNotificationsSql } from './notification-writes';
import { announceRecipients } from './notify-channel';

/** Up to this many recipients are written in the happening's own request; more go to the fan-out job. */
export const INLINE_RECIPIENTS_MAX = 20;
/** Recipients written per statement (and per transaction) by the fan-out job. */
export const FAN_OUT_BATCH_SIZE = 1000;

/** Who hears of a happening when they may be many: the members of classes, or a page's followers in a class. */
export type Audience =
  | { kind: 'members'; cohortIds: string[]; event: 'announcement' }
  | { kind: 'followers'; pageId: string; cohortId: string; event: 'post_on_followed_page' };

/** The audience's next `limit` people after `after` (by id), as `user_id, event, rank`. */
function audienceSql(audience: Audience, after: string | null, limit: number): SQL {
  const from = after === null ? sql`` : sql`AND user_id > ${after}::uuid`;
  if (audience.kind === 'members') {
    const cohorts = sql.join(
      audience.cohortIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    return sql`SELECT DISTINCT user_id, ${audience.event}::text AS event, 0 AS rank FROM enrolments
      WHERE cohort_id IN (${cohorts}) AND status = 'active' ${from} ORDER BY user_id LIMIT ${limit}`;
  }
  return sql`SELECT user_id, ${audience.event}::text AS event, 0 AS rank FROM page_subscribers
    WHERE page_id = ${audience.pageId}::uuid AND cohort_id = ${audience.cohortId}::uuid ${from}
    ORDER BY user_id LIMIT ${limit}`;
}

/** Does the audience have more than INLINE_RECIPIENTS_MAX people (counting no further)? */
export async function isLargeAudience(db: Db, audience: Audience): Promise<boolean> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS count FROM (${audienceSql(audience, null, INLINE_RECIPIENTS_MAX + 1)}) AS a`,
    ),
  );
  return (row?.count ?? 0) > INLINE_RECIPIENTS_MAX;
}

/**
 * Write the notifications of the audience's next batch after `after`, with ONE INSERT … SELECT,
 * and announce them. Returns the last person of the batch (null when the audience is done) and
 * whether any is to be mailed now.
 */
export async function fanOutBatch(
  db: Db,
  draft: NotificationDraft,
  audience: Audience,
  after: string | null,
  batchSize = FAN_OUT_BATCH_SIZE,
): Promise<{ last: string | null; mailNow: boolean }> {
  const [result] = rowsOf<{ last: string | null; recipients: string[] | string; mail_now: boolean }>(
    await db.execute(sql`
      WITH batch AS (${audienceSql(audience, after, batchSize)}),
        written AS (${insertNotificationsSql(draft, sql`SELECT user_id, event, rank FROM batch`)})
      SELECT (SELECT user_id FROM batch ORDER BY user_id DESC LIMIT 1) AS last,
        coalesce((SELECT json_agg(user_id) FROM written), '[]'::json) AS recipients,
        EXISTS (SELECT 1 FROM written WHERE mail_now) AS mail_now`),
  );
  const recipients = result?.recipients ?? [];
  await announceRecipients(db, typeof recipients === 'string' ? JSON.parse(recipients) : recipients);
  return { last: result?.last ?? null, mailNow: result?.mail_now ?? false };
}

/**
 * Write the whole audience's notifications batch after batch, each batch in a transaction that
 * `inTransaction` gives (the caller's own, or one each); returns whether any is to be mailed now.
 */
export async function fanOutAll(
  draft: NotificationDraft,
  audience: Audience,
  inTransaction: <T>(work: (db: Db) => Promise<T>) => Promise<T>,
): Promise<boolean> {
  let after: string | null = null;
  let mailNow = false;
  do {
    const from: string | null = after;
    const batch: { last: string | null; mailNow: boolean } = await inTransaction((db) =>
      fanOutBatch(db, draft, audience, from),
    );
    after = batch.last;
    mailNow ||= batch.mailNow;
    // Let the event loop turn between batches (on PGlite queries do no I/O that would), so the
    // streams hear this batch's NOTIFY and read it before the next batch is written.
    if (after !== null) await new Promise((resolve) => setImmediate(resolve));
  } while (after !== null);
  return mailNow;
}
