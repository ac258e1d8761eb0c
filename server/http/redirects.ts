import type { FastifyRequest } from 'fastify';
import { canonicalScreenPath, isApiPath } from '../../common/routes';

// Paths that are not screens: files (with an extension), assets and the health and readiness checks.
const NOT_A_SCREEN = /^\/(assets\/|healthz$|readyz$)|\.[a-z0-9]+$/i;

// What a browser (or a proxy that decodes) may read as the start of another host when it leads a
// location: `//evil.example`, `/\evil.example`, `/%2F%2Fevil.example`, with white space between
// them (browsers drop tabs and line breaks).
const LEADING_SEPARATORS = /^(?:[/\\\s]|%2f|%5c|%09|%0a|%0d|%20)+/i;
const ORIGIN = 'http://kelas.invalid';

/** `path` with one leading slash, so that as a location it can only name a path of this origin. */
function sameOriginPath(path: string): string | null {
  const location = `/${path.replace(LEADING_SEPARATORS, '')}`;
  return new URL(location, ORIGIN).origin === ORIGIN ? location : null;
}

/**
 * Where a request for a screen goes instead, or null. Screen paths are lowercase and end in a
 * slash (spec §2): a GET or HEAD for any other form is sent to the canonical form with 301 in one
 * hop, keeping the query (server/http/request-checks.ts). /json and /api never redirect, and the
 * location is always a path of this origin (`//evil.example/Login` goes to `/evil.example/login/`,
 * never to another host).
 */
export function screenRedirectOf(request: FastifyRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const queryStart = request.url.indexOf('?');
  const requested = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  // Before parsing a URL: /json and /api (the hot paths) stay what they are whatever follows.
  if (isApiPath(requested)) return null;
  const path = sameOriginPath(requested);
  if (path === null || isApiPath(path) || NOT_A_SCREEN.test(path)) return null;
  const canonical = canonicalScreenPath(path) ?? (path === requested ? null : path);
  if (canonical === null) return null;
  return canonical + (queryStart === -1 ? '' : request.url.slice(queryStart));
}
