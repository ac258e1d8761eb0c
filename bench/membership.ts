import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { EnrolledClassData } from '../common/api/membership';
import { cohorts, courses, enrolments, users } from '../server/db/schema';
import { hashPassword } from '../server/domains/accounts';
import { createTestApp, TestAgent } from '../server/test/app';
import { QueryCounter } from '../server/test/query-counter';

// `npm run bench:membership`: `read user getEnrolledClassData/me` through the real route for
// learners in 1, 10 and 50 classes (each class in its own course, with a facilitator), side by
// side in one run on an in-memory PGlite (or TEST_DATABASE_URL): the queries each read runs, which
// must not grow with the classes, and its p50/p99 latency. Records them in docs/performance.md.
const CLASS_COUNTS = [1, 10, 50] as const;
const RUNS = 200;
const WARMUP = 20;
const PASSWORD = 'bench-password-long-enough';
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const queries = new QueryCounter();
const testApp = await createTestApp({}, { onQuery: queries.onQuery });
const { db } = testApp.database;
const passwordHash = await hashPassword(PASSWORD);

/** A learner enrolled in `classCount` classes, each of its own course with a facilitator; signed in. */
async function learnerIn(classCount: number): Promise<TestAgent> {
  const [learner] = await db
    .insert(users)
    .values({ fullName: 'Bench Learner', email: `learner-${classCount}@bench.example`, passwordHash })
    .returning();
  for (let i = 0; i < classCount; i++) {
    const key = `bench-${classCount}-${i}`;
    const [course] = await db
      .insert(courses)
      .values({
        path: key,
        name: `Course ${key}`,
        category: 'data',
        courseType: 'SHORT_COURSE',
        displayed: true,
      })
      .returning();
    const [cohort] = await db
      .insert(cohorts)
      .values({
        courseId: course!.id,
        path: key,
        name: `Class ${key}`,
        mode: 'scheduled',
        startDate: new Date(),
      })
      .returning();
    const [facilitator] = await db
      .insert(users)
      .values({ fullName: `Facilitator ${key}`, email: `${key}@bench.example`, passwordHash })
      .returning();
    await db.insert(enrolments).values([
      { userId: learner!.id, cohortId: cohort!.id, source: 'open' },
      { userId: facilitator!.id, cohortId: cohort!.id, source: 'staff', staff: true },
    ]);
  }
  const agent = new TestAgent(testApp.app);
  const signIn = await agent.post('/json/auth/', { user: learner!.email, password: PASSWORD });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  return agent;
}

/** One read: its reply checked, and the number of queries it ran. */
async function readOnce(agent: TestAgent, classCount: number): Promise<number> {
  const [reply, count] = await queries.measure(() => agent.get('/json/user/read/getEnrolledClassData/me'));
  const data = reply.body.result as EnrolledClassData | undefined;
  if (reply.status !== 200 || data?.classes.length !== classCount) {
    throw new Error(`expected ${classCount} classes, got ${reply.status} ${data?.classes.length}`);
  }
  return count;
}

const agents = new Map<number, TestAgent>();
for (const classCount of CLASS_COUNTS) agents.set(classCount, await learnerIn(classCount));

// Interleaved, so each class count meets the same machine conditions.
const times = new Map<number, number[]>(CLASS_COUNTS.map((n) => [n, []]));
const queryCounts = new Map<number, Set<number>>(CLASS_COUNTS.map((n) => [n, new Set()]));
for (let run = 0; run < WARMUP + RUNS; run++) {
  for (const classCount of CLASS_COUNTS) {
    const started = performance.now();
    const count = await readOnce(agents.get(classCount)!, classCount);
    if (run >= WARMUP) {
      times.get(classCount)!.push(performance.now() - started);
      queryCounts.get(classCount)!.add(count);
    }
  }
}
await testApp.close();

const percentile = (list: number[], share: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
};
const baseline = percentile(times.get(1)!, 0.5);
const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite (in memory)';
const rows = CLASS_COUNTS.map((classCount) => {
  const list = times.get(classCount)!;
  const counts = [...queryCounts.get(classCount)!].join(', ');
  const p50 = percentile(list, 0.5);
  console.log(
    `${classCount} classes: ${counts} queries per read; p50 ${p50.toFixed(2)} ms, p99 ${percentile(list, 0.99).toFixed(2)} ms`,
  );
  return `| ${classCount} | ${counts} | ${p50.toFixed(2)} | ${percentile(list, 0.99).toFixed(2)} | ${(p50 / baseline).toFixed(2)} |`;
});
const constant = new Set(CLASS_COUNTS.flatMap((n) => [...queryCounts.get(n)!])).size === 1;
if (!constant) console.log('The query count grows with the classes: an N+1 crept in.');

const doc = here('../docs/performance.md');
const marker = /<!-- bench:membership -->[\s\S]*<!-- \/bench:membership -->/;
const table = [
  '<!-- bench:membership -->',
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${database}, ${RUNS} reads per class count after ${WARMUP} of warm-up, interleaved, one run; the session lookup is one of the queries):`,
  '',
  '| classes | queries per read | p50 ms | p99 ms | p50 vs 1 class |',
  '|---|---|---|---|---|',
  ...rows,
  '<!-- /bench:membership -->',
].join('\n');
writeFileSync(doc, readFileSync(doc, 'utf8').replace(marker, table));
console.log('docs/performance.md updated.');
if (!constant) process.exitCode = 1;
