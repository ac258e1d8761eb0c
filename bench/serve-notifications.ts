import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf } from '../server/db/client';
import { cohorts, courses, users } from '../server/db/schema';
import { NOTIFICATION_CHANNEL } from '../server/domains/notifications';
import { JobQueue } from '../server/jobs/queue';
import { JOB_DEFINITIONS, prepareDatabase } from '../server/modules';
import { benchLogger, benchSession, buildBenchApp } from './bench-app';

// The platform as `npm start` runs it, jobs included (pg-boss working in this process, its
// default 2 s polling), on durable PGlite or PostgreSQL (DATABASE_URL), for bench/announcement.ts
// and bench/streams.ts. It seeds directly in the database: a displayed course with a class of
// BENCH_LEARNERS learners (the learners with ONE INSERT … SELECT, their enrolments with another),
// a warm-up class of 5, and a platform staff member who announces (with a session and its CSRF
// token); with BENCH_SESSIONS=1 a session for every learner of the class too (made directly, no
// argon2), for their notification streams. Messages it answers:
// { progress: postId } → the post's notifications stored, those still to be mailed, and the
//   fan-out jobs' times (pg-boss's own);
// { memory: true } → this process's memory after a full GC (run with --expose-gc);
// { watch: true } → { watching }: from now on the first NOTIFY on the notifications channel is
//   timed (when the first writing transaction committed), answered by { commitAt: true }.
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 5000);
const WARM_LEARNERS = 5;

const dataDir = process.env.BENCH_DATA_DIR || mkdtempSync(join(tmpdir(), 'kelas-bench-notifications-'));
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir }, benchLogger);
await prepareDatabase(database);
const { db } = database;
const key = `bench-notify-${Date.now().toString(36)}`;

const [course] = await db
  .insert(courses)
  .values({ path: key, name: 'Bench course', category: 'data', courseType: 'SHORT_COURSE', displayed: true })
  .returning();
const classOf = async (suffix: string) => {
  const [cohort] = await db
    .insert(cohorts)
    .values({
      courseId: course!.id,
      path: `${key}-${suffix}`,
      name: `Bench class ${suffix}`,
      mode: 'scheduled',
      startDate: new Date(Date.now() - 86_400_000),
    })
    .returning();
  return cohort!;
};
const cohort = await classOf('big');
const warmCohort = await classOf('warm');

/** `count` learners enrolled in `cohortId`: two statements, whatever the count. */
async function enrolLearners(cohortId: string, prefix: string, count: number): Promise<string[]> {
  await db.execute(sql`INSERT INTO users (full_name, email, profile_name)
    SELECT 'Bench Learner ' || i, ${prefix} || '-' || i || '@bench.example', ${prefix} || '-' || i
    FROM generate_series(1, ${count}::int) AS i`);
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`INSERT INTO enrolments (user_id, cohort_id, source)
      SELECT id, ${cohortId}::uuid, 'open' FROM users WHERE email LIKE ${`${prefix}-%@bench.example`}
      RETURNING user_id::text AS id`),
  );
  return rows.map((row) => row.id);
}
const seedStarted = performance.now();
const learners = await enrolLearners(cohort.id, `${key}-big`, LEARNERS);
await enrolLearners(warmCohort.id, `${key}-warm`, WARM_LEARNERS);
const seedMs = performance.now() - seedStarted;

const [poster] = await db
  .insert(users)
  .values({ fullName: 'Bench Announcer', email: `${key}-staff@bench.example`, isStaff: true })
  .returning();

const jobs = await JobQueue.start(database, benchLogger, JOB_DEFINITIONS, { work: true });
const app = await buildBenchApp(database, dataDir, jobs);

const session = await benchSession(database, poster!.id);
const csrfReply = await app.inject({
  method: 'GET',
  url: '/api/csrf/',
  cookies: { sessionid: session.token },
});
const csrf = (csrfReply.json() as { result: { csrfToken: string } }).result.csrfToken;
const learnerTokens: string[] = [];
if (process.env.BENCH_SESSIONS === '1') {
  for (const id of learners) learnerTokens.push((await benchSession(database, id)).token);
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

/** The notifications of post `postId`: stored, still to be mailed now, and the fan-out jobs' times. */
async function progress(postId: string) {
  const [row] = rowsOf<{ stored: number; mail_pending: number; mailed: number }>(
    await db.execute(sql`SELECT count(*)::int AS stored,
        (count(*) FILTER (WHERE email_due_at IS NOT NULL AND emailed_at IS NULL AND NOT email_digest))::int AS mail_pending,
        (count(*) FILTER (WHERE emailed_at IS NOT NULL))::int AS mailed
      FROM notifications WHERE data->>'sourceId' = ${postId}`),
  );
  const jobRows = rowsOf<{
    created: string;
    started: string | null;
    completed: string | null;
    state: string;
  }>(
    await db.execute(sql`SELECT (extract(epoch FROM created_on) * 1000)::float8 AS created,
        (extract(epoch FROM started_on) * 1000)::float8 AS started,
        (extract(epoch FROM completed_on) * 1000)::float8 AS completed, state::text AS state
      FROM pgboss.job WHERE name = 'notification-fan-out' AND data->'draft'->>'sourceId' = ${postId}`),
  );
  return {
    stored: Number(row?.stored ?? 0),
    mailPending: Number(row?.mail_pending ?? 0),
    mailed: Number(row?.mailed ?? 0),
    jobs: jobRows.map((job) => ({
      created: Number(job.created),
      started: job.started === null ? null : Number(job.started),
      completed: job.completed === null ? null : Number(job.completed),
      state: job.state,
    })),
  };
}

// The first NOTIFY after { watch: true }: its wall-clock time (ms since the epoch, sub-ms).
let watching = false;
let commitAt: number | null = null;
const wallNow = () => performance.timeOrigin + performance.now();
await database.listen(NOTIFICATION_CHANNEL, {
  onPayload: () => {
    if (watching && commitAt === null) commitAt = wallNow();
  },
  onReconnect: () => {},
});

process.on('message', (message: { progress?: string; memory?: true; watch?: true; commitAt?: true }) => {
  if (message.progress) {
    void progress(message.progress).then((answer) => process.send?.({ progress: answer }));
  } else if (message.memory) {
    (globalThis as { gc?: () => void }).gc?.();
    const usage = process.memoryUsage();
    process.send?.({ memory: { rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external } });
  } else if (message.watch) {
    watching = true;
    commitAt = null;
    process.send?.({ watching: true });
  } else if (message.commitAt) {
    process.send?.({ commitAt });
  }
});
process.send?.({
  ready: true,
  kind: database.kind,
  seedMs,
  coursePath: course!.path,
  cohortPath: cohort.path,
  warmCohortPath: warmCohort.path,
  poster: { token: session.token, csrf },
  learnerTokens,
});
