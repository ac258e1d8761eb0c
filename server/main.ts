import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { readConfig } from './config';
import { embeddedDatabaseExists, openDatabase } from './db/client';
import { surviveLostConnections } from './db/lost-connection-guard';
import { isDatabaseEmpty } from './domains/accounts';
import { JobQueue } from './jobs/queue';
import { createLogger } from './logger';
import { createMailer } from './mail/mailer';
import { JOB_DEFINITIONS, prepareDatabase } from './modules';
import { runInChildProcess } from './run-in-child';
import { resolveSessionSecret } from './secret';
import { seedDemoData } from './seed/demo-data';
import { closeHttp, stopOnSignals } from './shutdown';
import { storageFromConfig } from './storage/storage-from-config';

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Start the platform: database, migrations, demo data, jobs, HTTP. Stops cleanly on a signal (server/shutdown.ts). */
export async function startServer(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.LOG_LEVEL);
  surviveLostConnections(logger);
  const secret = resolveSessionSecret(config.SESSION_SECRET, config.DATA_DIR);
  // A new embedded database is created and given its demo data by a process of its own, whose
  // native memory goes with it (server/seed/seed-new-folder.ts).
  if (config.SEED && !config.DATABASE_URL && !embeddedDatabaseExists(config.DATA_DIR)) {
    await runInChildProcess(
      new URL('seed/seed-new-folder.ts', import.meta.url),
      [],
      'Seeding the demo data',
      true,
    );
  }
  const database = await openDatabase(
    {
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      namedStatements: config.DATABASE_NAMED_STATEMENTS,
    },
    logger,
  );
  logger.info({ database: database.kind }, 'database open');
  logger.info({ storage: config.S3_BUCKET ? `s3 ${config.S3_BUCKET}` : 'local' }, 'uploads storage');
  await prepareDatabase(database);
  const storage = storageFromConfig(config);
  if (config.SEED && (await isDatabaseEmpty(database.db))) await seedDemoData(database.db, logger, storage);
  // RUN_JOBS=0 on PostgreSQL: a send-only queue, so a worker takes each job at once. The embedded
  // database has no worker (no other process may open it): there RUN_JOBS=0 means no queue, and
  // the mail and exports a request starts are done in this process.
  const jobs =
    config.RUN_JOBS || config.DATABASE_URL
      ? await JobQueue.start(database, logger, JOB_DEFINITIONS, { work: config.RUN_JOBS })
      : undefined;
  const mailer = createMailer({ config, logger, jobs });
  const app = await buildApp({
    config,
    secret,
    database,
    logger,
    jobs,
    mailer,
    storage,
    webRoot: resolve(PROJECT_ROOT, config.WEB_DIST),
  });
  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info(`${config.BRAND_NAME} is ready at ${config.PUBLIC_URL}`);

  // Stop taking requests and finish those in flight, let mail and jobs finish, close the database.
  stopOnSignals(logger, config.SHUTDOWN_TIMEOUT_SECONDS, [
    { name: 'http', run: () => closeHttp(app) },
    { name: 'mail', run: () => mailer.settled() },
    { name: 'jobs', run: async () => jobs?.stop() },
    { name: 'database', run: () => database.close() },
  ]);
}
