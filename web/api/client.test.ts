import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../common/constants';
import { authStore } from '../auth/auth-store';
import { signIn } from '../auth/sign-in-actions';
import { i18n, showLanguage } from '../i18n/i18n';
import { buildUser } from '../test/fixtures';
import { jsonResponse, setCsrfCookie, stubFetch } from '../test/stub-fetch';
import { ApiError } from './api-error';
import { apiRequest } from './client';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  authStore.reset();
  setCsrfCookie('cookie-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  authStore.closeLoginModal();
});

describe('apiRequest envelopes', () => {
  it('resolves with the result of a success envelope', async () => {
    stubFetch(() => jsonResponse({ result: { answer: 42 } }));
    await expect(apiRequest('GET', '/json/thing/read/answer/1')).resolves.toEqual({ answer: 42 });
  });

  it('sends GET query arrays in bracket style and never a body', async () => {
    const calls = stubFetch(() => jsonResponse({ result: [] }));
    await apiRequest('GET', '/json/course/lookup/find', { query: { tag: ['a', 'b'], open: true, page: 2 } });
    expect(calls[0]?.url).toBe('/json/course/lookup/find?tag[]=a&tag[]=b&open=true&page=2');
    expect(calls[0]?.init.body).toBeUndefined();
    expect(calls[0]?.init.credentials).toBe('same-origin');
  });

  it('sends POST bodies as JSON with the CSRF header from the cookie', async () => {
    const calls = stubFetch(() => jsonResponse({ result: true }));
    await apiRequest('POST', '/json/user/update/setFullName/me', { body: { fullName: 'Siti' } });
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.headers['x-csrftoken']).toBe('cookie-token');
    expect(calls[0]?.body).toEqual({ fullName: 'Siti' });
  });

  it('fetches a CSRF token from /api/csrf/ first when the cookie is missing', async () => {
    setCsrfCookie(null);
    const calls = stubFetch(({ url }) =>
      url === '/api/csrf/'
        ? jsonResponse({ result: { csrfToken: 'fresh-token' } })
        : jsonResponse({ result: 'ok' }),
    );
    await apiRequest('POST', '/json/auth/', { body: { logout: true } });
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/csrf/', 'POST /json/auth/']);
    expect(calls[0]?.headers['x-csrftoken']).toBeUndefined();
    expect(calls[1]?.headers['x-csrftoken']).toBe('fresh-token');
  });

  it('sends once more with the fresh cookie when the token belongs to another session', async () => {
    const calls = stubFetch(({ url }) => {
      if (calls.length > 1) return jsonResponse({ result: 'ok' });
      // The server refuses the old token and sets a new cookie with its 403.
      setCsrfCookie('token-of-this-session');
      return url === '/json/auth/'
        ? jsonResponse({ error: 'csrf_failed', reason: 'CSRF' }, 403)
        : jsonResponse({});
    });
    await expect(apiRequest('POST', '/json/auth/', { body: { logout: true } })).resolves.toBe('ok');
    expect(calls.map((call) => call.headers['x-csrftoken'])).toEqual([
      'cookie-token',
      'token-of-this-session',
    ]);
  });

  it('turns a failure envelope into an ApiError with code, status, reason and fields', async () => {
    stubFetch(() =>
      jsonResponse(
        { error: 'invalid_input', reason: 'Bad input', fields: { email: 'Enter a valid email address' } },
        400,
      ),
    );
    const error = await apiRequest('POST', '/json/user/create', { body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'Error invalid_input: Bad input',
      code: 'invalid_input',
      status: 400,
      reason: 'Bad input',
      fields: { email: 'Enter a valid email address' },
    });
  });

  it('carries the codes of the registered reasons, and drops malformed ones', async () => {
    stubFetch(() =>
      jsonResponse(
        {
          error: 'invalid_input',
          reason: 'Use 2 to 120 characters for the course name.',
          reasonCode: { code: 'course.name', params: { min: 2, max: 120 } },
          fields: { name: 'Use 2 to 120 characters for the course name.', code: 'Something new.' },
          fieldCodes: { name: { code: 'course.name', params: { min: 2, max: 120 } } },
        },
        400,
      ),
    );
    const error = await apiRequest('POST', '/json/course/create', { body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({
      reasonCode: { code: 'course.name', params: { min: 2, max: 120 } },
      fieldCodes: { name: { code: 'course.name', params: { min: 2, max: 120 } } },
    });
    stubFetch(() =>
      jsonResponse({ error: 'invalid_input', reason: 'x', reasonCode: 'x', fieldCodes: { a: 1 } }, 400),
    );
    const malformed = await apiRequest('GET', '/json/x/').catch((caught: unknown) => caught);
    expect(malformed).toMatchObject({ reasonCode: undefined, fieldCodes: {} });
  });

  it('uses the HTTP status as the code when the envelope has none', async () => {
    stubFetch(() => jsonResponse({ reason: 'Down for maintenance' }, 503));
    await expect(apiRequest('GET', '/api/status/')).rejects.toThrow('Error 503: Down for maintenance');
  });
});

describe('the error catalogue of spec §8', () => {
  it("says 'Error parsing response.' for a reply that is not JSON", async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('GET', '/json/x/read/y/1')).rejects.toThrow('Error parsing response.');
  });

  it("says 'No response' when the network fails", async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('GET', '/json/x/read/y/1')).rejects.toMatchObject({
      message: 'No response',
      code: 'no_response',
      status: 0,
    });
  });

  it("says 'Request timed out.' when no reply comes within REQUEST_TIMEOUT_MS", async () => {
    vi.useFakeTimers();
    stubFetch(
      ({ init }) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    const request = apiRequest('GET', '/json/x/read/y/1');
    const outcome = expect(request).rejects.toThrow('Request timed out.');
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
    await outcome;
  });

  it("says 'Error {code}: {reason}' for a server failure", async () => {
    stubFetch(() => jsonResponse({ error: 'forbidden', reason: 'Not yours' }, 403));
    await expect(apiRequest('GET', '/json/x/read/y/1')).rejects.toThrow('Error forbidden: Not yours');
  });

  it("reloads the page when the server's error code is '4'", async () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    stubFetch(() => jsonResponse({ error: '4', reason: 'Out of date' }, 400));
    await expect(apiRequest('GET', '/json/x/read/y/1')).rejects.toMatchObject({ code: '4' });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('translates the catalogue messages', async () => {
    await showLanguage('ms');
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiRequest('GET', '/json/x/read/y/1')).rejects.toThrow('Tiada respons');
  });
});

