import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Db } from '../db/client';
import type { FileStorage } from '../storage/storage';

/** What a job handler may use. */
export interface JobDeps {
  db: Db;
  logger: Logger;
  /** The app's file storage when the caller has it (tests, inline runs); else jobs build it from config. */
  storage?: FileStorage;
}

/** The one shape of a background job: a name, a validated payload, a handler, its retries. */
export interface JobDefinition<Payload extends z.ZodType = z.ZodType> {
  name: string;
  payload: Payload;
  retryLimit: number;
  retryDelaySeconds: number;
  /** Double the delay after each failed try (pg-boss retryBackoff). */
  retryBackoff?: boolean;
  /** A cron expression (UTC) when the job also runs on a schedule. */
  schedule?: string;
  handler: (payload: z.output<Payload>, deps: JobDeps) => Promise<void>;
}

/** Declare a job (identity at run time, inference for the compiler). */
export function defineJob<Payload extends z.ZodType>(
  definition: JobDefinition<Payload>,
): JobDefinition<Payload> {
  return definition;
}

/** Run a job now, in this process, exactly as a worker would: for tests and one-off scripts. */
export async function runJobInline<Payload extends z.ZodType>(
  definition: JobDefinition<Payload>,
  payload: z.input<Payload>,
  deps: JobDeps,
): Promise<void> {
  await definition.handler(definition.payload.parse(payload), deps);
}
