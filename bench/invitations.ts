import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type { InviteByEmailResult } from '../common/api/invitations';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { classInvitations, cohorts, courses, enrolments, roleGrants, users } from '../server/db/schema';
import { hashPassword } from '../server/domains/accounts';
import { processInvitationsJob } from '../server/domains/classes';
import { runJobInline } from '../server/jobs/job';
import { createMailer } from '../server/mail/mailer';
import { prepareDatabase } from '../server/modules';
import { LocalFileStorage } from '../server/storage/local-storage';
import { TestAgent } from '../server/test/app';

// `npm run bench:invitations`: one class and 10,000 addresses, half with accounts and half without,
// invited through `update cohort inviteByEmail` (the real route, its daily limits raised to the
// list), then processed by the invitation job in its batches: a token and outbox mail for every
// address (nobody is enrolled until they accept, and the inviter is not told which have accounts).
// Prints the total time and the time per 1,000 addresses, and records them in docs/performance.md.
const ADDRESSES = 10_000;
const PASSWORD = 'bench-password-long-enough';
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
// Short addresses: 10,000 of them must fit the request body limit (256 KB).
const address = (i: number) => `b${i}@x.id`;

const logger = pino({ level: 'silent' });
const dataDir = mkdtempSync(join(tmpdir(), 'kelas-bench-invitations-'));
const database = await openDatabase({ dataDir }, logger);
let row: string;
try {
  await prepareDatabase(database);
  const { db } = database;
  const config = readConfig({
    PUBLIC_URL: 'http://localhost:3000',
    INVITATIONS_PER_CLASS_PER_DAY: String(ADDRESSES),
    INVITATIONS_PER_INVITER_PER_DAY: String(ADDRESSES),
  });
  const deps = {
    config,
    secret: 'bench-secret-that-is-long-enough-for-hmac-keys',
    database,
    logger,
    storage: new LocalFileStorage(join(dataDir, 'uploads')),
  };
  const app = await buildApp({ ...deps, mailer: createMailer(deps) });

  const [course] = await db
    .insert(courses)
    .values({ path: 'bench-course', name: 'Bench course', category: 'data', courseType: 'SHORT_COURSE' })
    .returning();
  const [cohort] = await db
    .insert(cohorts)
    .values({ courseId: course!.id, path: 'bench-class', name: 'Bench class' })
    .returning();
  const [admin] = await db
    .insert(users)
    .values({
      fullName: 'Bench Admin',
      email: 'admin@bench.example',
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  await db
    .insert(roleGrants)
    .values({ userId: admin!.id, scope: 'course', scopePath: 'bench-course', role: 'administrator' });
  // Every even address has an account.
  await db.execute(sql`
    INSERT INTO users (full_name, email, profile_name)
    SELECT 'Bench Learner', 'b' || i || '@x.id', 'bench-learner-' || i
    FROM generate_series(0, ${ADDRESSES - 1}::int, 2) AS i`);

  const agent = new TestAgent(app);
  const signIn = await agent.post('/json/auth/', { user: 'admin@bench.example', password: PASSWORD });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status}`);
  const list = Array.from({ length: ADDRESSES }, (_, i) => address(i)).join('\n');

  const started = performance.now();
  const reply = await agent.post('/json/cohort/update/inviteByEmail/bench-class', { emails: list });
  const result = reply.body.result as InviteByEmailResult | undefined;
  if (reply.status !== 200 || !result?.queued)
    throw new Error(`invite failed: ${reply.status} ${reply.body.reason}`);
  const requestMs = performance.now() - started;
  await runJobInline(processInvitationsJob, { cohortId: cohort!.id }, { db, logger });
  const totalMs = performance.now() - started;
  await app.close();

  const [enrolled] = await db
    .select({ n: count() })
    .from(enrolments)
    .where(eq(enrolments.cohortId, cohort!.id));
  const [pending] = await db
    .select({ n: count() })
    .from(classInvitations)
    .where(and(eq(classInvitations.cohortId, cohort!.id), eq(classInvitations.status, 'pending_enrolled')));
  if (enrolled?.n !== 0 || pending?.n !== ADDRESSES) {
    throw new Error(`expected none enrolled and ${ADDRESSES} pending, got ${enrolled?.n} and ${pending?.n}`);
  }
  const per1000 = totalMs / (ADDRESSES / 1000);
  console.log(
    `PGlite: ${ADDRESSES} addresses invited in ${(requestMs / 1000).toFixed(1)} s (request), ` +
      `processed by the job in ${((totalMs - requestMs) / 1000).toFixed(1)} s; ` +
      `total ${(totalMs / 1000).toFixed(1)} s, ${(per1000 / 1000).toFixed(2)} s per 1,000 addresses`,
  );
  row = `| PGlite (durable, on a folder) | ${(requestMs / 1000).toFixed(1)} | ${((totalMs - requestMs) / 1000).toFixed(1)} | ${(totalMs / 1000).toFixed(1)} | **${(per1000 / 1000).toFixed(2)}** |`;
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

const doc = here('../docs/performance.md');
const marker = /<!-- bench:invitations -->[\s\S]*<!-- \/bench:invitations -->/;
const table = [
  '<!-- bench:invitations -->',
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${ADDRESSES} addresses, half with accounts, one run):`,
  '',
  '| database | request s | job s | total s | s per 1,000 |',
  '|---|---|---|---|---|',
  row,
  '<!-- /bench:invitations -->',
].join('\n');
writeFileSync(doc, readFileSync(doc, 'utf8').replace(marker, table));
console.log('docs/performance.md updated.');
