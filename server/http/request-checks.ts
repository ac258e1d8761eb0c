import type { FastifyInstance } from 'fastify';
import { type Actor, ANONYMOUS } from '../rpc/actor';
import type { AppDeps } from '../rpc/context';
import { screenRedirectOf } from './redirects';
import { securityHeaderWriter } from './security-headers';
import { sessionActorLookup } from './sessions';
import { unstorableUrlError } from './storable-url';

/**
 * What every request goes through before routing, in this order: the security headers, the refusal
 * of unstorable text in the address, the screen redirects, and the caller's session. One callback
 * hook rather than one hook each: every request passes here, and each hook (a promise for an
 * async one) costs Fastify's hook runner a step per request.
 */
export function registerRequestChecks(app: FastifyInstance, deps: AppDeps): void {
  const setSecurityHeaders = securityHeaderWriter(deps.config);
  const lookUpActor = sessionActorLookup(deps);
  app.decorateRequest('actor', null as unknown as Actor);
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(reply);
    const refusal = unstorableUrlError(request);
    if (refusal) return done(refusal);
    const location = screenRedirectOf(request);
    // A hook that replies does not call done: Fastify then runs nothing more for the request.
    if (location !== null) {
      reply.redirect(location, 301);
      return;
    }
    request.actor = ANONYMOUS;
    const actor = lookUpActor(request);
    if (!actor) return done();
    actor.then((found) => {
      request.actor = found;
      done();
    }, done);
  });
}
