import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { flushPeriodically } from './db/write-behind';
import { BODY_LIMIT_BYTES } from './http/body-limit';
import { registerCompression } from './http/compression';
import { registerCsrf } from './http/csrf';
import { csrfEndpoint } from './http/csrf.rpc';
import { registerE2eControls } from './http/e2e-controls';
import { registerErrorHandling, sendFrameworkError } from './http/errors';
import { registerHealth } from './http/health';
import { registerRequestChecks } from './http/request-checks';
import { OneLineRequestLog } from './http/request-log';
import { registerWebApp } from './http/web-app';
import { APP, JOB_DEFINITIONS } from './modules';
import type { AppDeps } from './rpc/context';
import type { Resource } from './rpc/method';
import type { Endpoint } from './rpc/registry';
import { registerRpc } from './rpc/routes';
import { fastifyTrustProxy } from './trust-proxy';

/** Options for tests: other resources, or a logger of their own. */
export interface BuildOptions {
  resources?: readonly Resource[];
  endpoints?: readonly Endpoint[];
  logger?: FastifyServerOptions['loggerInstance'];
}

/** Build the HTTP application on `deps`; does no I/O until it is listened on or injected into. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: options.logger ?? deps.logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(deps.config.TRUST_PROXY),
    frameworkErrors: sendFrameworkError,
    logController: new OneLineRequestLog(),
  }) as unknown as FastifyInstance;

  await app.register(cookie);
  registerRequestChecks(app, deps);
  registerCompression(app);
  registerCsrf(app, deps);
  registerErrorHandling(app);
  registerHealth(app, deps);
  registerRpc(
    app,
    deps,
    options.resources ?? APP.resources,
    [csrfEndpoint, ...(options.endpoints ?? APP.endpoints)],
    APP.hooks,
  );
  await APP.registerRoutes(app, deps);
  registerE2eControls(app, deps, JOB_DEFINITIONS);
  await registerWebApp(app, deps, APP.sites(deps.database.db));
  // Bookkeeping that reads defer (visits, progress of a view) is written while the app runs and
  // when it closes, before the database does (server/db/write-behind.ts).
  const stopFlushing = flushPeriodically(deps.database, deps.logger);
  app.addHook('onClose', stopFlushing);
  return app;
}
