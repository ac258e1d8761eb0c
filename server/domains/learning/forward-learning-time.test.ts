import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LEARNING_TIME_PATH, learningTimePagePath } from '../../../common/api/learning-time';
import { readConfig } from '../../config';
import type { Database } from '../../db/client';
import { learningTimeEvents } from '../../db/schema';
import { runJobInline } from '../../jobs/job';
import { JobQueue } from '../../jobs/queue';
import { createTestApp } from '../../test/app';
import { freshDatabase } from '../../test/database';
import { buildUser } from '../../test/factories';
import { forwardLearningTimeJob } from './forward-learning-time-job';
import { enrolledLearner, learningTimeEvent } from './learning-time-test-kit';

const logger = pino({ level: 'silent' });

/** The receiving end of the forward: a real HTTP server that records JSON bodies and answers `statuses` in turn (then 200). */
class Receiver {
  readonly bodies: unknown[] = [];
  statuses: number[] = [];
  private readonly server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      this.bodies.push({ contentType: request.headers['content-type'], json: JSON.parse(text) });
      response.writeHead(this.statuses.shift() ?? 200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/events`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let receiver: Receiver;
let url: string;
beforeAll(async () => {
  receiver = new Receiver();
  url = await receiver.start();
});
afterAll(() => receiver.close());
afterEach(() => {
  vi.unstubAllEnvs();
  receiver.bodies.length = 0;
  receiver.statuses = [];
});

/** One stored event of a new user (no course), straight into the table. */
async function storedEvent(database: Database) {
  const user = await buildUser(database.db);
  const [row] = await database.db
    .insert(learningTimeEvents)
    .values({
      userId: user.id,
      pagePath: '/courses/c/p/',
      seconds: 60,
      ip: '10.0.0.9',
      occurredAt: new Date(),
    })
    .returning();
  return row!;
}

const forwardedAt = async (database: Database, id: string) =>
  (await database.db.select().from(learningTimeEvents).where(eq(learningTimeEvents.id, id)))[0]?.forwardedAt;

describe('forwarding learning time', () => {
  it('posts a stored event through the app’s job queue as JSON with the spec’s fields, once', async () => {
    vi.stubEnv('LEARNING_TIME_FORWARD_URL', url);
    const config = readConfig({ PUBLIC_URL: 'http://localhost:3000', LEARNING_TIME_FORWARD_URL: url });
    const testApp = await createTestApp({ config });
    const database = testApp.database;
    const jobs = await JobQueue.start(database, logger, [forwardLearningTimeJob as never], { work: true });
    // The app is built before the queue exists on its database; requests read deps.jobs when they run.
    testApp.deps.jobs = jobs;
    try {
      const { db } = database;
      const { course, cohort, learner, agent } = await enrolledLearner(testApp);
      const timestamp = new Date().toISOString();
      const reply = await agent.post(
        LEARNING_TIME_PATH,
        learningTimeEvent(learner.id, course.path, { timestamp, newView: true }),
      );
      expect(reply.status).toBe(200);

      await expect.poll(() => receiver.bodies.length, { timeout: 20_000, interval: 250 }).toBe(1);
      const [stored] = await db
        .select()
        .from(learningTimeEvents)
        .where(eq(learningTimeEvents.userId, learner.id));
      expect(receiver.bodies[0]).toEqual({
        contentType: 'application/json',
        json: {
          id: stored!.id,
          timestamp,
          userId: learner.id,
          pagePath: learningTimePagePath(course.path, 'intro'),
          cohortId: cohort.path,
          courseId: course.path,
          subscriptionId: null,
          institutionId: null,
          ip: stored!.ip,
          device: 'web',
          newView: true,
          seconds: 60,
        },
      });
      await expect.poll(() => forwardedAt(database, stored!.id), { timeout: 10_000 }).toBeInstanceOf(Date);

      // Sent again (as a retry or the sweep might), an event already forwarded is not posted twice.
      await runJobInline(forwardLearningTimeJob, { eventId: stored!.id }, { db, logger });
      expect(receiver.bodies).toHaveLength(1);
    } finally {
      await jobs.stop();
      await testApp.close();
    }
  }, 60_000);

  it('is queued by a web process that only sends (RUN_JOBS=0) and forwarded by a worker', async () => {
    vi.stubEnv('LEARNING_TIME_FORWARD_URL', url);
    const config = readConfig({ PUBLIC_URL: 'http://localhost:3000', LEARNING_TIME_FORWARD_URL: url });
    const testApp = await createTestApp({ config });
    const definitions = [forwardLearningTimeJob as never];
    testApp.deps.jobs = await JobQueue.start(testApp.database, logger, definitions, { work: false });
    const worker = await JobQueue.start(testApp.database, logger, definitions, {
      work: true,
      pollingIntervalSeconds: 0.5,
    });
    try {
      const { course, learner, agent } = await enrolledLearner(testApp);
      const reply = await agent.post(LEARNING_TIME_PATH, learningTimeEvent(learner.id, course.path));
      expect(reply.status).toBe(200);
      await expect.poll(() => receiver.bodies.length, { timeout: 10_000, interval: 100 }).toBe(1);
    } finally {
      await worker.stop();
      await testApp.deps.jobs.stop();
      await testApp.close();
    }
  }, 60_000);

  it('retries an event the endpoint answers with 500 until it is taken', async () => {
    vi.stubEnv('LEARNING_TIME_FORWARD_URL', url);
    const database = await freshDatabase();
    // The job as defined, with a one-second delay so the test need not wait half a minute.
    const quickRetries = { ...forwardLearningTimeJob, retryDelaySeconds: 1, retryBackoff: false };
    const jobs = await JobQueue.start(database, logger, [quickRetries as never], { work: true });
    try {
      const event = await storedEvent(database);
      receiver.statuses = [500, 500];
      await jobs.send(quickRetries, { eventId: event.id });
      await expect
        .poll(() => forwardedAt(database, event.id), { timeout: 40_000, interval: 250 })
        .toBeInstanceOf(Date);
      expect(receiver.bodies).toHaveLength(3);
    } finally {
      await jobs.stop();
      await database.close();
    }
  }, 60_000);

  it('fails the job on a 500 and leaves the event unforwarded, so it is tried again', async () => {
    vi.stubEnv('LEARNING_TIME_FORWARD_URL', url);
    const database = await freshDatabase();
    try {
      const event = await storedEvent(database);
      receiver.statuses = [500];
      await expect(
        runJobInline(forwardLearningTimeJob, { eventId: event.id }, { db: database.db, logger }),
      ).rejects.toThrow(/500/);
      expect(await forwardedAt(database, event.id)).toBeNull();
      await runJobInline(forwardLearningTimeJob, { eventId: event.id }, { db: database.db, logger });
      expect(await forwardedAt(database, event.id)).toBeInstanceOf(Date);
    } finally {
      await database.close();
    }
  });

  it('sweeps events left behind (older than ten minutes, within a week) and forwards nothing without an address', async () => {
    const database = await freshDatabase();
    try {
      const left = await storedEvent(database);
      const fresh = await storedEvent(database);
      const ancient = await storedEvent(database);
      const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
      await database.db
        .update(learningTimeEvents)
        .set({ receivedAt: minutesAgo(30) })
        .where(eq(learningTimeEvents.id, left.id));
      await database.db
        .update(learningTimeEvents)
        .set({ receivedAt: minutesAgo(8 * 24 * 60) })
        .where(eq(learningTimeEvents.id, ancient.id));

      await runJobInline(forwardLearningTimeJob, {}, { db: database.db, logger });
      expect(receiver.bodies).toHaveLength(0);

      vi.stubEnv('LEARNING_TIME_FORWARD_URL', url);
      await runJobInline(forwardLearningTimeJob, {}, { db: database.db, logger });
      expect(receiver.bodies.map((body) => (body as { json: { id: string } }).json.id)).toEqual([left.id]);
      expect(await forwardedAt(database, left.id)).toBeInstanceOf(Date);
      expect(await forwardedAt(database, fresh.id)).toBeNull();
      expect(await forwardedAt(database, ancient.id)).toBeNull();
    } finally {
      await database.close();
    }
  });
});
