import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../../common/routes';
import { usesSecureCookies } from '../config';
import { retryOnLostConnection } from '../db/retry';
import { writeBehindOf } from '../db/write-behind';
import { type Actor, ANONYMOUS } from '../rpc/actor';
import type { AppDeps, SessionControl } from '../rpc/context';
import { isRenderingPath } from './rendering-paths';
import { createSession, deleteSession, deleteSessionFamily, findSessionActor } from './session-store';

/** Name of the httpOnly session cookie. */
export const SESSION_COOKIE = 'sessionid';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling; resolved from the session cookie on /json, /api and /rendering requests. */
    actor: Actor;
  }
}

// Course files and images are served only to those who may read or see their course (content's
// block media routes, classes' course image serving).
const COURSE_MEDIA_PREFIXES = ['/media/course-files/', '/media/courses/'];

/**
 * Who is calling, from the session cookie, on every /json and /api request, the rendering views
 * (server-drawn pages that check the reader's permissions) and course media: null when the request
 * is none of these or carries no session cookie (a visitor), else the session's lookup
 * (server/http/request-checks.ts sets `request.actor` from it).
 */
export function sessionActorLookup(deps: AppDeps): (request: FastifyRequest) => Promise<Actor> | null {
  return (request) => {
    const path = pathOf(request.url);
    const courseMedia = COURSE_MEDIA_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (!isApiPath(path) && !isRenderingPath(path) && !courseMedia) return null;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    // A read (its renewal is written behind): asked again on a new connection when the first one was lost.
    const bookkeeping = writeBehindOf(deps.database);
    return retryOnLostConnection(() => findSessionActor(deps.database.db, token, bookkeeping)).then(
      orAnonymous,
    );
  };
}

const orAnonymous = (actor: Actor | null): Actor => actor ?? ANONYMOUS;

/**
 * The actor of a request on a path the request checks do not resolve (a screen path such as a
 * redirect or an event stream, which a page load reaches without a database read): its session's
 * user, or anonymous.
 */
export async function sessionActorOf(deps: AppDeps, request: FastifyRequest): Promise<Actor> {
  if (request.actor && request.actor.userId !== null) return request.actor;
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return ANONYMOUS;
  const bookkeeping = writeBehindOf(deps.database);
  return retryOnLostConnection(() => findSessionActor(deps.database.db, token, bookkeeping)).then(
    orAnonymous,
  );
}

/** Starts and ends the session of one request; signing in rotates the id, and both ends renew the CSRF token. */
export function sessionControl(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AppDeps,
  onActorChange: (actor: Actor) => void,
): SessionControl {
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: usesSecureCookies(deps.config),
  };
  return {
    async start(db, userId, origin) {
      if (request.actor.sessionId) await deleteSession(db, request.actor.sessionId);
      const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const session = await createSession(db, userId, client, origin);
      reply.setCookie(SESSION_COOKIE, session.token, { ...cookieOptions, expires: session.expiresAt });
      reply.renewCsrfCookie(session.token);
      const actor = await findSessionActor(db, session.token, writeBehindOf(deps.database));
      if (actor) onActorChange(actor);
    },
    async end(db) {
      // Logging out ends the same sign-in on the other origins too (its hand-off family).
      if (request.actor.sessionId) await deleteSessionFamily(db, request.actor.sessionId);
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      reply.renewCsrfCookie(undefined);
      onActorChange(ANONYMOUS);
    },
  };
}

/** The path of a request URL, without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}
