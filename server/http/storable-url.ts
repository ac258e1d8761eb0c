import type { FastifyRequest } from 'fastify';
import type { AppError } from '../rpc/app-error';
import { isStorableText, refuseUnstorableText, unstorableTextError } from '../rpc/decode';

/**
 * The refusal of a request whose decoded path parameters or query string carry text no column can
 * keep (a NUL character, a lone surrogate), or null. Asked before any route runs
 * (server/http/request-checks.ts), so every route (the /json scheme, /api, uploads, media,
 * rendering, screens) only ever sees storable ids, paths and queries.
 */
export function unstorableUrlError(request: FastifyRequest): AppError | null {
  try {
    for (const [name, value] of Object.entries((request.params ?? {}) as Record<string, unknown>)) {
      if (typeof value === 'string' && !isStorableText(value)) {
        return unstorableTextError(name === '*' ? 'path' : name);
      }
    }
    refuseUnstorableText((request.query ?? {}) as Record<string, unknown>);
  } catch (error) {
    return error as AppError;
  }
  return null;
}
