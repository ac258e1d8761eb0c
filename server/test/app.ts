import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pino from 'pino';
import { type BuildOptions, buildApp } from '../app';
import { readConfig } from '../config';
import type { Database, QueryListener } from '../db/client';
import { createMailer } from '../mail/mailer';
import { APP } from '../modules';
import type { AppDeps } from '../rpc/context';
import { findMethod, VERBS, type Verb } from '../rpc/method';
import { LocalFileStorage } from '../storage/local-storage';
import { freshDatabase } from './database';

/** A built application on a fresh database, for one test file. */
export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  database: Database;
  close(): Promise<void>;
}

/** Build the application on a fresh database with a silent logger. */
export async function createTestApp(
  overrides: Partial<AppDeps> = {},
  options: BuildOptions & { onQuery?: QueryListener } = {},
): Promise<TestApp> {
  const database = await freshDatabase(options.onQuery);
  const base = {
    config: readConfig({ PUBLIC_URL: 'http://localhost:3000' }),
    secret: 'test-secret-that-is-long-enough-for-hmac-keys',
    database,
    logger: pino({ level: 'silent' }),
    storage: new LocalFileStorage(mkdtempSync(join(tmpdir(), 'kelas-test-uploads-'))),
    ...overrides,
  };
  // The mailer follows the test's configuration (SMTP_URL) and logger unless the test brings one.
  const deps: AppDeps = { ...base, mailer: overrides.mailer ?? createMailer(base) };
  const app = await buildApp(deps, options);
  return {
    app,
    deps,
    database,
    close: async () => {
      await app.close();
      await deps.mailer.settled();
      await database.close();
    },
  };
}

/** A reply as a test reads it. */
export interface TestReply {
  status: number;
  body: Record<string, unknown> & { result?: unknown; error?: string; reason?: string };
  headers: Record<string, unknown>;
  /** The body's bytes as sent. */
  text: string;
}

/**
 * A browser-like client over `app.inject`: keeps cookies between requests and repeats the CSRF
 * cookie in the X-CSRFToken header of every POST, as the web app does.
 */
export class TestAgent {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly ip = '127.0.0.1',
  ) {}

  /** A cookie's current value. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The cookie header of this agent, for a raw `app.inject` in its name (bytes, ranges, HEAD of media). */
  cookieHeader(): Record<string, string> {
    return { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  }

  /** Send a GET. */
  get(url: string, headers: Record<string, string> = {}): Promise<TestReply> {
    return this.send({ method: 'GET', url, headers });
  }

  /** Send a POST with a JSON body (or a form body when `form` is a string). */
  async post(
    url: string,
    body: unknown = {},
    options: { form?: boolean; csrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<TestReply> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.csrf !== false) headers['x-csrftoken'] = await this.csrfToken();
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      return this.send({ method: 'POST', url, headers, payload: body as string });
    }
    return this.send({ method: 'POST', url, headers, payload: body as InjectOptions['payload'] });
  }

  /** The CSRF token, fetched the way a client without a page fetches it. */
  async csrfToken(headers: Record<string, string> = {}): Promise<string> {
    if (!this.cookies.has('csrftoken')) await this.get('/api/csrf/', headers);
    return this.cookies.get('csrftoken')!;
  }

  /** Send any request with this agent's cookies, and keep the cookies it sets. */
  async send(options: InjectOptions): Promise<TestReply> {
    const cookieHeader = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      remoteAddress: this.ip,
      ...options,
      headers: { ...(cookieHeader ? { cookie: cookieHeader } : {}), ...(options.headers as object) },
    });
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired = cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const text = response.body;
    let body: TestReply['body'] = {};
    try {
      body = text ? JSON.parse(text) : {};
    } catch {
      body = { text };
    }
    const reply = { status: response.statusCode, body, headers: response.headers, text };
    checkOutput(options, reply);
    return reply;
  }
}

/**
 * Every successful answer of a method whose contract declares an output must parse by it, so a
 * server that drifts from common/api fails the test that called it.
 */
function checkOutput(options: InjectOptions, reply: TestReply): void {
  if (reply.status >= 300 || reply.body.result === undefined) return;
  const url = new URL(options.url as string, 'http://test');
  const spec = schemeMethodAt(url.pathname) ?? endpointAt(options.method ?? 'GET', url.pathname);
  if (!spec?.output) return;
  const parsed = spec.output.safeParse(reply.body.result);
  if (!parsed.success) {
    throw new Error(`${url.pathname} answered outside its contract: ${parsed.error.message}`);
  }
}

/** The method of the /json scheme at `pathname`, if it is one. */
function schemeMethodAt(pathname: string) {
  const [, json, resourceName, verb, name] = pathname.split('/');
  if (json !== 'json' || !VERBS.includes(verb as Verb)) return undefined;
  const target = APP.resources.find((resource) => resource.name === resourceName);
  return target && findMethod(target, verb as Verb, verb === 'create' ? undefined : name);
}

/** The endpoint outside the scheme (`/json/auth/`, `/api/…`) answering `method` at `pathname`, if any. */
function endpointAt(method: string, pathname: string) {
  return APP.endpoints.find((endpoint) => endpoint.httpMethod === method && endpoint.url === pathname)?.spec;
}

let addressCount = 0;

/** A client from an address no other test has used, so per-address rate limits never leak between tests. */
export function freshAgent(app: FastifyInstance): TestAgent {
  addressCount++;
  return new TestAgent(
    app,
    `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`,
  );
}
