import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, findSessionActor } from '../http/session-store';
import { prepareDatabase } from '../modules';
import { createTestApp, type TestApp } from '../test/app';
import { emptyServerDatabase } from '../test/database';
import { buildUser } from '../test/factories';
import { HOT_METHODS, hotMethodsLearner } from '../test/hot-methods';
import { type PgBouncer, pgBouncerBinary, startPgBouncer } from '../test/pgbouncer';
import { type Database, openDatabase } from './client';
import { writeBehindOf } from './write-behind';

// Issue 11, operations: PgBouncer before 1.21 (Debian's is 1.18) does not follow named prepared
// statements in transaction mode, so DATABASE_NAMED_STATEMENTS=0 sends them unnamed. Behind one
// server connection shared by two pools (two processes), as a pooler shares them.
const SERVER_URL = process.env.TEST_DATABASE_URL;
const PGBOUNCER = pgBouncerBinary();
const CLIENT = { ip: '127.0.0.1', userAgent: 'test' };

describe.skipIf(!SERVER_URL || !PGBOUNCER)('behind PgBouncer 1.18 in transaction mode', () => {
  let bouncer: PgBouncer;
  let empty: { url: string; drop(): Promise<void> };
  const open: Database[] = [];
  const openThrough = async (namedStatements: boolean) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'kelas-named-'));
    const database = await openDatabase({ databaseUrl: bouncer.urlOf(empty.url), dataDir, namedStatements });
    open.push(database);
    return database;
  };
  beforeAll(async () => {
    bouncer = await startPgBouncer(PGBOUNCER!, SERVER_URL!, 1);
    empty = await emptyServerDatabase(SERVER_URL!);
  });
  afterAll(async () => {
    await Promise.all(open.map((database) => database.close()));
    await empty?.drop();
    await bouncer?.stop();
  });

  it('with named statements off, migrates and serves the hot methods while another process shares the connection', async () => {
    const database = await openThrough(false);
    await prepareDatabase(database);
    const other = await openThrough(false);
    const built = await createTestApp({ database });
    const testApp: TestApp = { ...built, database };
    try {
      const { learner, coursePath } = await hotMethodsLearner(testApp);
      const { token } = await createSession(database.db, (await buildUser(database.db)).id, CLIENT);
      for (const { url } of HOT_METHODS) {
        expect((await learner.get(url(coursePath))).status).toBe(200);
        // The other process sends the same statements on the same server connection.
        expect(await findSessionActor(other.db, token, writeBehindOf(other))).not.toBeNull();
      }
    } finally {
      await built.close();
    }
  }, 60_000);

  it('with named statements on, a second process finds its statement name already taken', async () => {
    const first = await openThrough(true);
    const second = await openThrough(true);
    const { token } = await createSession(first.db, (await buildUser(first.db)).id, CLIENT);
    expect(await findSessionActor(first.db, token, writeBehindOf(first))).not.toBeNull();
    await expect(findSessionActor(second.db, token, writeBehindOf(second))).rejects.toMatchObject({
      cause: { code: '42P05' },
    });
  }, 60_000);
});
