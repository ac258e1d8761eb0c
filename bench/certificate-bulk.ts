import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type CertificateBatchState, DEFAULT_CERTIFICATE_DESIGN } from '../common/api/certification';
import { type Database, rowsOf } from '../server/db/client';
import { certificateDesigns, cohorts, courses, roleGrants, users } from '../server/db/schema';
import { benchSession, buildBenchApp } from './bench-app';
import { onBothDatabases } from './both-databases';
import { writePerformanceSection } from './doc-section';
import { latency } from './latency';

// `npm run bench:certificate-bulk` (issue budget: "bulk-issuing 1,000 certificates completes as a
// job in under 2 minutes with progress shown"): a course issuing certificates by hand with a class
// of 1,000 learners, and its administrator, who starts the bulk issue as the course team's screen
// does (`update course issueCertificates/{coursePath}` for every learner of the class without a
// certificate, over the platform's routes) and reads `read course getCertificateBatch` every POLL_MS
// until it says finished; the job runs in the same process, as without a job queue. Beside it in
// the same run: issuing one certificate by hand (`certificate create`, p50 of HAND_RUNS to learners
// of a second class). On a durable PGlite folder and, with DATABASE_URL, on PostgreSQL. Budget: the
// bulk issue finished within BUDGET_MS, every learner certified.
const LEARNERS = 1000;
const HAND_RUNS = 40;
const HAND_WARMUP = 5;
const BUDGET_MS = 120_000;
const POLL_MS = 250;
const COURSE_PATH = 'bench-certificate-bulk';
const EMAIL_DOMAIN = '@certificate-bulk.bench.example';

/** `count` learners enrolled in class `cohortId`, in two statements; their ids. */
async function enrolLearners(database: Database, cohortId: string, prefix: string, count: number) {
  const { db } = database;
  await db.execute(sql`INSERT INTO users (full_name, email)
    SELECT 'Bench Learner ' || i, ${prefix} || i || ${EMAIL_DOMAIN} FROM generate_series(1, ${count}::int) AS i`);
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`INSERT INTO enrolments (user_id, cohort_id, source)
      SELECT id, ${cohortId}::uuid, 'open' FROM users WHERE email LIKE ${`${prefix}%${EMAIL_DOMAIN}`}
      RETURNING user_id::text AS id`),
  );
  return rows.map((row) => row.id);
}

/** The course with its certificate on, its two classes and their learners, its administrator. */
async function seed(database: Database) {
  const { db } = database;
  const [course] = await db
    .insert(courses)
    .values({ path: COURSE_PATH, name: 'Bench certificates', category: 'data', courseType: 'SHORT_COURSE' })
    .returning();
  await db.insert(certificateDesigns).values({ courseId: course!.id, design: DEFAULT_CERTIFICATE_DESIGN });
  const classOf = async (suffix: string) => {
    const [cohort] = await db
      .insert(cohorts)
      .values({ courseId: course!.id, path: `${COURSE_PATH}-${suffix}`, name: `Bench ${suffix}` })
      .returning();
    return cohort!;
  };
  const big = await classOf('big');
  const hand = await classOf('hand');
  await enrolLearners(database, big.id, 'big-', LEARNERS);
  const handLearners = await enrolLearners(database, hand.id, 'hand-', HAND_RUNS + HAND_WARMUP);
  const [admin] = await db
    .insert(users)
    .values({ fullName: 'Bench Administrator', email: `admin${EMAIL_DOMAIN}` })
    .returning();
  await db
    .insert(roleGrants)
    .values({ userId: admin!.id, scope: 'course', scopePath: COURSE_PATH, role: 'administrator' });
  // As autovacuum would after such inserts (PGlite runs none).
  await db.execute(sql`ANALYZE`);
  return { bigPath: big.path, handLearners, adminId: admin!.id };
}

/** The administrator's requests over the platform's routes, with their session and CSRF token. */
async function adminClient(app: FastifyInstance, database: Database, adminId: string) {
  const session = await benchSession(database, adminId);
  const cookies = { sessionid: session.token };
  const csrfReply = await app.inject({ method: 'GET', url: '/api/csrf/', cookies });
  const csrf = (csrfReply.json() as { result: { csrfToken: string } }).result.csrfToken;
  const answer = (reply: { statusCode: number; body: string }) => {
    if (reply.statusCode !== 200) throw new Error(`${reply.statusCode}: ${reply.body}`);
    return (JSON.parse(reply.body) as { result: unknown }).result;
  };
  return {
    get: async (url: string) => answer(await app.inject({ method: 'GET', url, cookies })),
    post: async (url: string, body: object) =>
      answer(
        await app.inject({
          method: 'POST',
          url,
          payload: body,
          cookies: { ...cookies, csrftoken: csrf },
          headers: { 'x-csrftoken': csrf },
        }),
      ),
  };
}

