import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { institutionCsvExports, institutions } from '../server/db/schema';
import { readStudentData, writeStudentDataExport } from '../server/domains/institutions';
import { LocalFileStorage } from '../server/storage/local-storage';
import { onBothDatabases } from './both-databases';
import { writePerformanceSection } from './doc-section';
import { latency } from './latency';

// `npm run bench:student-data` (issue 15): an institution of 20,000 learners, each in a class of
// one of its two courses with progress and learning time; one page of its student data (25 by
// name, and 25 by last activity, the sort that needs every learner's facts) against a
// primary-key read of the institution, side by side in one run, on PGlite and (with DATABASE_URL)
// on PostgreSQL. Budget: a page's p50 under 20 times the primary-key read's. Then the CSV export of
// all 20,000 as its job writes it, with the heap's growth over the run beside the file's size: the
// rows go to a file step by step, never all in memory. (The query count, one whatever the page
// holds, is asserted in server/domains/institutions/student-data.test.ts.)
const LEARNERS = 20_000;
const RUNS = 40;
const WARMUP = 5;
const BUDGET = 20;
const PATH = 'bench-student-data';

/** The institution, its two courses with a class each, and its 20,000 learners with their progress. */
async function seed(database: Database) {
  const { db } = database;
  const [owner] = rowsOf(
    await db.execute(
      sql`INSERT INTO users (full_name, email) VALUES ('Bench Owner', 'owner@student-data.bench.example') RETURNING id`,
    ),
  );
  const [institution] = await db
    .insert(institutions)
    .values({
      path: PATH,
      name: 'Bench University',
      country: 'au',
      colours: { primary: '#000000', accent: '#ffffff' },
      ownerId: owner!.id as string,
      learnerLimit: 1_000_000,
    })
    .returning();
  await db.execute(sql`
    WITH c AS (INSERT INTO courses (path, name, category, course_type)
        SELECT 'bench-student-data-' || i, 'Bench course ' || i, 'data', 'SHORT_COURSE' FROM generate_series(1, 2) AS i
        RETURNING id, path),
      ic AS (INSERT INTO institution_courses (institution_id, course_id) SELECT ${institution!.id}::uuid, c.id FROM c RETURNING course_id)
    INSERT INTO cohorts (course_id, path, name) SELECT c.id, c.path || '-class', 'Class of ' || c.path FROM c`);
  await db.execute(sql`
    WITH u AS (INSERT INTO users (full_name, email)
      SELECT 'Learner ' || lpad(i::text, 5, '0'), 'student-data-' || i || '@bench.example'
      FROM generate_series(1, ${LEARNERS}::int) AS i RETURNING id, email)
    INSERT INTO enrolments (user_id, cohort_id, source)
    SELECT u.id, k.id, 'open' FROM u
    JOIN cohorts k ON k.path = 'bench-student-data-' || (1 + (split_part(split_part(u.email, '-', 3), '@', 1)::int % 2)) || '-class'`);
  await db.execute(sql`
    INSERT INTO course_progress (user_id, course_id, completed_pages, total_pages, last_active_at)
    SELECT e.user_id, k.course_id, (random() * 10)::int, 10, now() - random() * interval '90 days'
    FROM enrolments e JOIN cohorts k ON k.id = e.cohort_id WHERE k.path LIKE 'bench-student-data-%'`);
  await db.execute(sql`
    INSERT INTO learning_time_daily (user_id, course_id, page_path, day, seconds)
    SELECT e.user_id, k.course_id, 'intro', current_date, (random() * 7200)::int
    FROM enrolments e JOIN cohorts k ON k.id = e.cohort_id WHERE k.path LIKE 'bench-student-data-%'`);
  await db.execute(database.kind === 'postgres' ? sql`VACUUM ANALYZE` : sql`ANALYZE`);
  return { institution: institution!, ownerId: owner!.id as string };
}

const rowsOf = (result: unknown) =>
  ((result as { rows?: Array<Record<string, unknown>> }).rows ?? result) as Array<Record<string, unknown>>;
