import { join } from 'node:path';
import pino from 'pino';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { createSession } from '../server/http/session-store';
import type { JobQueue } from '../server/jobs/queue';
import { createMailer } from '../server/mail/mailer';
import { LocalFileStorage } from '../server/storage/local-storage';

// What the bench's platform servers (serve-kelas.ts, serve-course-page.ts) share: the app as
// `npm start` builds it, silent, and a signed-in session for the load generator.

/** The logger of a bench server: silent, so logging costs no CPU in the measure. */
export const benchLogger = pino({ level: 'silent' });

/** The platform's app on `database`, uploads under `dataDir`, logging nothing (with `jobs`: its job queue). */
export function buildBenchApp(database: Database, dataDir: string, jobs?: JobQueue) {
  const config = readConfig({ ...process.env, LOG_LEVEL: 'silent' });
  return buildApp({
    config,
    secret: 'bench-secret-bench-secret-bench-secret',
    database,
    logger: benchLogger,
    storage: new LocalFileStorage(join(dataDir, 'uploads')),
    mailer: createMailer({ config, logger: benchLogger, jobs }),
    ...(jobs && { jobs }),
  });
}

/** A session of `userId`: its token is the load generator's cookie. */
export function benchSession(database: Database, userId: string) {
  return createSession(database.db, userId, { ip: '127.0.0.1', userAgent: 'bench' });
}