async function benchmark(label: string, database: Database): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kelas-bench-certificate-bulk-'));
  const app = await buildBenchApp(database, dataDir);
  try {
    const seeded = await seed(database);
    const admin = await adminClient(app, database, seeded.adminId);
    // Each issue by hand certifies the next learner of the second class (warm-up ones included).
    const next = seeded.handLearners.values();
    const hand = await latency(
      () => admin.post('/json/certificate/create', { coursePath: COURSE_PATH, userId: next.next().value }),
      { runs: HAND_RUNS, warmup: HAND_WARMUP },
    );

    const started = performance.now();
    const { batchId } = (await admin.post(`/json/course/update/issueCertificates/${COURSE_PATH}`, {
      learners: 'uncertified',
      cohortPath: seeded.bigPath,
    })) as CertificateBatchState;
    const requestMs = performance.now() - started;
    const seen: number[] = [];
    // How long each status read took: a chunk's transaction holds PGlite's one connection meanwhile.
    let slowestRead = 0;
    let state: CertificateBatchState;
    for (;;) {
      const asked = performance.now();
      state = (await admin.get(
        `/json/course/read/getCertificateBatch/${COURSE_PATH}?batchId=${batchId}`,
      )) as CertificateBatchState;
      slowestRead = Math.max(slowestRead, performance.now() - asked);
      if (seen.at(-1) !== state.percentage) seen.push(state.percentage);
      if (state.status !== 'running') break;
      if (performance.now() - started > BUDGET_MS * 2) throw new Error('the bulk issue did not finish');
      await sleep(POLL_MS);
    }
    const ms = performance.now() - started;
    const perLearner = ms / LEARNERS;
    const within = ms < BUDGET_MS && state.status === 'finished' && state.issued === LEARNERS;
    const verdict = within ? 'within' : 'OVER';
    const progress = seen.join(' → ');
    console.log(
      `${label}: ${state.issued} of ${LEARNERS} certificates issued in bulk (${state.status}) in ` +
        `${(ms / 1000).toFixed(2)} s from the start request to the status read saying finished (budget ` +
        `${BUDGET_MS / 1000} s: ${verdict}); start request ${requestMs.toFixed(0)} ms; ` +
        `${perLearner.toFixed(2)} ms a learner against ${hand.p50.toFixed(2)} ms for one issued by hand (p50; ` +
        `bulk ÷ by hand ${(perLearner / hand.p50).toFixed(2)}); slowest status read ${slowestRead.toFixed(0)} ms; ` +
        `percentages read: ${progress}`,
    );
    return `| ${label} | **${(ms / 1000).toFixed(2)}** ${verdict} budget | ${state.issued} | ${requestMs.toFixed(0)} | ${perLearner.toFixed(2)} | ${hand.p50.toFixed(2)} | ${(perLearner / hand.p50).toFixed(2)} | ${slowestRead.toFixed(0)} | ${progress} |`;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Remove what a run leaves on a shared server (the course's certificates and batches go with it). */
async function leave(database: Database) {
  await database.db.delete(courses).where(eq(courses.path, COURSE_PATH));
  await database.db.execute(sql`DELETE FROM users WHERE email LIKE ${`%${EMAIL_DOMAIN}`}`);
}

const rows = await onBothDatabases('certificate-bulk', benchmark, leave);

writePerformanceSection('certificate-bulk', [
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${LEARNERS.toLocaleString('en')} learners of one class; status read every ${POLL_MS} ms; by hand: p50 of ${HAND_RUNS} after ${HAND_WARMUP} of warm-up; one run):`,
  '',
  '| database | start to finished s | issued | start request ms | bulk ms a learner | by hand p50 ms | bulk ÷ by hand | slowest status read ms | percentages read |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows,
]);
if (rows.some((row) => row.includes('OVER budget'))) process.exitCode = 1;
