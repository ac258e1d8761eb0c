import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../../common/routes';
import { usesSecureCookies } from '../config';
import { AppError, REASONS } from '../rpc/app-error';
import type { AppDeps } from '../rpc/context';
import { deriveKey, hashToken, randomToken, safeEqual } from '../security/keys';
import { SESSION_COOKIE } from './sessions';

/** The cookie the page reads, and the header (or beacon body field) that must repeat it. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const CSRF_BODY_FIELD = 'csrfmiddlewaretoken';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit CSRF protection: a token in a cookie the page can read, repeated in the
 * `X-CSRFToken` header of every non-safe /json and /api request. Beacons cannot set headers, so a
 * `csrfmiddlewaretoken` body field is accepted in its place. The token is an HMAC over the session
 * it was issued for (the SHA-256 of the session cookie, or none for a visitor), so a token a
 * neighbouring subdomain plants, even one it got from this server, fails for the victim's session;
 * signing in and out issue a new one. Only the cookie is compared, with no database read, so a page
 * load (which resolves no session) issues the same binding as an /api call.
 */
export function registerCsrf(app: FastifyInstance, deps: AppDeps): void {
  const key = deriveKey(deps.secret, 'csrf');
  const sign = (binding: string, nonce: string) =>
    createHmac('sha256', key).update(`${binding}.${nonce}`).digest('base64url');
  const issue = (binding: string) => {
    const nonce = randomToken(24);
    return `${nonce}.${sign(binding, nonce)}`;
  };
  const isGenuine = (token: string | undefined, binding: string): token is string => {
    if (!token) return false;
    const [nonce, signature, extra] = token.split('.');
    return !!nonce && !!signature && extra === undefined && safeEqual(signature, sign(binding, nonce));
  };
  const setCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(CSRF_COOKIE, token, {
      path: '/',
      sameSite: 'lax',
      httpOnly: false,
      secure: usesSecureCookies(deps.config),
      maxAge: 365 * 86_400,
    });

  // A callback, not an async hook: every read passes here, and a promise per request costs.
  app.addHook('preHandler', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method) || !isApiPath(request.url)) return done();
    const cookie = request.cookies[CSRF_COOKIE];
    const submitted = headerToken(request) ?? bodyToken(request.body);
    if (isGenuine(cookie, requestBinding(request)) && submitted && safeEqual(submitted, cookie))
      return done();
    // A page holding a token of another session gets one of its own, to send again.
    reply.ensureCsrfCookie(request);
    done(new AppError('csrf_failed', REASONS.csrf));
  });

  app.decorateReply(
    'ensureCsrfCookie',
    function ensureCsrfCookie(this: FastifyReply, request: FastifyRequest) {
      const binding = requestBinding(request);
      const existing = request.cookies[CSRF_COOKIE];
      const token = isGenuine(existing, binding) ? existing : issue(binding);
      setCookie(this, token);
      return token;
    },
  );

  app.decorateReply(
    'renewCsrfCookie',
    function renewCsrfCookie(this: FastifyReply, sessionToken: string | undefined) {
      const token = issue(sessionBinding(sessionToken));
      setCookie(this, token);
      return token;
    },
  );
}

declare module 'fastify' {
  interface FastifyReply {
    /** Set the CSRF cookie (keeping one genuine for the request's session) and return its token. */
    ensureCsrfCookie(request: FastifyRequest): string;
    /** Set a new CSRF cookie for the session that starts (a token) or for a visitor (undefined). */
    renewCsrfCookie(sessionToken: string | undefined): string;
  }
}

// What a token is bound to: the session cookie's hash (never the secret itself), or "none".
function sessionBinding(sessionToken: string | undefined): string {
  return sessionToken ? hashToken(sessionToken) : 'none';
}

function requestBinding(request: FastifyRequest): string {
  return sessionBinding(request.cookies[SESSION_COOKIE]);
}

function headerToken(request: FastifyRequest): string | undefined {
  const header = request.headers[CSRF_HEADER];
  return typeof header === 'string' && header.length > 0 ? header : undefined;
}

function bodyToken(body: unknown): string | undefined {
  if (typeof body === 'string') return new URLSearchParams(body).get(CSRF_BODY_FIELD) ?? undefined;
  if (body && typeof body === 'object' && CSRF_BODY_FIELD in body) {
    const token = (body as Record<string, unknown>)[CSRF_BODY_FIELD];
    return typeof token === 'string' ? token : undefined;
  }
  return undefined;
}
