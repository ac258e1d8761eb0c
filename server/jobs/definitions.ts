import { sendMailJob } from '../mail/send-mail-job';
import type { JobDefinition } from './job';
import { purgeExpiredJob } from './purge-expired';

/** The core's own jobs; the domains' jobs come from their modules (server/modules.ts). */
export const CORE_JOBS: readonly JobDefinition[] = [
  purgeExpiredJob as unknown as JobDefinition,
  sendMailJob as unknown as JobDefinition,
];
