import { addressOf, type QueryParams } from '../../common/api/query-string';
import { RELOAD_ERROR_CODE, REQUEST_TIMEOUT_MS } from '../../common/constants';
import type { FieldCodes, FieldErrors, FieldReason } from '../../common/errors';
import { authStore } from '../auth/auth-store';
import { i18n } from '../i18n/i18n';
import { ApiError, type ClientErrorCode } from './api-error';
import { CSRF_BOOTSTRAP_PATH, CSRF_HEADER, readCsrfCookie } from './csrf';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** Query parameters, bracket-style for arrays. */
  query?: QueryParams;
  /** A body, sent as JSON. */
  body?: unknown;
  /** A multipart body (file uploads), sent instead of `body`; the browser sets its boundary. */
  formData?: FormData;
  /** A login-required action (spec §4): when the server says "not signed in" it waits for sign-in and runs again. */
  loginRequired?: boolean;
}

/**
 * Where a request goes: a path, or a function giving it when the request is sent (a request retried
 * after sign-in may address the user who signed in).
 */
export type RequestPath = string | (() => string);

/** Sends a request to the /json scheme or /api and resolves with the envelope's `result`; rejects with an ApiError. */
export async function apiRequest<T>(
  method: HttpMethod,
  path: RequestPath,
  options: RequestOptions = {},
): Promise<T> {
  try {
    return await sendWithFreshCsrf<T>(method, typeof path === 'string' ? path : path(), options);
  } catch (error) {
    if (options.loginRequired && isNotSignedIn(error)) {
      return authStore.waitForSignIn(() => apiRequest<T>(method, path, options), error);
    }
    throw error;
  }
}

/** The CSRF token known without a request (cookie first), or null. */
export function knownCsrfToken(): string | null {
  return readCsrfCookie() ?? authStore.getState().csrfToken;
}

let csrfBootstrap: Promise<string> | null = null;

/** The CSRF token, fetched from /api/csrf/ when the page has none yet (one request for concurrent callers). */
export async function getCsrfToken(): Promise<string> {
  const known = knownCsrfToken();
  if (known) return known;
  csrfBootstrap ??= send<{ csrfToken: string }>('GET', CSRF_BOOTSTRAP_PATH, {})
    .then(({ csrfToken }) => {
      authStore.setCsrfToken(csrfToken);
      return csrfToken;
    })
    .finally(() => {
      csrfBootstrap = null;
    });
  return csrfBootstrap;
}

/**
 * The CSRF token is bound to the session: a page still holding one from before a sign-in or
 * sign-out in another tab is refused with `csrf_failed` and a fresh cookie, so send once more.
 */
async function sendWithFreshCsrf<T>(method: HttpMethod, path: string, options: RequestOptions): Promise<T> {
  try {
    return await send<T>(method, path, options);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'csrf_failed')) throw error;
    authStore.setCsrfToken(null);
    return send<T>(method, path, options);
  }
}

function isNotSignedIn(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401 && error.code === 'not_signed_in';
}

async function send<T>(method: HttpMethod, path: string, options: RequestOptions): Promise<T> {
  // No Accept header (the server answers JSON whatever it says): Chromium hands a request the
  // answer the page's HTML preloaded for it (server/http/screen-preloads.ts) only when their
  // headers are the same, and a preload sends the browser's default.
  const headers: Record<string, string> = {};
  let body: string | FormData | undefined;
  if (options.formData) {
    body = options.formData;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (method !== 'GET') headers[CSRF_HEADER] = await getCsrfToken();
  const url = options.query ? addressOf(path, options.query) : path;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        headers,
        body,
        credentials: 'same-origin',
        signal: controller.signal,
      });
      text = await response.text();
    } catch {
      throw clientError(controller.signal.aborted ? 'timeout' : 'no_response');
    }
    return readEnvelope<T>(response, text);
  } finally {
    clearTimeout(timer);
  }
}

function readEnvelope<T>(response: Response, text: string): T {
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    throw clientError('parse_error');
  }
  if (typeof envelope !== 'object' || envelope === null) throw clientError('parse_error');
  const { result, error, reason, reasonCode, fields, fieldCodes } = envelope as Record<string, unknown>;
  if (response.ok && error === undefined) {
    if (result === undefined) throw clientError('parse_error');
    return result as T;
  }
  const code =
    typeof error === 'string' || typeof error === 'number' ? String(error) : String(response.status);
  const reasonText = typeof reason === 'string' ? reason : response.statusText;
  // Code 4 means the page is out of date with the server (spec §8): only a reload fixes it.
  if (code === RELOAD_ERROR_CODE) window.location.reload();
  throw new ApiError(i18n.t('api.serverError', { code, reason: reasonText }), {
    code,
    status: response.status,
    reason: reasonText,
    reasonCode: isFieldReason(reasonCode) ? reasonCode : undefined,
    fields: isFieldErrors(fields) ? fields : {},
    fieldCodes: isFieldCodes(fieldCodes) ? fieldCodes : {},
  });
}

// Named one by one, so only their English ships with the app (i18n/english-sections.ts).
const CLIENT_ERROR_TEXT: Readonly<Record<ClientErrorCode, () => string>> = {
  timeout: () => i18n.t('errors.timeout'),
  parse_error: () => i18n.t('errors.parse_error'),
  no_response: () => i18n.t('errors.no_response'),
};

function clientError(code: ClientErrorCode): ApiError {
  return new ApiError(CLIENT_ERROR_TEXT[code](), { code, status: 0 });
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((reason) => typeof reason === 'string')
  );
}

function isFieldReason(value: unknown): value is FieldReason {
  if (typeof value !== 'object' || value === null) return false;
  const { code, params } = value as Record<string, unknown>;
  return (
    typeof code === 'string' && (params === undefined || (typeof params === 'object' && params !== null))
  );
}

function isFieldCodes(value: unknown): value is FieldCodes {
  return typeof value === 'object' && value !== null && Object.values(value).every(isFieldReason);
}
