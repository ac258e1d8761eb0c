import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { JobQueue } from '../jobs/queue';
import { createTestApp } from '../test/app';
import { setUpTestApp } from '../test/set-up-test-app';

const statements: string[] = [];
const testApp = setUpTestApp({}, { onQuery: (query) => statements.push(query) });
const logger = pino({ level: 'silent' });

const readyz = (app = testApp.app) => app.inject({ method: 'GET', url: '/readyz' });

describe('GET /readyz', () => {
  it('is ready when the database answers and every migration is applied, and is never cached', async () => {
    const reply = await readyz();
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-store');
    // No job queue in this process (RUN_JOBS=0 on the embedded database): no jobs check.
    expect(JSON.parse(reply.body)).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok' } });
  });

  it('reads the migrations once they passed: one query per check after that', async () => {
    await readyz();
    statements.length = 0;
    await readyz();
    await readyz();
    expect(statements).toEqual(['SELECT 1', 'SELECT 1']);
  });

  it('answers 503 naming the database when it is closed, never 500', async () => {
    const closed = await createTestApp();
    await closed.database.close();
    const reply = await readyz(closed.app);
    await closed.app.close();
    expect(reply.statusCode).toBe(503);
    expect(JSON.parse(reply.body)).toEqual({
      status: 'unavailable',
      failing: ['database'],
      checks: { database: 'failing', migrations: 'skipped' },
    });
  });

  it('answers 503 naming the migrations when the newest one is not applied', async () => {
    const behind = await createTestApp();
    await behind.database.db.execute(
      sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`,
    );
    const reply = await readyz(behind.app);
    await behind.close();
    expect(reply.statusCode).toBe(503);
    expect(JSON.parse(reply.body)).toMatchObject({
      failing: ['migrations'],
      checks: { migrations: 'failing' },
    });
  });

  it('checks the job queue when this process runs jobs: 503 naming it once it is stopped', async () => {
    const jobs = await JobQueue.start(testApp.database, logger, [], { work: true });
    const app = await buildApp({ ...testApp.deps, jobs });
    try {
      const up = await readyz(app);
      expect(up.statusCode).toBe(200);
      expect(JSON.parse(up.body).checks).toEqual({ database: 'ok', migrations: 'ok', jobs: 'ok' });

      await jobs.stop();
      const stopped = await readyz(app);
      expect(stopped.statusCode).toBe(503);
      expect(JSON.parse(stopped.body)).toMatchObject({ failing: ['jobs'], checks: { jobs: 'failing' } });
    } finally {
      await app.close();
    }
  });
});
