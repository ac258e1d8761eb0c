import type { Logger } from 'pino';
import { isConnectionLost } from './errors';

/**
 * Keep the process running when a promise nobody awaits fails on a lost database connection
 * (pg-boss does not await its completion writes: server/jobs/queue.ts). Any other unhandled
 * rejection still ends the process, as Node does by default.
 */
export function surviveLostConnections(logger: Logger): void {
  process.on('unhandledRejection', (reason) => {
    if (!isConnectionLost(reason)) throw reason;
    logger.warn({ reason: (reason as Error).message }, 'database connection lost under background work');
  });
}
