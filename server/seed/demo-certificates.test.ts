import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../db/client';
import { DEMO_CERTIFIED_COURSE, DEMO_OPENCRED_COURSE } from '../domains/certification';
import { DEMO_LEARNER_EMAIL } from '../domains/learning';
import { LocalFileStorage } from '../storage/local-storage';
import { freshDatabase } from '../test/database';
import { seedDemoData } from './demo-data';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('the demo’s certification', () => {
  it('designs two courses’ certificates once and gives the demo learner one, issued by its creator', async () => {
    const { db } = database;
    const storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'kelas-demo-certificates-')));
    const logger = pino({ level: 'silent' });
    await seedDemoData(db, logger, storage);
    await seedDemoData(db, logger, storage);
    const designs = rowsOf<{ path: string; rule: string }>(
      await db.execute(sql`SELECT c.path, d.issue_rule AS rule FROM certificate_designs d
        JOIN courses c ON c.id = d.course_id ORDER BY c.path`),
    );
    expect(designs).toEqual([
      { path: DEMO_OPENCRED_COURSE, rule: 'completion' },
      { path: DEMO_CERTIFIED_COURSE, rule: 'manual' },
    ]);
    const held = rowsOf<{ email: string; path: string; issuedBy: string | null }>(
      await db.execute(sql`SELECT u.email, c.path, s.email AS "issuedBy" FROM certificates x
        JOIN users u ON u.id = x.user_id JOIN courses c ON c.id = x.course_id
        LEFT JOIN users s ON s.id = x.issued_by`),
    );
    expect(held).toEqual([
      { email: DEMO_LEARNER_EMAIL, path: DEMO_CERTIFIED_COURSE, issuedBy: expect.any(String) },
    ]);
  });
});
