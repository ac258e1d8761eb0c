import { type SQL, sql } from 'drizzle-orm';
import { NOTIFICATION_EVENTS } from '../../../common/api/notification';
import { type Db, rowsOf } from '../../db/client';
import { type Candidate, kindDefaults, type NotificationDraft } from './events';
import { announceRecipients } from './notify-channel';

/** The local hour of the day a daily digest is due, in each recipient's time zone. */
export const DIGEST_HOUR = 8;

/** Today's digest hour on the wall clock of `timeZone` (a text column or value), as a local timestamp. */
const digestTodaySql = (localNow: SQL): SQL =>
  sql`(date_trunc('day', ${localNow}) + make_interval(hours => ${DIGEST_HOUR}))`;

/** The next digest hour after now in `timeZone` (text SQL), as a timestamptz. */
export function nextDigestHourSql(timeZone: SQL): SQL {
  const localNow = sql`(now() AT TIME ZONE ${timeZone})`;
  const today = digestTodaySql(localNow);
  return sql`((${today} + CASE WHEN ${localNow} >= ${today} THEN interval '1 day' ELSE interval '0' END)
    AT TIME ZONE ${timeZone})`;
}

// Every event with its kind and the kind's defaults, as rows the insert joins.
const EVENT_ROWS = sql.join(
  NOTIFICATION_EVENTS.map((event) => {
    const { kind, inApp, email } = kindDefaults(event);
    return sql`(${event}, ${kind}, ${inApp}::boolean, ${email}::boolean)`;
  }),
  sql`, `,
);

/**
 * The INSERT … SELECT that writes the notifications of `draft` for the candidates of `source` (a
 * query of `user_id, event, rank`): one per person (their first event by rank), never to the actor,
 * to active accounts, only where their setting keeps it in the app, and never twice for one
 * happening (`sourceId`). Mail falls due now, or at the next digest hour in their time zone (this
 * one while it lasts, when today's digest has not gone yet). Returns the ids and recipients
 * written, and whether each is to be mailed now (immediately, or in the digest going now).
 */
export function insertNotificationsSql(draft: NotificationDraft, source: SQL): SQL {
  const data = JSON.stringify({
    excerpt: draft.excerpt,
    sourceId: draft.sourceId,
    pageId: draft.pageId ?? undefined,
  });
  const localNow = sql`(now() AT TIME ZONE u.timezone)`;
  const digestToday = digestTodaySql(localNow);
  // Within the digest hour, today's digest still takes it unless the person has had it already.
  const digestSentToday = sql`EXISTS (SELECT 1 FROM notifications d WHERE d.user_id = c.user_id
    AND d.email_digest AND d.emailed_at >= ${digestToday} AT TIME ZONE u.timezone)`;
  const digestLater = sql`CASE WHEN ${localNow} < ${digestToday} THEN interval '0'
    WHEN ${localNow} < ${digestToday} + interval '1 hour' AND NOT ${digestSentToday} THEN interval '0'
    ELSE interval '1 day' END`;
  return sql`
    INSERT INTO notifications (user_id, kind, event, actor_id, course_id, cohort_id, target_url, data,
      email_due_at, email_digest)
    SELECT DISTINCT ON (c.user_id) c.user_id, k.kind, c.event, ${draft.actorId}::uuid, ${draft.courseId}::uuid,
      ${draft.cohortId}::uuid, ${draft.targetUrl}, ${data}::jsonb,
      CASE
        WHEN NOT coalesce(s.email, k.email) THEN NULL
        WHEN s.email_frequency = 'daily' THEN (${digestToday} + ${digestLater}) AT TIME ZONE u.timezone
        ELSE now()
      END,
      coalesce(s.email, k.email) AND s.email_frequency IS NOT DISTINCT FROM 'daily'
    FROM (${source}) AS c (user_id, event, rank)
    JOIN (VALUES ${EVENT_ROWS}) AS k (event, kind, in_app, email) ON k.event = c.event
    JOIN users u ON u.id = c.user_id AND u.deactivated_at IS NULL AND u.erased_at IS NULL
    LEFT JOIN notification_settings s ON s.user_id = c.user_id AND s.kind = k.kind
    WHERE c.user_id IS DISTINCT FROM ${draft.actorId}::uuid
      AND coalesce(s.in_app, k.in_app)
      AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.user_id = c.user_id
        AND n.data->>'sourceId' = ${draft.sourceId})
    ORDER BY c.user_id, c.rank
    RETURNING id, user_id, coalesce(email_due_at <= now(), false) AS mail_now`;
}

/** The candidates as a `user_id, event, rank` query (rank: their place in the list). */
export function candidatesSql(candidates: readonly Candidate[]): SQL {
  const rows = candidates.map(
    (candidate, rank) => sql`(${candidate.userId}::uuid, ${candidate.event}::text, ${rank}::int)`,
  );
  return sql`VALUES ${sql.join(rows, sql`, `)}`;
}

/** What a write did: how many it wrote, and whether any of them is to be mailed now. */
export interface Written {
  count: number;
  mailNow: boolean;
}

/**
 * Write the notifications of `draft` to a few named people (one statement), and announce them to
 * the web processes on commit.
 */
export async function notifyPeople(
  db: Db,
  draft: NotificationDraft,
  candidates: readonly Candidate[],
): Promise<Written> {
  if (candidates.length === 0) return { count: 0, mailNow: false };
  const written = rowsOf<{ id: string; user_id: string; mail_now: boolean }>(
    await db.execute(insertNotificationsSql(draft, candidatesSql(candidates))),
  );
  await announceRecipients(
    db,
    written.map((row) => row.user_id),
  );
  return { count: written.length, mailNow: written.some((row) => row.mail_now) };
}
