import type { z } from 'zod';
import { type JobDefinition, type JobDeps, runJobInline } from './job';
import type { JobQueue } from './queue';

/**
 * Queue job `definition` with `payload`; in a process without a job queue (tests, a lone web
 * process) run it here instead, after the answer, without making the request wait, logging a failure.
 */
export async function sendOrRunSoon<Payload extends z.ZodType>(
  jobs: JobQueue | undefined,
  definition: JobDefinition<Payload>,
  payload: z.input<Payload>,
  deps: JobDeps,
): Promise<void> {
  if (jobs) {
    await jobs.send(definition, payload);
    return;
  }
  const failed = (error: Error) =>
    deps.logger.error({ err: error, job: definition.name, payload }, 'job failed');
  setImmediate(() => runJobInline(definition, payload, deps).catch(failed));
}
