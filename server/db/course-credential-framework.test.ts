import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/database';
import type { Database } from './client';
import { MIGRATIONS_FOLDER } from './migrate';
import { courses } from './schema';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

// The migration's own statement that gives existing OpenCreds courses their framework.
const [giveFrameworks] = readFileSync(join(MIGRATIONS_FOLDER, '0026_course_credential_framework.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => statement.includes('UPDATE'));

const course = (path: string, courseType: string, learningHours: number | null) => ({
  path,
  name: path,
  category: 'languages',
  courseType,
  learningHours,
});

describe('credential frameworks of existing courses (migration 0026)', () => {
  it('gives an OpenCreds course the framework whose list holds its hours, the Malaysian first', async () => {
    const { db } = database;
    await db
      .insert(courses)
      .values([
        course('oc-20', 'OPENCRED', 20),
        course('oc-10', 'OPENCRED', 10),
        course('oc-2-5', 'OPENCRED', 2.5),
        course('oc-100', 'OPENCRED', 100),
        course('oc-12', 'OPENCRED', 12),
        course('oc-none', 'OPENCRED', null),
        course('short-20', 'SHORT_COURSE', 20),
      ]);
    await db.execute(sql.raw(giveFrameworks!));
    const rows = await db
      .select({ path: courses.path, framework: courses.credentialFramework })
      .from(courses)
      .orderBy(asc(courses.path));
    expect(Object.fromEntries(rows.map((row) => [row.path, row.framework]))).toEqual({
      'oc-10': 'MALAYSIA',
      'oc-100': 'AUSTRALIA',
      'oc-12': null,
      'oc-2-5': 'AUSTRALIA',
      'oc-20': 'MALAYSIA',
      'oc-none': null,
      'short-20': null,
    });
  });

  it('keeps to the two frameworks', async () => {
    await expect(
      database.db
        .insert(courses)
        .values({ ...course('oc-mars', 'OPENCRED', 10), credentialFramework: 'MARS' }),
    ).rejects.toThrow();
  });
});
