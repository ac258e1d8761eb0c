import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationList } from '../common/api/invitations';
import { type Database, fromPool } from './db/client';
import type { TestApp } from './test/app';
import { grantCohortAdministrator } from './test/course-fixtures';
import { emptyServerDatabase } from './test/database';
import { buildClass } from './test/factories';
import { freePort } from './test/free-port';
import { type SmtpInbox, startSmtpInbox } from './test/smtp-inbox';

// Issue 11, point 7: the deployment docs/operations.md describes, for real. Two web processes
// (RUN_JOBS=0) and a worker (`npm run worker`) on one PostgreSQL database: a session, a CSRF token
// and a rate limit cross between the web processes, and the jobs a web process queues are worked by
// the worker within seconds (its polling), not at the ten-minute sweep. PostgreSQL only: the
// embedded database belongs to one process.
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const serverUrl = process.env.TEST_DATABASE_URL;
// Seconds the worker may take to work a job a web process queued: pg-boss polls every 2 s.
const PROMPTLY_MS = 15_000;
// Three processes starting through tsx together take 10–20 s here; a busy CI machine gets more.
const STARTED_WITHIN_MS = 90_000;

interface Started {
  child: ChildProcess;
  output: string[];
  exited: Promise<void>;
}

const started: Started[] = [];
let database: { url: string; drop(): Promise<void> };
let dataDir: string;
let inbox: SmtpInbox;
let fixtures: Database;
let portA: number;
let portB: number;

/** Start `command` in a process group of its own with `env` added, keeping what it prints. */
function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv): Started {
  const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, detached: true });
  const output: string[] = [];
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const process_ = { child, output, exited };
  started.push(process_);
  return process_;
}

async function readyz(port: number): Promise<{ status: number; body: { checks?: Record<string, string> } }> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`);
    return { status: response.status, body: (await response.json()) as { checks?: Record<string, string> } };
  } catch {
    return { status: 0, body: {} };
  }
}

/** Resolves once `check` holds, asking every 200 ms; throws in time with what the processes printed. */
async function until(check: () => Promise<boolean>, deadline: number): Promise<void> {
  while (!(await check())) {
    if (Date.now() > deadline)
      throw new Error(`Not started in time:\n${started.map((p) => p.output.join('')).join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A browser-like client over real HTTP: one cookie jar, whichever process it asks. */
class Client {
  private readonly cookies = new Map<string, string>();

  async send(port: number, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    if (method === 'POST') {
      headers['content-type'] = 'application/json';
      headers['x-csrftoken'] = this.cookies.get('csrftoken') ?? '';
    }
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : {} };
  }

  /** Take a CSRF token from the process on `port`. */
  async csrfFrom(port: number): Promise<void> {
    await this.send(port, 'GET', '/api/csrf/');
    expect(this.cookies.get('csrftoken')).toBeTruthy();
  }
}

const signUp = (client: Client, port: number, email: string) =>
  client.send(port, 'POST', '/json/user/create', {
    fullName: 'Dewi Lestari',
    email,
    password: 'a long enough passphrase',
    acceptTerms: true,
  });

describe.skipIf(!serverUrl)('two web processes and a worker on one PostgreSQL', () => {
  beforeAll(async () => {
    database = await emptyServerDatabase(serverUrl!);
    dataDir = mkdtempSync(join(tmpdir(), 'kelas-multi-process-'));
    inbox = await startSmtpInbox();
    [portA, portB] = [await freePort(), await freePort()];
    const shared = {
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'a shared session secret of the multi-process test',
      PUBLIC_URL: 'http://localhost:3000',
      SMTP_URL: inbox.url,
      SEED: '0',
      SIGN_UP_LIMIT_PER_IP: '2',
      LOG_LEVEL: 'info',
    };
    // All three start at once: the migrations' lock lets them.
    const web = (port: number) => ({ ...shared, RUN_JOBS: '0', HOST: '127.0.0.1', PORT: String(port) });
    startProcess('node', ['--import', 'tsx', 'scripts/serve-api.ts'], web(portA));
    startProcess('node', ['--import', 'tsx', 'scripts/serve-api.ts'], web(portB));
    const worker = startProcess('npm', ['run', 'worker'], shared);
    const deadline = Date.now() + STARTED_WITHIN_MS;
    for (const port of [portA, portB]) await until(async () => (await readyz(port)).status === 200, deadline);
    await until(async () => worker.output.join('').includes('worker ready'), deadline);
    fixtures = fromPool(new pg.Pool({ connectionString: database.url, max: 2 }));
  }, STARTED_WITHIN_MS + 10_000);

  afterAll(async () => {
    for (const { child, exited } of started) {
      try {
        process.kill(-child.pid!, 'SIGTERM');
      } catch {
        // Already gone.
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    await fixtures?.close();
    await inbox?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('web processes with RUN_JOBS=0 report their send-only job queue as up', async () => {
    for (const port of [portA, portB]) {
      expect((await readyz(port)).body.checks).toEqual({ database: 'ok', migrations: 'ok', jobs: 'ok' });
    }
  });

  it('shares sessions, CSRF tokens and rate limits, and the worker works queued jobs promptly', async () => {
    // A session and a CSRF token made through A work on B.
    const dewi = new Client();
    await dewi.csrfFrom(portA);
    const signedUp = await signUp(dewi, portA, 'dewi@multi-process.test');
    expect(signedUp.status).toBe(200);
    const queuedAt = Date.now();
    const me = await dewi.send(portB, 'GET', '/json/user/read/getLoggedInUserData/me');
    expect(me.status).toBe(200);
    expect(me.body.result).toMatchObject({ fullName: 'Dewi Lestari', userId: signedUp.body.result.userId });

    // The e-mail check mail A queued at the sign-up is sent by the worker, within seconds.
    await inbox.waitFor('dewi@multi-process.test', PROMPTLY_MS);
    const mailSeconds = (Date.now() - queuedAt) / 1000;

    // SIGN_UP_LIMIT_PER_IP=2: the second sign-up from this address is on A, the third is
    // refused on B. Each client takes its token from A and posts it to B: a 429, not a 403.
    const second = new Client();
    await second.csrfFrom(portA);
    expect((await signUp(second, portA, 'second@multi-process.test')).status).toBe(200);
    const third = new Client();
    await third.csrfFrom(portA);
    const refused = await signUp(third, portB, 'third@multi-process.test');
    expect(refused).toMatchObject({ status: 429, body: { error: 'rate_limited' } });

    // A list over 200 addresses, sent to B with the session and token made on A: queued by B,
    // worked by the worker.
    const cohort = await buildClass({ database: fixtures } as TestApp);
    await grantCohortAdministrator(
      { database: fixtures } as TestApp,
      signedUp.body.result.userId,
      cohort.path,
    );
    const emails = Array.from({ length: 201 }, (_, i) => `long${i}@multi-process.test`).join('\n');
    const listedAt = Date.now();
    const listed = await dewi.send(portB, 'POST', `/json/cohort/update/inviteByEmail/${cohort.path}`, {
      emails,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.result.queued).toBe(true);
    const untouched = async () =>
      (
        (await dewi.send(portA, 'GET', `/json/cohort/read/listInvitations/${cohort.path}?status=untouched`))
          .body.result as InvitationList
      ).total;
    await expect.poll(untouched, { timeout: PROMPTLY_MS, interval: 250 }).toBe(0);
    const listSeconds = (Date.now() - listedAt) / 1000;
    console.log(
      `worker took ${mailSeconds.toFixed(1)} s to send a mail, ${listSeconds.toFixed(1)} s for a list of 201`,
    );
  }, 60_000);
});
