import { count, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { PageLeaveMetric } from '../../../common/api/metrics';
import { PAGE_LEAVE_LIMITS } from '../../../common/domain/page-leave-limits';
import { pageLeaveMetrics } from '../../db/schema';
import { runJobInline } from '../../jobs/job';
import { countHit } from '../../security/rate-limit';
import { freshAgent, TestAgent } from '../../test/app';
import { setUpTestApp } from '../../test/set-up-test-app';
import { PAGE_LEAVE_BODY_LIMIT_BYTES, PAGE_LEAVES_PER_ADDRESS } from './metrics.rpc';
import { learningModule } from './module';
import { PAGE_LEAVE_RETENTION_DAYS } from './page-leave';
import { pageLeaveRetentionJob } from './page-leave-retention-job';

// The page-leave endpoint takes anonymous writes: each is small, an address sends a bounded
// number, and the table keeps only recent ones.

const testApp = setUpTestApp();
const PATH = '/api/save-metric/pageLeave/';

const click = (index: number) => ({
  id: `button-${index}`.padEnd(PAGE_LEAVE_LIMITS.itemIdLength, 'x'),
  nodeName: 'BUTTON',
  classes: 'c'.repeat(PAGE_LEAVE_LIMITS.classesLength),
  x: 10,
  y: 20,
  time: 1700000005000,
});

/** A metric at every limit: as large as the endpoint takes. */
const largest: PageLeaveMetric = {
  path: `/${'p'.repeat(PAGE_LEAVE_LIMITS.pathLength - 1)}`,
  hostname: 'h'.repeat(PAGE_LEAVE_LIMITS.hostnameLength),
  loadTime: 1700000000000,
  unloadTime: 1700000012000,
  activeTime: 9000,
  inactiveTime: 3000,
  itemsClicked: Array.from({ length: PAGE_LEAVE_LIMITS.itemsClicked }, (_, index) => click(index)),
  scrollDistance: 640,
  windowSize: { width: 1280, height: 720, outerWidth: 1280, outerHeight: 800 },
  keysPressed: PAGE_LEAVE_LIMITS.keysPressed,
};

const send = (agent: TestAgent, data: unknown, extra: Record<string, unknown> = {}) =>
  agent.post(PATH, { path: largest.path, data, ...extra });

async function storedRows(): Promise<number> {
  const [row] = await testApp.database.db.select({ rows: count() }).from(pageLeaveMetrics);
  return row!.rows;
}

describe('POST /api/save-metric/pageLeave/', () => {
  it('stores a metric at every limit, and refuses a larger body or longer lists', async () => {
    const agent = freshAgent(testApp.app);
    expect(await send(agent, largest)).toMatchObject({ status: 200, body: { result: { saved: true } } });
    const before = await storedRows();

    const padded = await send(agent, largest, { padding: 'x'.repeat(PAGE_LEAVE_BODY_LIMIT_BYTES) });
    expect(padded).toMatchObject({ status: 413, body: { error: 'payload_too_large' } });
    const tooManyClicks = await send(agent, {
      ...largest,
      itemsClicked: [...largest.itemsClicked, click(0)],
    });
    expect(tooManyClicks).toMatchObject({
      status: 400,
      body: { fields: { 'data.itemsClicked': expect.any(String) } },
    });
    const tooManyKeys = await send(agent, { ...largest, keysPressed: PAGE_LEAVE_LIMITS.keysPressed + 1 });
    expect(tooManyKeys).toMatchObject({
      status: 400,
      body: { fields: { 'data.keysPressed': expect.any(String) } },
    });
    const longClasses = { ...click(0), classes: 'c'.repeat(PAGE_LEAVE_LIMITS.classesLength + 1) };
    const tooLong = await send(agent, { ...largest, itemsClicked: [longClasses] });
    expect(tooLong.status).toBe(400);
    expect(await storedRows()).toBe(before);
  });

  it('limits each client address, and counts only that address', async () => {
    const limited = new TestAgent(testApp.app, '192.0.2.10');
    const other = new TestAgent(testApp.app, '192.0.2.11');
    const { db } = testApp.database;
    // Spend all but one of the address's allowance at once, as that many beacons would.
    const key = `${PAGE_LEAVES_PER_ADDRESS.name}:192.0.2.10`;
    await countHit(db, key, PAGE_LEAVES_PER_ADDRESS.windowSeconds, PAGE_LEAVES_PER_ADDRESS.max - 1);
    expect((await send(limited, largest)).status).toBe(200);
    const before = await storedRows();
    expect(await send(limited, largest)).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    expect(await storedRows()).toBe(before);
    expect((await send(other, largest)).status).toBe(200);
  });
});

describe('the page-leave retention job', () => {
  it(`deletes metrics older than ${PAGE_LEAVE_RETENTION_DAYS} days and keeps the recent ones`, async () => {
    const { db } = testApp.database;
    await db.delete(pageLeaveMetrics);
    const row = { ...largest, path: '/kept/' };
    const ago = (days: number) => sql`now() - ${`${days} days`}::interval`;
    await db
      .insert(pageLeaveMetrics)
      .values([
        { ...row, path: '/old/', recordedAt: ago(PAGE_LEAVE_RETENTION_DAYS + 1) },
        { ...row, path: '/older/', recordedAt: ago(PAGE_LEAVE_RETENTION_DAYS * 3) },
        { ...row, recordedAt: ago(PAGE_LEAVE_RETENTION_DAYS - 1) },
        row,
      ]);
    await runJobInline(pageLeaveRetentionJob, {}, { db, logger: pino({ level: 'silent' }) });
    const left = await db.select({ path: pageLeaveMetrics.path }).from(pageLeaveMetrics);
    expect(left.map((metric) => metric.path)).toEqual(['/kept/', '/kept/']);
    expect(await db.select().from(pageLeaveMetrics).where(eq(pageLeaveMetrics.path, '/old/'))).toEqual([]);
  });

  it("is one of the application's scheduled jobs", () => {
    expect(learningModule.jobs).toContain(pageLeaveRetentionJob);
    expect(pageLeaveRetentionJob.schedule).toBeTruthy();
  });
});
