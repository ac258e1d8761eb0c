import type pg from 'pg';
import type { Logger } from 'pino';

/**
 * Give every connection of `pool` an error path, so that a lost connection (a killed backend, a
 * failover) is logged and never ends the process: node-postgres emits `error` on a client, and an
 * `error` event nobody listens to is fatal. The pool listens on idle clients only; each client
 * gets its own listener for the time it is checked out (a transaction's, a migration's).
 *
 * A client lost while checked out goes back to the pool at once, marked broken, so the pool opens
 * a new one: drizzle's transaction never releases a client whose BEGIN failed, and a few such
 * leaks would leave the pool with no connection to give. The holder's own release then does
 * nothing, and its next statement fails as a lost connection (server/db/errors.ts).
 */
export function guardPool(pool: pg.Pool, logger?: Logger): void {
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('error', (error) => logLost(logger, error));
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      const held = client as pg.PoolClient;
      if (!checkedOut.has(held)) return; // idle: the pool's own listener has it
      logLost(logger, error);
      const release = held.release;
      held.release = () => {};
      release(error);
    });
  });
}

// The driver's error carries a message and a SQLSTATE, never a statement or its parameters.
function logLost(logger: Logger | undefined, error: Error): void {
  logger?.warn(
    { code: (error as { code?: string }).code, reason: error.message },
    'database connection lost',
  );
}
