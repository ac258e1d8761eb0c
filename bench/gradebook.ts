import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { GRADEBOOK_PAGE_SIZE } from '../common/api/gradebook';
import type { Database } from '../server/db/client';
import { cohorts, courses } from '../server/db/schema';
import { readGradebook } from '../server/domains/assessment';
import { onBothDatabases } from './both-databases';
import { latency } from './latency';

// `npm run bench:gradebook`: a course of 50 quiz blocks and a class of 500 learners who have
// answered every one (25,000 attempts); the gradebook's read of one page of learners (50 × 50
// items) and of all ten pages, against a primary-key read of the course, side by side in one run,
// on PGlite and (with DATABASE_URL) on PostgreSQL. Budget: a gradebook page's p50 under 20 times
// the primary-key read's. (The query count, five whatever the size, is asserted in
// server/domains/assessment/gradebook.test.ts.)
const LEARNERS = 500;
const ITEMS = 50;
const RUNS = 60;
const WARMUP = 6;
const BUDGET = 20;
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const SETUP = {
  question: 'Which is right?',
  options: [
    { id: 'right', text: 'This one' },
    { id: 'wrong', text: 'That one' },
  ],
  points: 2,
  maxAttempts: null,
  answerKey: { correctOptionIds: ['right'] },
};

/** The course, its page of 50 quiz blocks, its class of 500 learners and their 25,000 attempts. */
async function seed(database: Database) {
  const { db } = database;
  const [course] = await db
    .insert(courses)
    .values({
      path: 'bench-gradebook',
      name: 'Bench gradebook',
      category: 'data',
      courseType: 'SHORT_COURSE',
    })
    .returning();
  const [cohort] = await db
    .insert(cohorts)
    .values({ courseId: course!.id, path: 'bench-gradebook-class', name: 'Bench class' })
    .returning();
  await db.execute(sql`
    WITH m AS (INSERT INTO modules (course_id, title, position) VALUES (${course!.id}, 'Module', 0) RETURNING id),
      p AS (INSERT INTO pages (course_id, module_id, path, title, position)
        SELECT ${course!.id}, m.id, 'quizzes', 'Quizzes', 0 FROM m RETURNING id),
      s AS (INSERT INTO page_sections (page_id, position) SELECT p.id, 0 FROM p RETURNING id, page_id)
    INSERT INTO blocks (page_id, section_id, position, widget_type, setup_data)
    SELECT s.page_id, s.id, i, 'multiple_choice', ${JSON.stringify(SETUP)}::jsonb
    FROM s, generate_series(0, ${ITEMS - 1}::int) AS i`);
  await db.execute(sql`
    WITH u AS (INSERT INTO users (full_name, email, profile_name)
      SELECT 'Learner ' || lpad(i::text, 3, '0'), 'gradebook-' || i || '@bench.example', 'bench-gradebook-' || i
      FROM generate_series(1, ${LEARNERS}::int) AS i RETURNING id)
    INSERT INTO enrolments (user_id, cohort_id, source) SELECT u.id, ${cohort!.id}, 'open' FROM u`);
  await db.execute(sql`
    INSERT INTO quiz_attempts (block_id, user_id, cohort_id, number, submission_id, answers, mark, score, max_score)
    SELECT b.id, e.user_id, e.cohort_id, 1, 'bench-' || b.id || '-' || e.user_id,
      '{"selected":["right"]}'::jsonb,
      jsonb_build_object('score', s.score, 'maxScore', 2, 'correct', s.score = 2, 'feedback', '[]'::jsonb),
      s.score, 2
    FROM blocks b
    JOIN pages p ON p.id = b.page_id AND p.course_id = ${course!.id}
    JOIN enrolments e ON e.cohort_id = ${cohort!.id}
    CROSS JOIN LATERAL (SELECT (CASE WHEN random() < 0.7 THEN 2 ELSE 0 END)::float8 AS score) s`);
  // PostgreSQL's autovacuum visits a table after this many inserts (its insert threshold, since
  // PostgreSQL 13), which marks the pages all-visible, so the gradebook's index-only scan reads no
  // row: done here at once. PGlite runs no autovacuum (no background workers): statistics only.
  await db.execute(database.kind === 'postgres' ? sql`VACUUM ANALYZE` : sql`ANALYZE`);
  return { course: course!, cohort: cohort! };
}

/** `work`'s p50 and p99 over RUNS runs after WARMUP (bench/latency.ts). */
const timed = (work: (run: number) => Promise<unknown>) => latency(work, { runs: RUNS, warmup: WARMUP });

async function benchmark(label: string, database: Database): Promise<string> {
  const { course, cohort } = await seed(database);
  const visible = [cohort];
  const read = (page: number) => readGradebook(database.db, course.id, visible, page);
  const first = await read(1);
  if (
    first.rows.length !== GRADEBOOK_PAGE_SIZE ||
    first.items.length !== ITEMS ||
    first.totalLearners !== LEARNERS
  )
    throw new Error(
      `expected ${GRADEBOOK_PAGE_SIZE} × ${ITEMS} of ${LEARNERS}, got ${first.rows.length} × ${first.items.length}`,
    );
  const pages = LEARNERS / GRADEBOOK_PAGE_SIZE;
  const onePage = await timed((run) => read(1 + (run % pages)));
  const everyPage = await timed(async () => {
    for (let page = 1; page <= pages; page++) await read(page);
  });
  const key = await timed(() => database.db.select().from(courses).where(eq(courses.id, course.id)));
  const ratio = onePage.p50 / key.p50;
  console.log(
    `${label}: one page (${GRADEBOOK_PAGE_SIZE} × ${ITEMS}) p50 ${onePage.p50.toFixed(2)} ms, p99 ${onePage.p99.toFixed(2)} ms; ` +
      `all ${LEARNERS} learners (${pages} pages) p50 ${everyPage.p50.toFixed(1)} ms; ` +
      `primary-key read p50 ${key.p50.toFixed(2)} ms; p50 ratio ${ratio.toFixed(1)} (budget ${BUDGET})`,
  );
  return `| ${label} | ${onePage.p50.toFixed(2)} | ${onePage.p99.toFixed(2)} | ${everyPage.p50.toFixed(1)} | ${key.p50.toFixed(2)} | **${ratio.toFixed(1)}** ${ratio <= BUDGET ? 'within' : 'OVER'} budget |`;
}

const rows = await onBothDatabases('gradebook', benchmark, async (postgres) => {
  await postgres.db.delete(courses).where(eq(courses.path, 'bench-gradebook'));
  await postgres.db.execute(sql`DELETE FROM users WHERE email LIKE 'gradebook-%@bench.example'`);
});

const doc = here('../docs/performance.md');
const marker = /<!-- bench:gradebook -->[\s\S]*<!-- \/bench:gradebook -->/;
const table = [
  '<!-- bench:gradebook -->',
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${LEARNERS} learners × ${ITEMS} quiz blocks, ${LEARNERS * ITEMS} attempts; ${RUNS} runs after ${WARMUP} of warm-up, one run):`,
  '',
  `| database | one page (${GRADEBOOK_PAGE_SIZE} learners) p50 ms | one page p99 ms | all ${LEARNERS} learners p50 ms | primary-key p50 ms | p50 ratio |`,
  '|---|---|---|---|---|---|',
  ...rows,
  '<!-- /bench:gradebook -->',
].join('\n');
writeFileSync(doc, readFileSync(doc, 'utf8').replace(marker, table));
console.log('docs/performance.md updated.');
if (rows.some((row) => row.includes('OVER budget'))) process.exitCode = 1;
