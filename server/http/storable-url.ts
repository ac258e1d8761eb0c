import type { FastifyInstance } from 'fastify';
import { isStorableText, refuseUnstorableText, unstorableTextError } from '../rpc/decode';

/**
 * Refuse, before any route runs, a request whose decoded path parameters or query string carry
 * text no column can keep (a NUL character, a lone surrogate): every route (the /json scheme,
 * /api, uploads, media, rendering, screens) then only ever sees storable ids, paths and queries.
 */
export function registerStorableUrlCheck(app: FastifyInstance): void {
  // A callback, not an async hook: every request passes here, and a promise per request costs.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      for (const [name, value] of Object.entries((request.params ?? {}) as Record<string, unknown>)) {
        if (typeof value === 'string' && !isStorableText(value)) {
          throw unstorableTextError(name === '*' ? 'path' : name);
        }
      }
      refuseUnstorableText((request.query ?? {}) as Record<string, unknown>);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}
