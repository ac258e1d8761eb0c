import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSessionActor } from '../http/session-store';
import { hashToken } from '../security/keys';
import { freshDatabase } from '../test/database';
import { buildUser } from '../test/factories';
import type { Database, Db } from './client';
import { isPreparedText, prepared } from './prepared';
import { sessions, users } from './schema';
import { WriteBehind } from './write-behind';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const nameOf = prepared('test_user_name', (db, name) =>
  db
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(name),
);

describe('prepared', () => {
  it('builds a statement once per handle, and knows its text', async () => {
    const user = await buildUser(database.db, { fullName: 'Ani' });
    expect(nameOf(database.db)).toBe(nameOf(database.db));
    expect(await nameOf(database.db).execute({ id: user.id })).toEqual([{ fullName: 'Ani' }]);
    expect(isPreparedText(nameOf(database.db).getQuery().sql)).toBe(true);
  });

  it('refuses a name given twice', () => {
    expect(() => prepared('test_user_name', (db, name) => db.select().from(users).prepare(name))).toThrow(
      /used twice/,
    );
  });

  it('gives a transaction its own statement, which sees the transaction', async () => {
    const user = await buildUser(database.db, { fullName: 'Budi' });
    await expect(
      database.db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        await tx.update(users).set({ fullName: 'Budi Santoso' }).where(eq(users.id, user.id));
        expect(nameOf(tx)).not.toBe(nameOf(database.db));
        expect(await nameOf(tx).execute({ id: user.id })).toEqual([{ fullName: 'Budi Santoso' }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await nameOf(database.db).execute({ id: user.id })).toEqual([{ fullName: 'Budi' }]);
  });
});

describe('the prepared session lookup', () => {
  const renewal = async (token: string) => {
    const [row] = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, hashToken(token)));
    return { lastSeenAt: row!.lastSeenAt.getTime(), expiresAt: row!.expiresAt.getTime() };
  };

  it('renews a session last seen over five minutes ago, written behind the read', async () => {
    const user = await buildUser(database.db);
    const { token } = await createSession(database.db, user.id, { ip: '127.0.0.1', userAgent: 'test' });
    const old = new Date(Date.now() - 10 * 60_000);
    const expiry = new Date(Date.now() + 86_400_000);
    await database.db.update(sessions).set({ lastSeenAt: old, expiresAt: expiry });
    const bookkeeping = new WriteBehind();
    expect((await findSessionActor(database.db, token, bookkeeping))?.userId).toBe(user.id);
    // Nothing written yet: the renewal waits in the buffer, once however often the session is used.
    expect(await renewal(token)).toEqual({ lastSeenAt: old.getTime(), expiresAt: expiry.getTime() });
    expect((await findSessionActor(database.db, token, bookkeeping))?.userId).toBe(user.id);
    expect(bookkeeping.size).toBe(1);
    await bookkeeping.settle(database.db);
    const renewed = await renewal(token);
    expect(renewed.lastSeenAt).toBeGreaterThan(Date.now() - 60_000);
    expect(renewed.expiresAt).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('renews at once a session whose expiry is too near to wait for the next flush', async () => {
    const user = await buildUser(database.db);
    const { token } = await createSession(database.db, user.id, { ip: '127.0.0.1', userAgent: 'test' });
    const old = new Date(Date.now() - 10 * 60_000);
    await database.db
      .update(sessions)
      .set({ lastSeenAt: old, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.id, hashToken(token)));
    const bookkeeping = new WriteBehind();
    expect((await findSessionActor(database.db, token, bookkeeping))?.userId).toBe(user.id);
    expect(bookkeeping.size).toBe(0);
    const renewed = await renewal(token);
    expect(renewed.lastSeenAt).toBeGreaterThan(Date.now() - 60_000);
    expect(renewed.expiresAt).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });
});
