import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { fromPglite, fromPool } from '../server/db/client';
import { openDurablePglite } from '../server/db/durable-pglite';
import { blocks, cohorts, courses, enrolments, modules, quizAttempts, users } from '../server/db/schema';
import { createPageWithLayout } from '../server/domains/content';
import { prepareDatabase } from '../server/modules';
import { benchLogger, benchSession, buildBenchApp } from './bench-app';

// The platform as `npm start` runs it (durable PGlite on a folder, or PostgreSQL with
// DATABASE_URL: a pool of 10 connections, as openDatabase opens it) with a displayed course whose
// page `quiz` holds one multiple choice block (unlimited attempts, marks never revealed, counting
// towards progress), a class of it with LEARNERS + 1 learners enrolled, each with a session and its
// CSRF token, handed to the load generator (bench/quiz-submit.ts). Messages it answers:
// { probe: 'start' } / { probe: 'stop' }: the statements and batches of submissions, the pool's queue and
// the event loop's delay between the two; { verify: true }: every attempt stored at the block.
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 500);
const SUBMIT_PATH = '/json/quiz/update/submitQuiz/';
// Each batch of submissions (server/domains/assessment/submit-quiz.ts) starts by locking its
// learners' scratchpad rows in one statement: counting those counts the batches.
const BATCH_START = /^\s*insert into quiz_scratchpads \(block_id, user_id, cohort_id\)\s+select/i;

/** Every statement sent since the probe started, and the batches of submissions among them. */
let statementsSent = 0;
let batches = 0;
const onQuery = (text: string) => {
  statementsSent++;
  if (BATCH_START.test(text)) batches++;
};

const dataDir = process.env.BENCH_DATA_DIR || mkdtempSync(join(tmpdir(), 'kelas-bench-quiz-'));
// As openDatabase opens them, with the statement counter as the query listener.
const pool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 })
  : null;
const database = pool
  ? fromPool(pool, benchLogger, onQuery)
  : fromPglite(await openDurablePglite(join(dataDir, 'pglite')), undefined, onQuery);
await prepareDatabase(database);
const { db } = database;

const key = `bench-quiz-${Date.now()}`;
const [course] = await db
  .insert(courses)
  .values({
    path: key,
    name: 'Bench quiz course',
    category: 'data',
    courseType: 'SHORT_COURSE',
    displayed: true,
  })
  .returning();
const [module] = await db
  .insert(modules)
  .values({ courseId: course!.id, title: 'Module', position: 0 })
  .returning();
// The multiple choice setup of the assessment tests (quiz-test-kit.ts choiceSetup), with as many
// attempts as a learner likes and marks never revealed: with marks shown, a right answer shows the
// right answers, after which no attempt is taken, and the single learner answers again and again.
const setupData = {
  question: 'What is the capital of Indonesia?',
  options: [
    { id: 'right', text: 'Jakarta' },
    { id: 'wrong1', text: 'City 1' },
  ],
  points: 2,
  maxAttempts: null,
  reveal: 'never',
  passPercent: 100,
  answerKey: { correctOptionIds: ['right'], feedback: { right: 'Yes.', wrong1: 'Look again.' } },
};
const page = await createPageWithLayout(db, {
  courseId: course!.id,
  moduleId: module!.id,
  path: 'quiz',
  title: 'Quiz',
  position: 0,
  authorId: null,
  blocks: [{ widgetType: 'multiple_choice', setupData, isProgressContributor: true }],
});
const [block] = await db.select({ id: blocks.id }).from(blocks).where(eq(blocks.pageId, page.id));
const [cohort] = await db
  .insert(cohorts)
  .values({
    courseId: course!.id,
    path: key,
    name: 'Bench class',
    mode: 'scheduled',
    startDate: new Date(Date.now() - 86_400_000),
  })
  .returning();

// The learners in one statement, their enrolments in another (no passwords: their sessions are made directly).
const learners = await db
  .insert(users)
  .values(
    Array.from({ length: LEARNERS + 1 }, (_, i) => ({
      fullName: `Bench Learner ${i}`,
      email: `${key}-${i}@bench.example`,
      profileName: `${key}-${i}`,
    })),
  )
  .returning({ id: users.id });
await db
  .insert(enrolments)
  .values(learners.map((learner) => ({ userId: learner.id, cohortId: cohort!.id, source: 'open' })));

const app = await buildBenchApp(database, dataDir);
// A session and its CSRF token for every learner: the token as the platform issues it (GET /api/csrf/).
const credentials: Array<{ token: string; csrf: string }> = [];
for (const learner of learners) {
  const session = await benchSession(database, learner.id);
  const reply = await app.inject({
    method: 'GET',
    url: '/api/csrf/',
    cookies: { sessionid: session.token },
  });
  const csrf = (reply.json() as { result: { csrfToken: string } }).result.csrfToken;
  credentials.push({ token: session.token, csrf });
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });

// The probe: the pool's queue sampled every 5 ms, and the event loop's delay.
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
let sampler: NodeJS.Timeout | undefined;
let poolSamples = { waitingMax: 0, waitingSum: 0, busyMax: 0, samples: 0 };
function startProbe() {
  statementsSent = 0;
  batches = 0;
  poolSamples = { waitingMax: 0, waitingSum: 0, busyMax: 0, samples: 0 };
  loopDelay.reset();
  loopDelay.enable();
  if (!pool) return;
  sampler = setInterval(() => {
    poolSamples.samples++;
    poolSamples.waitingSum += pool.waitingCount;
    poolSamples.waitingMax = Math.max(poolSamples.waitingMax, pool.waitingCount);
    poolSamples.busyMax = Math.max(poolSamples.busyMax, pool.totalCount - pool.idleCount);
  }, 5);
}
function stopProbe() {
  loopDelay.disable();
  clearInterval(sampler);
  return {
    statementsSent,
    batches,
    pool: pool
      ? {
          size: 10,
          busyMax: poolSamples.busyMax,
          waitingMax: poolSamples.waitingMax,
          waitingMean: poolSamples.samples ? poolSamples.waitingSum / poolSamples.samples : 0,
        }
      : null,
    loopDelayMaxMs: loopDelay.max / 1e6,
    loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
  };
}

/** Every attempt at the block: for each learner (in the order handed out), its numbers and submission ids. */
async function storedAttempts() {
  const rows = await db
    .select({
      userId: quizAttempts.userId,
      number: quizAttempts.number,
      submissionId: quizAttempts.submissionId,
    })
    .from(quizAttempts)
    .where(eq(quizAttempts.blockId, block!.id));
  const byUser = new Map<string, Array<[number, string]>>();
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push([row.number, row.submissionId]);
    byUser.set(row.userId, list);
  }
  return { total: rows.length, byLearner: learners.map((learner) => byUser.get(learner.id) ?? []) };
}

process.on('message', (message: { probe?: 'start' | 'stop'; verify?: true }) => {
  if (message.probe === 'start') {
    startProbe();
    process.send?.({ probe: 'started' });
  } else if (message.probe === 'stop') {
    process.send?.({ probe: stopProbe() });
  } else if (message.verify) {
    void storedAttempts().then((verify) => process.send?.({ verify }));
  }
});
process.send?.({
  ready: true,
  kind: database.kind,
  submitPath: `${SUBMIT_PATH}${block!.id}`,
  cohortPath: cohort!.path,
  credentials,
});
