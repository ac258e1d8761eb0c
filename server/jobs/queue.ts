import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Database, SqlExecutor } from '../db/client';
import { retryOnLostConnection } from '../db/retry';
import type { JobDefinition } from './job';

/** The job queue: pg-boss in the application's own database. */
export class JobQueue {
  private stopping = false;

  private constructor(
    private readonly boss: PgBoss,
    private readonly definitions: readonly JobDefinition[],
  ) {}

  /**
   * Start pg-boss on `database` (its tables live in the `pgboss` schema), create the queues of
   * `definitions`, put scheduled jobs on their schedule, and work them when `work` is true, asking
   * for new jobs every `pollingIntervalSeconds` (pg-boss's 2 unless told; tests ask more often).
   */
  static async start(
    database: Database,
    logger: Logger,
    definitions: readonly JobDefinition[],
    options: { work: boolean; pollingIntervalSeconds?: number },
  ): Promise<JobQueue> {
    const boss = new PgBoss({
      db: retryingExecutor(database.sql) as PgBoss.Db,
      schedule: options.work,
      supervise: options.work,
    });
    boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    await boss.start();
    for (const definition of definitions) {
      await boss.createQueue(definition.name, {
        name: definition.name,
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: definition.retryBackoff ?? false,
      });
      if (definition.schedule && options.work) await boss.schedule(definition.name, definition.schedule, {});
    }
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
