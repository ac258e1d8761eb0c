import { createHmac } from 'node:crypto';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { ActiveSession } from '../../../common/api/account-security';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { deriveKey } from '../../security/keys';
import { describeUserAgent } from './user-agent';

// The stored id is the hash of the cookie; showing it would let a leaked list address sessions
// elsewhere, so the list carries a keyed handle of it instead.
function sessionHandle(appSecret: string, sessionId: string): string {
  return createHmac('sha256', deriveKey(appSecret, 'session-handle'))
    .update(sessionId)
    .digest('base64url')
    .slice(0, 24);
}

async function liveSessions(db: Db, userId: string) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      source: sessions.source,
      tokenType: sessions.tokenType,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(desc(sessions.lastSeenAt));
}

/** The user's live sessions, most recently used first, the current one marked. */
export async function listActiveSessions(
  db: Db,
  appSecret: string,
  userId: string,
  currentSessionId: string | null,
): Promise<ActiveSession[]> {
  return (await liveSessions(db, userId)).map((row) => ({
    id: sessionHandle(appSecret, row.id),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    ip: row.ip,
    ...describeUserAgent(row.userAgent),
    source: row.source,
    tokenType: row.tokenType,
    isCurrent: row.id === currentSessionId,
  }));
}

/** The stored id of the user's session with this handle, or undefined when there is none. */
export async function findSessionByHandle(
  db: Db,
  appSecret: string,
  userId: string,
  handle: string,
): Promise<string | undefined> {
  return (await liveSessions(db, userId)).find((row) => sessionHandle(appSecret, row.id) === handle)?.id;
}
