import type { FastifyInstance } from 'fastify';
import { type JobDefinition, runJobInline } from '../jobs/job';
import type { AppDeps } from '../rpc/context';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The end-to-end tests' controls, only when E2E_CONTROLS is set and only from this machine:
 * `POST /__e2e/jobs/{name}` runs a background job now with the body as its payload (such as
 * `subscription-renewals` with `{asOf}`, a later day: the issue's "time moved in the test"). The
 * browser tests cannot reach the embedded database the server holds; this is their one way in.
 */
export function registerE2eControls(app: FastifyInstance, deps: AppDeps, jobs: readonly JobDefinition[]) {
  if (!deps.config.E2E_CONTROLS) return;
  app.post<{ Params: { name: string } }>('/__e2e/jobs/:name', async (request, reply) => {
    const job = jobs.find((definition) => definition.name === request.params.name);
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !job) {
      return reply.status(404).send({ error: 'not_found', reason: 'No such control.' });
    }
    await runJobInline(job, request.body ?? {}, {
      db: deps.database.db,
      logger: deps.logger,
      storage: deps.storage,
    });
    return { ran: job.name };
  });
}
