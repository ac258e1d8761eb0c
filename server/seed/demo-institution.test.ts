import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../db/client';
import { DEMO_COURSE_CREATOR_EMAIL } from '../domains/content';
import { DEMO_INSTITUTION } from '../domains/institutions';
import { DEMO_SCHEDULED_COURSE } from '../domains/learning';
import { LocalFileStorage } from '../storage/local-storage';
import { freshDatabase } from '../test/database';
import { seedDemoData } from './demo-data';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('the demo’s institution', () => {
  it('is Kelas University, owned by the demo institution admin with the creator in its team and a course, created once', async () => {
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
    // The creator's scheduled course is the university's, administered by its owner through the team.
    const courses = rowsOf<{ path: string; role: string; via: string }>(
      await db.execute(sql`SELECT c.path, g.role, g.granted_via AS via
        FROM institution_courses ic JOIN institutions i ON i.id = ic.institution_id
        JOIN courses c ON c.id = ic.course_id
        JOIN role_grants g ON g.scope = 'course' AND g.scope_path = c.path
        JOIN users u ON u.id = g.user_id AND u.email = 'institution@kelas.example'
        WHERE i.path = ${DEMO_INSTITUTION}`),
    );
    expect(courses).toEqual([{ path: DEMO_SCHEDULED_COURSE, role: 'administrator', via: DEMO_INSTITUTION }]);
    // Its learners came with it; automatic membership is on for the demo domain.
    const [membership] = rowsOf<{ members: number; sources: string[]; auto: unknown }>(
      await db.execute(sql`SELECT count(m.user_id)::int AS members, array_agg(DISTINCT m.source) AS sources,
          i.auto_membership AS auto
        FROM institutions i LEFT JOIN institution_members m ON m.institution_id = i.id
        WHERE i.path = ${DEMO_INSTITUTION} GROUP BY i.id`),
    );
    expect(membership?.members).toBeGreaterThan(0);
    expect(membership?.sources).toEqual(['course']);
    expect(membership?.auto).toEqual({
      isEnabled: true,
      rolesMapping: [{ domain: 'student.kelas-university.example', role: 'learner' }],
    });
  });
});
