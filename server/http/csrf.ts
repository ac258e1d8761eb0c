import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../../common/routes';
import { usesSecureCookies } from '../config';
import { AppError, REASONS } from '../rpc/app-error';
import type { AppDeps } from '../rpc/context';
import { deriveKey, randomToken, safeEqual } from '../security/keys';

/** The cookie the page reads, and the header (or beacon body field) that must repeat it. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const CSRF_BODY_FIELD = 'csrfmiddlewaretoken';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Double-submit CSRF protection: a signed token in a cookie the page can read, repeated in the
 * `X-CSRFToken` header of every non-safe /json and /api request. Beacons cannot set headers, so a
 * `csrfmiddlewaretoken` body field is accepted in its place. The signature stops a token planted
 * by a neighbouring subdomain from passing.
 */
export function registerCsrf(app: FastifyInstance, deps: AppDeps): void {
  const key = deriveKey(deps.secret, 'csrf');
  const sign = (nonce: string) => createHmac('sha256', key).update(nonce).digest('base64url');
  const isGenuine = (token: string | undefined): token is string => {
    if (!token) return false;
    const [nonce, signature, extra] = token.split('.');
    return !!nonce && !!signature && extra === undefined && safeEqual(signature, sign(nonce));
  };

  app.addHook('preHandler', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiPath(request.url)) return;
    const cookie = request.cookies[CSRF_COOKIE];
    const submitted = headerToken(request) ?? bodyToken(request.body);
    if (!isGenuine(cookie) || !submitted || !safeEqual(submitted, cookie)) {
      throw new AppError('csrf_failed', REASONS.csrf);
    }
  });

  app.decorateReply(
    'ensureCsrfCookie',
    function ensureCsrfCookie(this: FastifyReply, request: FastifyRequest) {
      const existing = request.cookies[CSRF_COOKIE];
      const token = isGenuine(existing) ? existing : newToken(sign);
      this.setCookie(CSRF_COOKIE, token, {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        secure: usesSecureCookies(deps.config),
        maxAge: 365 * 86_400,
      });
      return token;
    },
  );
}

declare module 'fastify' {
  interface FastifyReply {
    /** Set the CSRF cookie (keeping a genuine one) and return its token. */
    ensureCsrfCookie(request: FastifyRequest): string;
  }
}

function newToken(sign: (nonce: string) => string): string {
  const nonce = randomToken(24);
  return `${nonce}.${sign(nonce)}`;
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
