import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../db/client';
import { DEMO_COURSE_CREATOR_EMAIL } from '../domains/content';
import { DEMO_INSTITUTION } from '../domains/institutions';
import { LocalFileStorage } from '../storage/local-storage';
import { freshDatabase } from '../test/database';
import { seedDemoData } from './demo-data';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('the demo’s institution', () => {
  it('is Kelas University, owned by the demo institution admin with the creator in its team, created once', async () => {
    const { db } = database;
    const storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'kelas-demo-institution-')));
    const logger = pino({ level: 'silent' });
    await seedDemoData(db, logger, storage);
    await db.execute(sql`UPDATE institutions SET name = 'Renamed' WHERE path = ${DEMO_INSTITUTION}`);
    await seedDemoData(db, logger, storage);
    const rows = rowsOf<{ name: string; country: string; email: string; role: string; owns: boolean }>(
      await db.execute(sql`SELECT i.name, i.country, u.email, g.role, i.owner_id = u.id AS owns
        FROM institutions i
        JOIN role_grants g ON g.scope = 'institution' AND g.scope_path = i.path
        JOIN users u ON u.id = g.user_id
        WHERE i.path = ${DEMO_INSTITUTION} ORDER BY g.role DESC`),
    );
    expect(rows).toEqual([
      { name: 'Renamed', country: 'au', email: 'institution@kelas.example', role: 'owner', owns: true },
      {
        name: 'Renamed',
        country: 'au',
        email: DEMO_COURSE_CREATOR_EMAIL,
        role: 'administrator',
        owns: false,
      },
    ]);
  });
});
