import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Database, fromPool } from '../db/client';
import { rateLimitCounters, sessions } from '../db/schema';
import { createSession } from '../http/session-store';
import { emptyServerDatabase, freshDatabase } from '../test/database';
import { buildUser } from '../test/factories';
import { defineJob, runJobInline } from './job';
import { purgeExpiredJob } from './purge-expired';
import { JobQueue } from './queue';

let database: Database;
const logger = pino({ level: 'silent' });
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('purge-expired', () => {
  it('removes expired sessions and ended rate-limit windows, and keeps live ones', async () => {
    const { db } = database;
    const user = await buildUser(db);
    const client = { ip: '127.0.0.1', userAgent: 'test' };
    await createSession(db, user.id, client);
    await createSession(db, user.id, client);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`true`);
    await createSession(db, user.id, client);
    await db.insert(rateLimitCounters).values([
      { key: 'ended', count: 3, windowEndsAt: new Date(Date.now() - 1000) },
      { key: 'live', count: 1, windowEndsAt: new Date(Date.now() + 60_000) },
    ]);

    await runJobInline(purgeExpiredJob, {}, { db, logger });

    expect((await db.select({ n: count() }).from(sessions))[0]?.n).toBe(1);
    expect(
      (await db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((row) => row.key),
    ).toEqual(['live']);
  });
});

describe('the job queue', () => {
  it('refuses a payload that breaks the job schema', async () => {
    const job = defineJob({
      name: 'greet',
      payload: z.object({ name: z.string().min(1) }),
      retryLimit: 0,
      retryDelaySeconds: 1,
      handler: async () => {},
    });
    await expect(runJobInline(job, { name: '' }, { db: database.db, logger })).rejects.toThrow();
  });

  it('runs a sent job in a worker through pg-boss on the same database', async () => {
    const seen: string[] = [];
    const job = defineJob({
      name: 'record-name',
      payload: z.object({ name: z.string() }),
      retryLimit: 1,
      retryDelaySeconds: 1,
      handler: async ({ name }) => {
        seen.push(name);
      },
    });
    const queue = await JobQueue.start(database, logger, [job as never], { work: true });
    try {
      await queue.send(job, { name: 'Ayu' });
      await expect.poll(() => seen, { timeout: 20_000, interval: 250 }).toEqual(['Ayu']);
      await expect(queue.send(purgeExpiredJob, {})).rejects.toThrow(/not registered/);
    } finally {
      await queue.stop();
    }
  }, 60_000);

  it('queues a job inside a transaction: worked once it commits, never when it rolls back', async () => {
    const seen: string[] = [];
    const job = defineJob({
      name: 'record-in-transaction',
      payload: z.object({ name: z.string() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
      handler: async ({ name }) => {
        seen.push(name);
      },
    });
    const queue = await JobQueue.start(database, logger, [job as never], { work: true });
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await queue.sendInTransaction(tx, job, { name: 'rolled back' });
          throw new Error('the writer failed');
        }),
      ).rejects.toThrow('the writer failed');
      await database.db.transaction((tx) => queue.sendInTransaction(tx, job, { name: 'Budi' }));
      await expect.poll(() => seen, { timeout: 20_000, interval: 250 }).toEqual(['Budi']);
    } finally {
      await queue.stop();
    }
  }, 60_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('job queues starting together on a new database', () => {
  it('all start: the losers of pg-boss’s set-up races try again', async () => {
    const empty = await emptyServerDatabase(process.env.TEST_DATABASE_URL!);
    const databases = [0, 1, 2].map(() => fromPool(new pg.Pool({ connectionString: empty.url, max: 4 })));
    try {
      const started = await Promise.allSettled(
        databases.map((each, i) =>
          JobQueue.start(each, logger, [purgeExpiredJob as never], { work: i === 0 }),
        ),
      );
      expect(started.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      for (const outcome of started) if (outcome.status === 'fulfilled') await outcome.value.stop();
    } finally {
      for (const each of databases) await each.close();
      await empty.drop();
    }
  }, 60_000);
});
