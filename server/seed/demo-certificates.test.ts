import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../db/client';
import {
  DEMO_ASSESSED_COURSE,
  DEMO_CERTIFIED_COURSE,
  DEMO_OPENCRED_COURSE,
  DEMO_QUALIFICATION,
} from '../domains/certification';
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
  it('designs three courses’ certificates once, gives the demo learner one, issued by its creator, and enrols them in a qualification', async () => {
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
      { path: DEMO_ASSESSED_COURSE, rule: 'assessment' },
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
    // It carries the course's logo and its signatory's signature, both stored.
    const [images] = rowsOf<{ logo: string | null; signature: string | null }>(
      await db.execute(sql`SELECT data->>'logoKey' AS logo,
        data->'design'->'signatories'->0->>'signatureKey' AS signature FROM certificates`),
    );
    for (const key of [images!.logo, images!.signature]) {
      expect(key).toMatch(/\.png$/);
      expect((await storage.get(`certificate-images/${key}`))?.length).toBeGreaterThan(100);
    }
    const qualification = rowsOf<{ code: string; kind: string; path: string; enrolled: string }>(
      await db.execute(sql`SELECT q.code, qc.kind, c.path, u.email AS enrolled FROM qualifications q
        JOIN qualification_courses qc ON qc.qualification_id = q.id JOIN courses c ON c.id = qc.course_id
        JOIN qualification_enrolments e ON e.qualification_id = q.id JOIN users u ON u.id = e.user_id
        WHERE q.published ORDER BY qc.position`),
    );
    expect(qualification).toEqual([
      { code: DEMO_QUALIFICATION, kind: 'core', path: DEMO_CERTIFIED_COURSE, enrolled: DEMO_LEARNER_EMAIL },
      {
        code: DEMO_QUALIFICATION,
        kind: 'elective',
        path: DEMO_OPENCRED_COURSE,
        enrolled: DEMO_LEARNER_EMAIL,
      },
      {
        code: DEMO_QUALIFICATION,
        kind: 'elective',
        path: 'python-programming-essentials',
        enrolled: DEMO_LEARNER_EMAIL,
      },
    ]);
  });
});
