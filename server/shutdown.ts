import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';

/** One thing to close when the process stops, named for the log. */
export interface StopStep {
  name: string;
  run(): Promise<void>;
}

/**
 * Stop the process on SIGTERM or SIGINT: run `steps` in order (each waits for its work in flight,
 * and a failing one does not keep the next from running), then exit; exit anyway, with code 1,
 * when they take longer than `timeoutSeconds`. A repeated signal changes nothing: a Ctrl-C in a
 * terminal reaches the process twice, from the terminal and forwarded by npm.
 */
export function stopOnSignals(logger: Logger, timeoutSeconds: number, steps: readonly StopStep[]): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal, timeoutSeconds }, 'stopping');
    setTimeout(() => {
      logger.error({ timeoutSeconds }, 'stopping took too long: exiting now');
      process.exit(1);
    }, timeoutSeconds * 1000).unref();
    let code = 0;
    for (const step of steps) {
      try {
        await step.run();
      } catch (error) {
        code = 1;
        logger.error({ err: error, step: step.name }, 'a step of stopping failed');
      }
    }
    logger.info('stopped');
    process.exit(code);
  };
  process.on('SIGINT', (signal) => void stop(signal));
  process.on('SIGTERM', (signal) => void stop(signal));
}

// How often idle connections are closed while the server stops.
const IDLE_SWEEP_MS = 100;

/**
 * Stop the HTTP server: take no new connection, finish the requests in flight. Node closes the
 * idle keep-alive connections when the close begins; a connection whose request finishes later
 * goes idle afterwards, and is closed then rather than at the end of its keep-alive timeout.
 */
export async function closeHttp(app: FastifyInstance): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
  }
}
