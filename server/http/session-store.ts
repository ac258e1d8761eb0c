// Sessions are how the HTTP layer knows who is asking, so the store is core; accounts create and end them.
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { DAY_MS } from '../../common/constants';
import type { Db } from '../db/client';
import { prepared, preparedRows } from '../db/prepared';
import { sessions, users } from '../db/schema';
import { WRITE_BEHIND_INTERVAL_MS, type WriteBehind } from '../db/write-behind';
import type { Actor } from '../rpc/actor';
import { hashToken, randomToken } from '../security/keys';

/** How long a session lasts without use. */
export const SESSION_TTL_DAYS = 30;
// Refreshing last-seen on every request would turn every read into a write.
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;
/**
 * A session whose expiry is nearer than this is renewed at once: a renewal written behind (at the
 * next flush, up to WRITE_BEHIND_INTERVAL_MS later) could come after it expired. Only a session
 * left unused for about SESSION_TTL_DAYS gets there.
 */
const RENEW_AT_ONCE_MS = 2 * WRITE_BEHIND_INTERVAL_MS;

/** A session token (the cookie value) and when the session expires. */
export interface NewSession {
  token: string;
  expiresAt: Date;
}

/**
 * How a session was opened: the login payload's `source` and `tokenType` (spec §3), and for one
 * opened by a sign-in hand-off the family of the session that asked for it.
 */
export interface SessionOrigin {
  source?: string | undefined;
  tokenType?: string | undefined;
  family?: string | undefined;
}

/** Start a session for `userId`; the database keeps only the token's hash. */
export async function createSession(
  db: Db,
  userId: string,
  client: { ip: string; userAgent: string },
  origin: SessionOrigin = {},
): Promise<NewSession> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_DAYS * DAY_MS);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt,
    ip: client.ip,
    userAgent: client.userAgent.slice(0, 500),
    source: origin.source ?? null,
    tokenType: origin.tokenType ?? null,
    familyId: origin.family ?? null,
  });
  return { token, expiresAt };
}

// Every /json request with a session cookie asks these: built once (server/db/prepared.ts).
const sessionByHash = preparedRows(
  'session_actor',
  (db) =>
    db
      .select({
        userId: sessions.userId,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        isStaff: users.isStaff,
        isSuperUser: users.isSuperUser,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`))),
  (values) => {
    const [userId, lastSeenAt, expiresAt, isStaff, isSuperUser] = values as [
      string,
      string,
      string,
      boolean,
      boolean,
    ];
    return {
      userId,
      lastSeenAt: sessions.lastSeenAt.mapFromDriverValue(lastSeenAt) as Date,
      expiresAt: sessions.expiresAt.mapFromDriverValue(expiresAt) as Date,
      isStaff,
      isSuperUser,
    };
  },
);
const touchSession = prepared('session_touch', (db, name) =>
  db
    .update(sessions)
    .set({
      lastSeenAt: sql`${sql.placeholder('lastSeenAt')}::timestamptz`,
      expiresAt: sql`${sql.placeholder('expiresAt')}::timestamptz`,
    })
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare(name),
);

/**
 * The actor of a live session token, or null when it is unknown or expired. A session last seen
 * over TOUCH_INTERVAL_MS ago is renewed (last seen now, expiring SESSION_TTL_DAYS from now):
 * written behind the read in `bookkeeping` (decision 0014), unless its expiry is too near to wait.
 */
export async function findSessionActor(
  db: Db,
  token: string,
  bookkeeping: WriteBehind,
): Promise<Actor | null> {
  const id = hashToken(token);
  const [row] = await sessionByHash(db).execute({ id });
  if (!row) return null;
  const now = Date.now();
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    const values = {
      id,
      lastSeenAt: new Date(now).toISOString(),
      expiresAt: new Date(now + SESSION_TTL_DAYS * DAY_MS).toISOString(),
    };
    const renew = (handle: Db) =>
      touchSession(handle)
        .execute(values)
        .then(() => {});
    if (row.expiresAt.getTime() - now < RENEW_AT_ONCE_MS) await renew(db);
    else bookkeeping.defer(`session:${id}`, row.userId, renew);
  }
  return { userId: row.userId, sessionId: id, isStaff: row.isStaff, isSuperUser: row.isSuperUser };
}

/** End one session by its id (the token's hash). */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/**
 * The family of a session: the session a chain of sign-in hand-offs started from (its own id when
 * none opened it). One origin's session and those it handed off to the other are one family.
 */
export const sessionFamilySql = (sessionId: string) =>
  sql`(SELECT coalesce(s.family_id, s.id) FROM sessions s WHERE s.id = ${sessionId})`;

/**
 * Log out: end a session and every other of its family (the same sign-in on the platform's domain
 * and on an institution's own, each origin with its own cookie), so logging out on one origin
 * logs out on the other too.
 */
export async function deleteSessionFamily(db: Db, sessionId: string): Promise<void> {
  await db.execute(sql`
    WITH family AS ${sessionFamilySql(sessionId)}
    DELETE FROM sessions WHERE id = (TABLE family) OR family_id = (TABLE family)`);
}

/** End every session of a user: "log out everywhere". Returns how many ended. */
export async function deleteUserSessions(db: Db, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return ended.length;
}

/** Remove sessions past their expiry; returns how many. */
export async function purgeExpiredSessions(db: Db): Promise<number> {
  const purged = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ id: sessions.id });
  return purged.length;
}
