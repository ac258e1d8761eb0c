import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { emptyServerDatabase } from '../server/test/database';
import { freePort } from '../server/test/free-port';

// Issue 10, reliability 3: `npm start` stops on SIGTERM sent to npm alone (as a container stop
// sends it): the server stops taking requests, finishes those in flight, closes the database and
// the job queue, and every process of the tree exits, freeing the port; a request that never
// finishes does not hold the stop beyond SHUTDOWN_TIMEOUT_SECONDS. With TEST_DATABASE_URL the
// platform runs on a PostgreSQL database of its own, else on the embedded one.
const ROOT = fileURLToPath(new URL('..', import.meta.url));
// The stop's limit in the test of a request that never ends; a clean stop gets more room, so a
// busy machine does not turn it into a forced exit.
const TIMEOUT_SECONDS = 3;
const CLEAN_STOP_SECONDS = 15;
// Helpers of the server (tsx's esbuild) end when it does, a moment after npm's exit is seen.
const GONE_SOON = { timeout: 2000, interval: 50 };

/** `npm start` in a process group of its own, on a free port and an empty data folder. */
async function npmStart(shutdownTimeoutSeconds: number) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kelas-start-'));
  const server = process.env.TEST_DATABASE_URL
    ? await emptyServerDatabase(process.env.TEST_DATABASE_URL)
    : null;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED: '0',
    LOG_LEVEL: 'warn',
    SHUTDOWN_TIMEOUT_SECONDS: String(shutdownTimeoutSeconds),
    // Builds of their own, so that a build of web/dist going on beside the test is left alone.
    WEB_DIST: 'web/dist-start-test',
    SSR_DIST: 'web/dist-start-test-ssr',
  };
  if (server) env.DATABASE_URL = server.url;
  else delete env.DATABASE_URL;
  const child = spawn('npm', ['start'], { cwd: ROOT, env, detached: true, stdio: 'ignore' });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = { child, port, exited, dataDir, embedded: !server };
  cleanups.push(async () => {
    if (processesInGroup(child.pid!).length > 0) process.kill(-child.pid!, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await server?.drop();
  });
  await untilHealthy(port, child);
  return started;
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('npm start', () => {
  it('stops on SIGTERM to npm: the request in flight completes, then every process exits and the port is free', async () => {
    const { child, port, exited, dataDir, embedded } = await npmStart(CLEAN_STOP_SECONDS);
    const inFlight = await startSignUp(port);
    child.kill('SIGTERM');
    // Stopped taking requests: a new connection is refused while the one in flight goes on.
    await expect.poll(() => connects(port), { timeout: 5000, interval: 50 }).toBe(false);
    const reply = await inFlight.finish();
    expect(reply.status).toBe(200);
    // Exit code 0: every step of the stop finished in time (HTTP, mail, jobs, database).
    expect(await withinSeconds(exited, CLEAN_STOP_SECONDS)).toBe(0);
    await expect.poll(() => processesInGroup(child.pid!), GONE_SOON).toEqual([]);
    expect(await portIsFree(port)).toBe(true);
    // The embedded database was closed: closing it releases the data folder's lock.
    if (embedded) expect(existsSync(join(dataDir, 'kelas.lock'))).toBe(false);
  }, 120_000);

  it('exits when a request in flight never ends, after SHUTDOWN_TIMEOUT_SECONDS', async () => {
    const { child, port, exited } = await npmStart(TIMEOUT_SECONDS);
    await startSignUp(port);
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    expect(await withinSeconds(exited, TIMEOUT_SECONDS + 3)).not.toBe(0);
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(TIMEOUT_SECONDS * 1000 - 100);
    await expect.poll(() => processesInGroup(child.pid!), GONE_SOON).toEqual([]);
    expect(await portIsFree(port)).toBe(true);
  }, 120_000);
});

/**
 * A sign-up whose body is half sent: the server holds it as a request in flight until `finish`
 * sends the rest and reads the answer.
 */
async function startSignUp(port: number) {
  const csrf = await new Promise<string>((resolve, reject) =>
    http
      .get({ host: '127.0.0.1', port, path: '/api/csrf/' }, (response) => {
        response.resume();
        const cookie = (response.headers['set-cookie'] ?? []).find((line) => line.startsWith('csrftoken='));
        resolve(cookie!.split(';')[0]!.slice('csrftoken='.length));
      })
      .on('error', reject),
  );
  const body = JSON.stringify({
    fullName: 'Sri Wahyuni',
    email: 'in-flight@start.test',
    password: 'a long enough passphrase',
    acceptTerms: true,
  });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/json/user/create',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      cookie: `csrftoken=${csrf}`,
      'x-csrftoken': csrf,
    },
  });
  const answered = new Promise<{ status: number }>((resolve, reject) => {
    request.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode! }));
    });
    request.on('error', reject);
  });
  // The request the second test leaves unfinished ends with the process: that failure is expected.
  answered.catch(() => undefined);
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    finish: () => {
      request.end(body.slice(half));
      return answered;
    },
  };
}

async function untilHealthy(port: number, child: ChildProcess): Promise<void> {
  // The first start may build the web app.
  for (let waited = 0; waited < 110_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const status = await new Promise<number>((resolve) =>
      http
        .get({ host: '127.0.0.1', port, path: '/healthz' }, (response) => {
          response.resume();
          resolve(response.statusCode!);
        })
        .on('error', () => resolve(0)),
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('npm start did not become healthy');
}

/** Does a TCP connection to the port succeed? */
function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Can a new server listen on the port? */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The exit code `exited` gives within `seconds`; fails when the process is still running. */
async function withinSeconds(exited: Promise<number | null>, seconds: number): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`npm start still running after ${seconds} s`)), seconds * 1000);
  });
  try {
    return await Promise.race([exited, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The processes of a process group still alive (read from /proc: Linux, as CI). */
function processesInGroup(groupId: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // Fields after the command name, which is in parentheses: state, parent, group.
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return Number(group) === groupId && state !== 'Z';
      } catch {
        return false;
      }
    })
    .map(Number);
}
