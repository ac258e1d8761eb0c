import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** The PostgreSQL channel new notifications are announced on. */
export const NOTIFICATION_CHANNEL = 'kelas_notifications';

// A NOTIFY payload must stay under 8,000 bytes: a uuid in a JSON array takes 39.
const RECIPIENTS_PER_PAYLOAD = 180;

/**
 * Tell every web process that `userIds` have new notifications: NOTIFY in the writing
 * transaction, so it is heard on commit (and never for rolled-back rows). A long list is split
 * into payloads under the limit, all sent by one statement.
 */
export async function announceRecipients(db: Db, userIds: readonly string[]): Promise<void> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const payloads: string[] = [];
  for (let start = 0; start < unique.length; start += RECIPIENTS_PER_PAYLOAD) {
    payloads.push(JSON.stringify(unique.slice(start, start + RECIPIENTS_PER_PAYLOAD)));
  }
  const list = sql.join(
    payloads.map((payload) => sql`${payload}`),
    sql`, `,
  );
  await db.execute(
    sql`SELECT pg_notify(${NOTIFICATION_CHANNEL}, payload) FROM unnest(ARRAY[${list}]::text[]) AS payload`,
  );
}

/** The recipients a payload names; nothing for a payload that is not a list of ids. */
export function recipientsOf(payload: string): string[] {
  try {
    const parsed: unknown = JSON.parse(payload);
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}
