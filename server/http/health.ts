import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { retryOnLostConnection } from '../db/retry';
import type { AppDeps } from '../rpc/context';

/** `GET /healthz`: 200 when the database answers, 503 when it does not. */
export function registerHealth(app: FastifyInstance, deps: AppDeps): void {
  app.get('/healthz', async (request, reply) => {
    try {
      // A connection the server ended since its last use is not an outage: one more try, on a new one.
      await retryOnLostConnection(() => deps.database.db.execute(sql`SELECT 1`));
      return { status: 'ok', database: deps.database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable', database: deps.database.kind });
    }
  });
}
