import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  findUserByEmail,
  isDatabaseEmpty,
  verifyPassword,
} from '../domains/accounts';
import { DEMO_CLASSMATES } from '../domains/social';
import { LocalFileStorage } from '../storage/local-storage';
import { freshDatabase } from '../test/database';
import { seedDemoData } from './demo-data';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('demo data', () => {
  it('creates the five demo accounts and the demo learner’s classmates once, verified, with profile names and the demo password', async () => {
    const { db } = database;
    expect(await isDatabaseEmpty(db)).toBe(true);
    const logger = pino({ level: 'silent' });
    const storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'kelas-seed-')));
    await seedDemoData(db, logger, storage);
    await seedDemoData(db, logger, storage);
    expect(await db.$count(users)).toBe(DEMO_ACCOUNTS.length + DEMO_CLASSMATES.length);
    for (const account of [...DEMO_ACCOUNTS, ...DEMO_CLASSMATES]) {
      const user = await findUserByEmail(db, account.email);
      expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
      expect(user?.profileName).toMatch(/^[a-z0-9-]+$/);
      expect(await verifyPassword(user?.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
    const superUser = await findUserByEmail(db, 'superuser@kelas.example');
    expect(superUser).toMatchObject({ isStaff: true, isSuperUser: true });
  });

  it('puts a demo creator made before plans existed on the educator plan when seeding again', async () => {
    const { db } = database;
    await db.update(users).set({ plan: 'free' }).where(eq(users.email, 'creator@kelas.example'));
    const storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'kelas-seed-')));
    await seedDemoData(db, pino({ level: 'silent' }), storage);
    expect((await findUserByEmail(db, 'creator@kelas.example'))?.plan).toBe('educator');
    expect((await findUserByEmail(db, 'learner@kelas.example'))?.plan).toBe('free');
  });
});
