import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Database, Db, SqlExecutor } from '../db/client';
import { retryOnLostConnection } from '../db/retry';
import type { JobDefinition } from './job';
import { transactionExecutor } from './transaction-executor';

/** The job queue: pg-boss in the application's own database. */
export class JobQueue {
  private stopping = false;

  private constructor(
    private readonly boss: PgBoss,
    private readonly definitions: readonly JobDefinition[],
  ) {}

  /**
   * Start pg-boss on `database` (its tables live in the `pgboss` schema) and create the queues of
   * `definitions`. With `work` true it also puts scheduled jobs on their schedule, runs pg-boss's
   * maintenance and works the jobs, asking for new ones every `pollingIntervalSeconds` (pg-boss's 2
   * unless told; tests ask more often). With `work` false the queue only sends: a web process
   * started with RUN_JOBS=0 queues each job at once for a worker (`npm run worker`) to take.
   */
  static async start(
    database: Database,
    logger: Logger,
    definitions: readonly JobDefinition[],
    options: { work: boolean; pollingIntervalSeconds?: number },
  ): Promise<JobQueue> {
    // A failed start leaves a PgBoss that cannot start again: each try makes a new one.
    const boss = await afterStartingRaces(async () => {
      const boss = new PgBoss({
        db: retryingExecutor(database.sql) as PgBoss.Db,
        schedule: options.work,
        supervise: options.work,
      });
      boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
      await boss.start();
      return boss;
    });
    for (const definition of definitions) {
      await afterStartingRaces(() =>
        boss.createQueue(definition.name, {
          name: definition.name,
          retryLimit: definition.retryLimit,
          retryDelay: definition.retryDelaySeconds,
          retryBackoff: definition.retryBackoff ?? false,
        }),
      );
      if (definition.schedule && options.work) await boss.schedule(definition.name, definition.schedule, {});
    }
    if (options.work) await unscheduleRetired(boss, definitions);
    if (options.work) {
      for (const definition of definitions) {
        const polling = options.pollingIntervalSeconds
          ? { pollingIntervalSeconds: options.pollingIntervalSeconds }
          : {};
        await boss.work(definition.name, polling, async (jobs) => {
          for (const job of jobs) {
            const jobLogger = logger.child({ job: definition.name, jobId: job.id });
            await definition.handler(definition.payload.parse(job.data), {
              db: database.db,
              logger: jobLogger,
            });
            jobLogger.info('job done');
          }
        });
      }
    }
    return new JobQueue(boss, definitions);
  }

  /** Queue a job after checking its payload; returns the job id. */
  async send<Payload extends z.ZodType>(
    definition: JobDefinition<Payload>,
    payload: z.input<Payload>,
  ): Promise<string> {
    if (!this.definitions.includes(definition as unknown as JobDefinition)) {
      throw new Error(`Job ${definition.name} is not registered with the queue.`);
    }
    const data = definition.payload.parse(payload) as object;
    const id = await this.boss.send(definition.name, data);
    if (!id) throw new Error(`Job ${definition.name} was not queued.`);
    return id;
  }

  /**
   * Queue a job inside the caller's transaction `db`: it reaches the workers when that transaction
   * commits, and never when it rolls back. Returns the job id.
   */
  async sendInTransaction<Payload extends z.ZodType>(
    db: Db,
    definition: JobDefinition<Payload>,
    payload: z.input<Payload>,
  ): Promise<string> {
    if (!this.definitions.includes(definition as unknown as JobDefinition)) {
      throw new Error(`Job ${definition.name} is not registered with the queue.`);
    }
    const data = definition.payload.parse(payload) as object;
    const id = await this.boss.send(definition.name, data, { db: transactionExecutor(db) as PgBoss.Db });
    if (!id) throw new Error(`Job ${definition.name} was not queued.`);
    return id;
  }

  /** Is the queue up: started and not told to stop (`/readyz` reports it)? */
  get running(): boolean {
    return !this.stopping;
  }

  /** Stop taking jobs, letting running ones finish. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.boss.stop({ graceful: true, wait: true, close: false });
  }
}

// pg-boss marks a job done or failed without awaiting it: a statement that failed there would be
// an unhandled rejection, and its job would stay active until it expires. So each statement of
// pg-boss is tried again, on a new connection, when its connection was lost. A send that
// committed just before its connection died is then queued twice, which jobs allow already:
// pg-boss runs a job at least once.
const PG_BOSS_RETRIES = 3;

function retryingExecutor(sql: SqlExecutor): SqlExecutor {
  return {
    executeSql: (text, values) => retryOnLostConnection(() => sql.executeSql(text, values), PG_BOSS_RETRIES),
  };
}

// Processes starting together on a new database race in pg-boss's set-up: its advisory lock does
// not stop a second `CREATE SCHEMA IF NOT EXISTS pgboss` from failing on the catalogue's unique
// index, and two processes creating one queue can deadlock on its partition. The loser of such a
// race tries again, a moment later, and finds the winner's schema and queues in place.
const STARTING_RACES = new Set([
  '23505', // unique_violation
  '40P01', // deadlock_detected
  '42P07', // duplicate_table
  '42710', // duplicate_object
]);
const STARTING_TRIES = 5;

async function afterStartingRaces<T>(step: () => Promise<T>): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (tried >= STARTING_TRIES || !code || !STARTING_RACES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
  }
}

/** A job that no longer runs on a schedule (or no longer exists) loses its schedule in the database. */
async function unscheduleRetired(boss: PgBoss, definitions: readonly JobDefinition[]): Promise<void> {
  const scheduled = new Set(definitions.filter((definition) => definition.schedule).map((each) => each.name));
  for (const schedule of await boss.getSchedules()) {
    if (!scheduled.has(schedule.name)) await boss.unschedule(schedule.name);
  }
}
