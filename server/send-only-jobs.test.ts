import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readConfig } from './config';
import { rowsOf } from './db/client';
import { defineJob } from './jobs/job';
import { JobQueue } from './jobs/queue';
import { createMailer } from './mail/mailer';
import { JOB_DEFINITIONS } from './modules';
import { createTestApp, type TestApp } from './test/app';
import { buildCourseWithPages, cohortAdminAgent, enrolledAgent } from './test/course-fixtures';
import { buildClass } from './test/factories';

// A web process started with RUN_JOBS=0 (server/main.ts) has a send-only queue: every job a request
// starts is in pg-boss's table when the answer leaves, for a worker (`npm run worker`) to take at once.

const logger = pino({ level: 'silent' });
let testApp: TestApp;
let sendOnly: JobQueue;

beforeAll(async () => {
  const config = readConfig({
    PUBLIC_URL: 'http://localhost:3000',
    // Mail goes through the queue only when it is to be delivered; nothing listens there, and
    // nothing works the jobs in this file but the one working queue of the first test.
    SMTP_URL: 'smtp://127.0.0.1:9',
  });
  testApp = await createTestApp({ config });
  sendOnly = await JobQueue.start(testApp.database, logger, JOB_DEFINITIONS, { work: false });
  // The app is built before the queue exists on its database; requests read deps when they run.
  testApp.deps.jobs = sendOnly;
  testApp.deps.mailer = createMailer({ config, logger, jobs: sendOnly });
});
afterAll(async () => {
  await sendOnly.stop();
  await testApp.close();
});

/** The jobs named `name` in pg-boss's table, with their state. */
async function queuedJobs(name: string): Promise<Array<{ state: string; data: Record<string, unknown> }>> {
  return rowsOf(
    await testApp.database.db.execute(sql`SELECT state, data FROM pgboss.job WHERE name = ${name}`),
  );
}

describe('a send-only job queue (RUN_JOBS=0)', () => {
  it('neither works nor schedules; a working queue on the same database takes its job at once', async () => {
    const seen: string[] = [];
    const job = defineJob({
      name: 'send-only-probe',
      payload: z.object({ name: z.string() }),
      retryLimit: 0,
      retryDelaySeconds: 1,
      handler: async ({ name }) => {
        seen.push(name);
      },
    });
    const web = await JobQueue.start(testApp.database, logger, [job as never], { work: false });
    try {
      await web.send(job, { name: 'Ayu' });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(seen).toEqual([]);
      expect(await queuedJobs('send-only-probe')).toEqual([{ state: 'created', data: { name: 'Ayu' } }]);
      const scheduled = rowsOf(await testApp.database.db.execute(sql`SELECT name FROM pgboss.schedule`));
      expect(scheduled).toEqual([]);

      const worker = await JobQueue.start(testApp.database, logger, [job as never], {
        work: true,
        pollingIntervalSeconds: 0.5,
      });
      try {
        await expect.poll(() => seen, { timeout: 10_000, interval: 100 }).toEqual(['Ayu']);
      } finally {
        await worker.stop();
      }
    } finally {
      await web.stop();
    }
  }, 30_000);

  it('queues a long invitation list, and each mail of a short one, before the answer', async () => {
    const cohort = await buildClass(testApp);
    const admin = await cohortAdminAgent(testApp, cohort.path);
    const long = Array.from({ length: 201 }, (_, i) => `queued${i}@send-only.test`).join('\n');
    const listed = await admin.post(`/json/cohort/update/inviteByEmail/${cohort.path}`, { emails: long });
    expect(listed.status).toBe(200);
    expect((listed.body.result as { queued: boolean }).queued).toBe(true);
    expect(await queuedJobs('process-class-invitations')).toEqual([
      { state: 'created', data: { cohortId: cohort.id } },
    ]);

    const short = await admin.post(`/json/cohort/update/inviteByEmail/${cohort.path}`, {
      emails: 'one@send-only.test two@send-only.test',
    });
    expect((short.body.result as { queued: boolean }).queued).toBe(false);
    const mails = await queuedJobs('send-mail');
    expect(mails).toHaveLength(2);
    expect(mails.every((mail) => mail.state === 'created')).toBe(true);
  });

  it('queues a students export before the answer', async () => {
    const { course } = await buildCourseWithPages(testApp);
    const cohort = await buildClass(testApp, course.id);
    const teacher = await enrolledAgent(testApp, cohort.id, { staff: true });
    const started = await teacher.agent.post(`/json/cohort/update/startStudentExport/${cohort.path}`);
    expect(started.status).toBe(200);
    const { exportId } = started.body.result as { exportId: string };
    expect(await queuedJobs('student-csv-export')).toEqual([{ state: 'created', data: { exportId } }]);
  });
});
