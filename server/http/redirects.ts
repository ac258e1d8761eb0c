import type { FastifyInstance } from 'fastify';
import { canonicalScreenPath, isApiPath } from '../../common/routes';

// Paths that are not screens: files (with an extension), assets and the health check.
const NOT_A_SCREEN = /^\/(assets\/|healthz$)|\.[a-z0-9]+$/i;

/**
 * Screen paths are lowercase and end in a slash (spec §2): a GET or HEAD for any other form is
 * sent to the canonical form with 301 in one hop, keeping the query. /json and /api never redirect.
 */
export function registerScreenRedirects(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const queryStart = request.url.indexOf('?');
    const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
    if (isApiPath(path) || NOT_A_SCREEN.test(path)) return;
    const canonical = canonicalScreenPath(path);
    if (canonical === null) return;
    const query = queryStart === -1 ? '' : request.url.slice(queryStart);
    return reply.redirect(canonical + query, 301);
  });
}
