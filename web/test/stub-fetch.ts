import { vi } from 'vitest';

/** One request the stubbed fetch received. */
export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  init: RequestInit;
}

type Handler = (call: FetchCall) => Response | Promise<Response>;

/** A JSON reply, as the server sends its envelopes. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Replaces fetch (happy-dom really fetches, STACK.md pitfall 10) and records every call. */
export function stubFetch(handler: Handler): FetchCall[] {
  const calls: FetchCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    // Lower-cased here: happy-dom's Headers keeps the case it was given.
    const headers = Object.fromEntries(
      [...new Headers(init.headers).entries()].map(([name, value]) => [name.toLowerCase(), value]),
    );
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call: FetchCall = { url: String(input), method: init.method ?? 'GET', headers, body, init };
    calls.push(call);
    return handler(call);
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

/** Sets or, with null, removes the csrftoken cookie. */
export function setCsrfCookie(token: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests put the cookie where the server's Set-Cookie would.
  document.cookie =
    token === null
      ? 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
      : `csrftoken=${token}; path=/`;
}

/** Replaces navigator.sendBeacon (happy-dom really sends beacons too); the returned mock records them. */
export function stubBeacon() {
  return vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
}
