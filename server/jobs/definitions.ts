import type { JobDefinition } from './job';
import { purgeExpiredJob } from './purge-expired';

/** Every job the workers run; a domain adds its jobs here. */
export const JOB_DEFINITIONS: readonly JobDefinition[] = [purgeExpiredJob as unknown as JobDefinition];