describe('login-required actions (spec §4 Sign-in)', () => {
  const user = buildUser();

  function stubServer(signedIn: () => boolean) {
    return stubFetch(({ url }) => {
      if (url === '/json/auth/') return jsonResponse({ result: { userId: user.userId } });
      if (url === '/json/user/read/getLoggedInUserData/me') return jsonResponse({ result: user });
      if (signedIn()) return jsonResponse({ result: 'enrolled' });
      return jsonResponse({ error: 'not_signed_in', reason: 'Sign in first' }, 401);
    });
  }

  it('runs at once when the user is signed in', async () => {
    const calls = stubServer(() => true);
    await expect(apiRequest('POST', '/json/enrolment/create', { loginRequired: true })).resolves.toBe(
      'enrolled',
    );
    expect(calls).toHaveLength(1);
    expect(authStore.getState().loginModal).toBeNull();
  });

  it('queues on 401, opens the login modal in login mode, and replays after sign-in', async () => {
    let signedIn = false;
    const calls = stubServer(() => signedIn);
    authStore.showForgotPassword(true);
    authStore.closeLoginModal();

    const request = apiRequest('POST', '/json/enrolment/create', {
      body: { cohort: 'c1' },
      loginRequired: true,
    });
    await vi.waitFor(() => expect(authStore.getState().retriesQueue).toHaveLength(1));
    expect(authStore.getState()).toMatchObject({
      loginRequired: true,
      loginModal: 'login',
      forgotPassword: false,
    });

    signedIn = true;
    await expect(signIn(user.emailAddress, 'correct horse')).resolves.toEqual({ status: 'signedIn' });
    await expect(request).resolves.toBe('enrolled');
    expect(authStore.getState()).toMatchObject({ loginRequired: false, loginModal: null, retriesQueue: [] });
    const replays = calls.filter((call) => call.url === '/json/enrolment/create');
    expect(replays).toHaveLength(2);
    expect(replays[1]?.body).toEqual({ cohort: 'c1' });
  });

  it('rejects the queued requests with the 401 when the modal closes without a sign-in', async () => {
    stubServer(() => false);
    const request = apiRequest('POST', '/json/enrolment/create', { loginRequired: true });
    await vi.waitFor(() => expect(authStore.getState().retriesQueue).toHaveLength(1));
    authStore.closeLoginModal();
    await expect(request).rejects.toMatchObject({ code: 'not_signed_in', status: 401 });
    expect(authStore.getState().loginRequired).toBe(false);
  });

  it('does not queue requests that are not login-required', async () => {
    stubServer(() => false);
    await expect(apiRequest('POST', '/json/enrolment/create')).rejects.toMatchObject({
      code: 'not_signed_in',
    });
    expect(authStore.getState().loginModal).toBeNull();
  });
});
