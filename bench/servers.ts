import { type ChildProcess, fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type LoadResult, runLoad } from './load';

// Starting bench servers in their own processes and measuring them, for every bench under bench/:
// the load generator stays in the bench's process, each server gets a process of its own.

/** The load every throughput bench applies: keep-alive connections, seconds measured after a warm-up. */
export const LOAD = { connections: 16, seconds: 8, warmupSeconds: 2 };

/** What a bench server sends its parent once it listens. */
export interface Ready {
  ready: true;
  /** A signed-in session's token, sent as the `sessionid` cookie. */
  sessionToken?: string;
  kind?: string;
  [detail: string]: unknown;
}

/** A bench server running in a child process. */
export interface BenchServer {
  ready: Ready;
  port: number;
  child: ChildProcess;
  stop(): void;
}

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** Fork `script` (a file under bench/) listening on `port`; resolves once it reports ready. */
export async function startServer(
  script: string,
  port: number,
  env: NodeJS.ProcessEnv,
  execArgv: string[] = [],
): Promise<BenchServer> {
  const child = fork(here(script), [], {
    execArgv: [...execArgv, '--import', 'tsx'],
    env: { ...env, PORT: String(port) },
  });
  const ready = await new Promise<Ready>((resolve, reject) => {
    child.once('message', (message) => resolve(message as Ready));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return { ready, port, child, stop: () => child.kill('SIGKILL') };
}

/** A load's result, with the server process's CPU time per request (null where /proc is missing). */
export type Measured = LoadResult & { cpuMicrosPerRequest: number | null };

/** CPU time (user + system) of process `pid` in milliseconds, from /proc (Linux; clock ticks of 10 ms). */
export function cpuMillisOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/**
 * Load `path` on a running server (signed in when it reported a session): a warm-up, then the
 * measured seconds, during which the server's own CPU time is read too. CPU per request depends
 * far less than req/s on what else the machine runs at the time.
 */
export async function measure(
  server: BenchServer,
  path: string,
  load: typeof LOAD = LOAD,
): Promise<Measured> {
  const token = server.ready.sessionToken;
  const headers = token ? { cookie: `sessionid=${token}` } : undefined;
  const url = `http://127.0.0.1:${server.port}${path}`;
  await runLoad(url, { ...load, seconds: load.warmupSeconds, warmupSeconds: 0, headers });
  const before = cpuMillisOf(server.child.pid);
  const result = await runLoad(url, { ...load, warmupSeconds: 0, headers });
  const after = cpuMillisOf(server.child.pid);
  const requests = result.requestsPerSecond * load.seconds;
  const cpuMicrosPerRequest =
    before === null || after === null || requests === 0 ? null : ((after - before) * 1000) / requests;
  return { ...result, cpuMicrosPerRequest };
}

/** Start a server, load `path` once, stop it. */
export async function measureOnce(
  script: string,
  port: number,
  path: string,
  env: NodeJS.ProcessEnv,
): Promise<Measured> {
  const server = await startServer(script, port, env);
  try {
    return await measure(server, path);
  } finally {
    server.stop();
  }
}

/**
 * Run every measurement `rounds` times, interleaved (a, b, c, a, b, c, …) so drift in the
 * machine's load touches all of them alike, and give each one's median round (by req/s).
 */
export async function mediansOfRounds<Result extends LoadResult>(
  measurements: Array<() => Promise<Result>>,
  rounds = 3,
): Promise<Result[]> {
  const results: Result[][] = measurements.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [index, run] of measurements.entries()) results[index]!.push(await run());
  }
  return results.map((runs) => {
    const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
    return sorted[Math.floor(sorted.length / 2)]!;
  });
}

/** One line of a result: req/s, latency quantiles, failures and (when known) CPU per request. */
export const format = (result: LoadResult & { cpuMicrosPerRequest?: number | null }) =>
  `${result.requestsPerSecond.toFixed(0)} req/s (p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, ${result.failures} failed${
    result.cpuMicrosPerRequest ? `, ${result.cpuMicrosPerRequest.toFixed(0)} µs CPU/request` : ''
  })`;