const timed = (work: (run: number) => Promise<unknown>) => latency(work, { runs: RUNS, warmup: WARMUP });

async function benchmark(label: string, database: Database): Promise<string> {
  const { institution, ownerId } = await seed(database);
  const page = (sort: 'name' | 'lastActive', run: number) =>
    readStudentData(database.db, institution.id, {
      q: '',
      sort,
      order: 'asc',
      offset: (run % 40) * 25,
      limit: 25,
    });
  const first = await page('name', 0);
  if (first.total !== LEARNERS || first.students.length !== 25 || first.students[0]!.classes.length !== 1)
    throw new Error(
      `expected 25 of ${LEARNERS} learners with a class each, got ${first.students.length} of ${first.total}`,
    );
  const byName = await timed((run) => page('name', run));
  const byActivity = await timed((run) => page('lastActive', run));
  const key = await timed(() =>
    database.db.select().from(institutions).where(eq(institutions.id, institution.id)),
  );
  const ratio = Math.max(byName.p50, byActivity.p50) / key.p50;

  // The whole list as CSV, as its job writes it, the heap sampled after every step.
  const folder = mkdtempSync(join(tmpdir(), 'kelas-bench-student-csv-'));
  const storage = new LocalFileStorage(folder);
  const [created] = await database.db
    .insert(institutionCsvExports)
    .values({ institutionId: institution.id, requestedBy: ownerId })
    .returning();
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const started = performance.now();
  await writeStudentDataExport(database.db, storage, created!.id, {
    afterStep: async () => {
      heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
    },
  });
  const exportMs = performance.now() - started;
  const [written] = await database.db
    .select()
    .from(institutionCsvExports)
    .where(eq(institutionCsvExports.id, created!.id));
  const csvBytes = (await storage.get(written!.storageKey!))?.length ?? 0;
  rmSync(folder, { recursive: true, force: true });
  const growthMiB = (heapPeak - heapBefore) / 2 ** 20;
  const csvMiB = csvBytes / 2 ** 20;

  console.log(
    `${label}: a page of 25 by name p50 ${byName.p50.toFixed(2)} ms, by last activity p50 ${byActivity.p50.toFixed(2)} ms; ` +
      `primary-key read p50 ${key.p50.toFixed(3)} ms; ratio ${ratio.toFixed(1)} (budget ${BUDGET}); ` +
      `CSV of ${LEARNERS} in ${(exportMs / 1000).toFixed(1)} s, ${csvMiB.toFixed(2)} MiB, heap growth at most ${growthMiB.toFixed(2)} MiB`,
  );
  return `| ${label} | ${byName.p50.toFixed(2)} | ${byActivity.p50.toFixed(2)} | ${key.p50.toFixed(3)} | **${ratio.toFixed(1)}** ${ratio <= BUDGET ? 'within' : 'OVER'} budget | ${(exportMs / 1000).toFixed(1)} s, ${csvMiB.toFixed(2)} MiB file, heap growth ≤ ${growthMiB.toFixed(2)} MiB |`;
}

const rows = await onBothDatabases('student-data', benchmark, async (postgres) => {
  await postgres.db.execute(sql`DELETE FROM institutions WHERE path = ${PATH}`);
  await postgres.db.execute(sql`DELETE FROM courses WHERE path LIKE 'bench-student-data-%'`);
  await postgres.db.execute(
    sql`DELETE FROM users WHERE email LIKE 'student-data-%@bench.example' OR email = 'owner@student-data.bench.example'`,
  );
});

writePerformanceSection('student-data', [
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${LEARNERS.toLocaleString('en')} learners, each in a class of one of two courses with progress and learning time; ${RUNS} runs after ${WARMUP} of warm-up, one run):`,
  '',
  '| database | a page of 25 by name p50 ms | by last activity p50 ms | primary-key p50 ms | page ratio (worse sort) | the CSV of all |',
  '|---|---|---|---|---|---|',
  ...rows,
]);
if (rows.some((row) => row.includes('OVER budget'))) process.exitCode = 1;
