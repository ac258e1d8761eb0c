import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { JobDefinition } from './job';

/** The job queue: pg-boss in the application's own database. */
export class JobQueue {
  private constructor(
    private readonly boss: PgBoss,
    private readonly definitions: readonly JobDefinition[],
  ) {}

  /**
   * Start pg-boss on `database` (its tables live in the `pgboss` schema), create the queues of
   * `definitions`, put scheduled jobs on their schedule, and work them when `work` is true.
   */
  static async start(
    database: Database,
    logger: Logger,
    definitions: readonly JobDefinition[],
    options: { work: boolean },
  ): Promise<JobQueue> {
    const boss = new PgBoss({
      db: database.sql as PgBoss.Db,
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
        await boss.work(definition.name, async (jobs) => {
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

  /** Stop taking jobs, letting running ones finish. */
  async stop(): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, close: false });
  }
}
