import { readConfig } from './config';
import { openDatabase } from './db/client';
import { surviveLostConnections } from './db/lost-connection-guard';
import { JobQueue } from './jobs/queue';
import { createLogger } from './logger';
import { JOB_DEFINITIONS, prepareDatabase } from './modules';
import { stopOnSignals } from './shutdown';

/** `npm run worker`: a process that only works jobs, beside web processes started with RUN_JOBS=0. */
async function startWorker(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.LOG_LEVEL);
  surviveLostConnections(logger);
  if (!config.DATABASE_URL) {
    throw new Error(
      'A separate worker needs a PostgreSQL server (DATABASE_URL). With the embedded database, ' +
        '`npm start` works the jobs in its own process.',
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
  await prepareDatabase(database);
  const jobs = await JobQueue.start(database, logger, JOB_DEFINITIONS, { work: true });
  logger.info({ jobs: JOB_DEFINITIONS.map((job) => job.name) }, 'worker ready');
  stopOnSignals(logger, config.SHUTDOWN_TIMEOUT_SECONDS, [
    { name: 'jobs', run: () => jobs.stop() },
    { name: 'database', run: () => database.close() },
  ]);
}

startWorker().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
