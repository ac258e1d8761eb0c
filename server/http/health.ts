import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../rpc/context';
import { pingDatabase, readinessChecks } from './readiness';

/**
 * `GET /healthz` (liveness): 200 when the database answers, 503 when it does not.
 * `GET /readyz` (readiness, for load balancers): 200 when every check passes, else 503 naming
 * the failing ones (server/http/readiness.ts); never cached.
 */
export function registerHealth(app: FastifyInstance, deps: AppDeps): void {
  app.get('/healthz', async (request, reply) => {
    try {
      await pingDatabase(deps.database);
      return { status: 'ok', database: deps.database.kind };
    } catch (error) {
      request.log.error({ err: error }, 'health check failed');
      return reply.status(503).send({ status: 'unavailable', database: deps.database.kind });
    }
  });

  const readiness = readinessChecks(deps.database, deps.jobs);
  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const { ready, checks } = await readiness();
    if (ready) return { status: 'ready', checks };
    const failing = Object.entries(checks)
      .filter(([, status]) => status === 'failing')
      .map(([name]) => name);
    request.log.warn({ failing }, 'not ready');
    return reply.status(503).send({ status: 'unavailable', failing, checks });
  });
}
