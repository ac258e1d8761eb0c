import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { InvitationList, InvitationStatus } from '../../../common/api/invitations';
import { type Db, rowsOf } from '../../db/client';
import { classInvitations } from '../../db/schema';
import { newInvitationToken } from './invitation-tokens';

/**
 * Record `emails` as invitations of a class, each `untouched` with a fresh (unmailed) token, in
 * one statement. An address invited before is invited again (status, inviter and time renewed)
 * unless its mail went out less than `cooldownHours` ago: that one is left as it is, so a repeated
 * list mails nobody twice. Returns each (re-)invited invitation's id by lowercase address.
 */
export async function upsertInvitations(
  db: Db,
  cohortId: string,
  invitedBy: string,
  emails: readonly string[],
  cooldownHours: number,
): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  // One JSON parameter, whatever the length of the list (a statement takes at most 65,535).
  const rows = JSON.stringify(emails.map((email) => ({ email, token_hash: newInvitationToken().tokenHash })));
  const saved = rowsOf<{ id: string; email: string }>(
    await db.execute(sql`
      insert into ${classInvitations} (cohort_id, email, invited_by, status, token_hash)
      select ${cohortId}::uuid, t.email, ${invitedBy}::uuid, 'untouched', t.token_hash
      from jsonb_to_recordset(${rows}::jsonb) as t(email text, token_hash text)
      on conflict (cohort_id, lower(email)) do update
        set status = 'untouched', invited_by = excluded.invited_by, created_at = now(), responded_at = null
        where ${classInvitations.sentAt} is null
          or ${classInvitations.sentAt} <= now() - make_interval(hours => ${cooldownHours}::int)
      returning id, email`),
  );
  return new Map(saved.map((row) => [row.email.toLowerCase(), row.id]));
}

/** The stored statuses of a class's invitations to `emails`, by lowercase address, in one query. */
export async function storedStatuses(
  db: Db,
  cohortId: string,
  emails: readonly string[],
): Promise<Map<string, InvitationStatus>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ address: sql<string>`lower(${classInvitations.email})`, status: classInvitations.status })
    .from(classInvitations)
    .where(
      and(
        eq(classInvitations.cohortId, cohortId),
        inArray(
          sql`lower(${classInvitations.email})`,
          emails.map((email) => email.toLowerCase()),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.address, row.status]));
}

/** A class's invitations newest first, a window of them with the total as a window count. */
export async function listInvitations(
  db: Db,
  cohortId: string,
  window: { offset: number; limit: number; status?: InvitationStatus | undefined },
): Promise<InvitationList> {
  const where = and(
    eq(classInvitations.cohortId, cohortId),
    window.status ? eq(classInvitations.status, window.status) : undefined,
  );
  const rows = await db
    .select({
      id: classInvitations.id,
      email: classInvitations.email,
      status: classInvitations.status,
      createdAt: classInvitations.createdAt,
      respondedAt: classInvitations.respondedAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(classInvitations)
    .where(where)
    .orderBy(desc(classInvitations.createdAt), classInvitations.email)
    .offset(window.offset)
    .limit(window.limit);
  let total = rows[0]?.total ?? 0;
  // Past the end the window is empty and carries no count: only then a second query.
  if (rows.length === 0 && window.offset > 0) {
    const [counted] = await db.select({ total: count() }).from(classInvitations).where(where);
    total = counted?.total ?? 0;
  }
  return {
    invitations: rows.map((row) => ({
      id: row.id,
      email: row.email,
      status: row.status,
      invitedAt: row.createdAt.toISOString(),
      respondedAt: row.respondedAt?.toISOString() ?? null,
    })),
    total,
  };
}
