import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { Socket } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { writePerformanceSection } from './doc-section';
import { scratchDatabase } from './scratch-database';
import { type BenchServer, cpuMillisOf, startServer } from './servers';

// `npm run bench:quiz`: `update quiz submitQuiz/{blockId}` (issue 12) for a single learner alone
// and for a burst of learners, side by side in one run, on PostgreSQL (DATABASE_URL: a fresh
// database is created from it and dropped after) and on a durable PGlite folder, each served by
// the platform as `npm start` builds it in its own process (bench/serve-quiz.ts). The single
// learner submits SINGLE_RUNS times one after another after a warm-up; then LEARNERS other
// learners each submit once, started evenly over BURST_SECONDS on an open-loop schedule (latency
// from each request's scheduled start, so queueing counts), every TWICE_EVERY-th learner sending
// the same submission twice at once. The database must then hold exactly one attempt, number 1,
// for every learner of the burst. Budget (PostgreSQL): the burst's p99 at most BUDGET times the
// single learner's p99, no request lost or refused, every attempt stored exactly once. Exits 1
// when PostgreSQL misses it; PGlite is reported only. BENCH_PORT: the first of two ports (default 3601).
const LEARNERS = 500;
const BURST_SECONDS = 1;
const SINGLE_RUNS = 200;
const SINGLE_WARMUP = 20;
const TWICE_EVERY = 10;
const BUDGET = 5;
// One keep-alive connection per learner, opened before the burst (each learner's browser holds
// its own, opened when it loaded the page), and one more for each second copy sent at once (as a
// browser opens for a second request in flight): no request waits in the client for a connection,
// so all queueing is the server's.
const CONNECTIONS = LEARNERS + LEARNERS / TWICE_EVERY;
const port = Number(process.env.BENCH_PORT ?? 3601);

interface Credentials {
  token: string;
  csrf: string;
}
interface QuizServer {
  server: BenchServer;
  submitPath: string;
  cohortPath: string;
  credentials: Credentials[];
}
/** A reply: its status (0 when none came) and, when not 200, why. */
interface Reply {
  status: number;
  reason: string;
}
/** What the server reports of a phase (bench/serve-quiz.ts). */
interface Probe {
  statementsSent: number;
  batches: number;
  pool: { size: number; busyMax: number; waitingMax: number; waitingMean: number } | null;
  loopDelayMaxMs: number;
  loopDelayP99Ms: number;
}
interface Stored {
  total: number;
  byLearner: Array<Array<[number, string]>>;
}

const percentile = (list: number[], share: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

/** Ask the server `message` and wait for its answer under `key`. */
function ask<T>(server: BenchServer, message: object, key: string): Promise<T> {
  return new Promise((resolve) => {
    const listen = (answer: Record<string, unknown>) => {
      if (!(key in answer)) return;
      server.child.off('message', listen);
      resolve(answer[key] as T);
    };
    server.child.on('message', listen);
    server.child.send(message);
  });
}

function request(
  agent: http.Agent,
  options: { port: number; method: 'GET' | 'POST'; path: string; learner: Credentials; body?: string },
  sockets?: Set<Socket>,
): Promise<Reply> {
  const { learner, body } = options;
  return new Promise((resolve) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port: options.port,
        method: options.method,
        path: options.path,
        agent,
        headers: {
          cookie: `sessionid=${learner.token}; csrftoken=${learner.csrf}`,
          'x-csrftoken': learner.csrf,
          ...(body && { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          resolve({ status, reason: status === 200 ? '' : reasonOf(Buffer.concat(chunks).toString()) });
        });
        response.on('error', (error) => resolve({ status: 0, reason: `reply cut: ${error.message}` }));
      },
    );
    if (sockets) outgoing.on('socket', (socket) => sockets.add(socket));
    outgoing.on('error', (error) => resolve({ status: 0, reason: `no reply: ${error.message}` }));
    outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('no answer in 30 s')));
    outgoing.end(body);
  });
}
function reasonOf(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: string; reason?: string };
    return `${body.error ?? ''}: ${body.reason ?? ''}`;
  } catch {
    return text.slice(0, 120);
  }
}

/** One submission of `learner`, answering the block's right option. */
const submit = (
  agent: http.Agent,
  quiz: QuizServer,
  learner: Credentials,
  submissionId: string,
  sockets?: Set<Socket>,
) =>
  request(
    agent,
    {
      port: quiz.server.port,
      method: 'POST',
      path: quiz.submitPath,
      learner,
      body: JSON.stringify({
        cohortPath: quiz.cohortPath,
        submissionData: { submissionId, answers: { selected: ['right'] } },
        scratchpadData: null,
      }),
    },
    sockets,
  );

/** Busy and total jiffies of the whole machine (/proc/stat), for its CPU share during the burst. */
function machineJiffies(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { busy: total - fields[3]! - fields[4]!, total };
}

/** PostgreSQL's side of the burst: its backends' CPU (from /proc) and what they were doing, sampled. */
class BackendProbe {
  private readonly states = new Map<string, number>();
  private samples = 0;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private cpuBefore = new Map<number, number>();

  constructor(private readonly client: pg.Client) {}

  private async pids(): Promise<number[]> {
    const { rows } = await this.client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    return rows.map((row) => row.pid);
  }

  async start(): Promise<void> {
    this.cpuBefore = new Map((await this.pids()).map((pid) => [pid, cpuMillisOf(pid) ?? 0]));
    const sample = async () => {
      const { rows } = await this.client.query<{ state: string; wait: string | null; query: string }>(
        `SELECT state, wait_event_type || '/' || wait_event AS wait, left(query, 30) AS query FROM pg_stat_activity
         WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
      );
      this.samples++;
      for (const row of rows) {
        // A lock wait names the statement waiting.
        const on = row.wait?.startsWith('Lock/') ? ` (${row.query.replace(/"/g, '')}…)` : '';
        const name = `${row.state}${row.wait ? ` ${row.wait}${on}` : row.state === 'active' ? ' (on CPU)' : ''}`;
        this.states.set(name, (this.states.get(name) ?? 0) + 1);
      }
      if (!this.stopped) this.timer = setTimeout(() => void sample().catch(() => {}), 20);
    };
    void sample().catch(() => {});
  }

  /** Backend CPU in ms since start, and the mean number of backends in each state per sample. */
  async stop(): Promise<{ cpuMs: number; states: string }> {
    this.stopped = true;
    clearTimeout(this.timer);
    let cpuMs = 0;
    for (const pid of await this.pids()) cpuMs += (cpuMillisOf(pid) ?? 0) - (this.cpuBefore.get(pid) ?? 0);
    const states = [...this.states]
      .filter(([, count]) => count / Math.max(1, this.samples) >= 0.05)
      .sort((a, b) => b[1] - a[1])
      .map(([name, count]) => `${name} ${(count / Math.max(1, this.samples)).toFixed(1)}`)
      .join(', ');
    return { cpuMs, states };
  }
}

interface Result {
  label: string;
  statements: string;
  single: number[];
  singleFailures: Reply[];
  burst: number[];
  burstFailures: Array<Reply & { learner: number }>;
  requests: number;
  stored: number;
  storedOnce: boolean;
  twiceOnce: boolean;
  singleOnce: boolean;
  diagnostics: string;
  ratio: number;
  within: boolean;
}

async function measureQuiz(label: string, env: NodeJS.ProcessEnv, serverPort: number): Promise<Result> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kelas-bench-quiz-'));
  const server = await startServer('serve-quiz.ts', serverPort, {
    ...env,
    BENCH_DATA_DIR: dataDir,
    BENCH_LEARNERS: String(LEARNERS),
  });
  const backends = env.DATABASE_URL ? new pg.Client({ connectionString: env.DATABASE_URL }) : null;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS, maxFreeSockets: CONNECTIONS });
  try {
    const quiz: QuizServer = {
      server,
      submitPath: String(server.ready.submitPath),
      cohortPath: String(server.ready.cohortPath),
      credentials: server.ready.credentials as Credentials[],
    };
    const run = `${serverPort}x${Date.now().toString(36)}`;

    // 1. The single learner (the last one handed out), alone: one submission after another.
    const alone = quiz.credentials[LEARNERS]!;
    const single: number[] = [];
    const singleFailures: Reply[] = [];
    for (let i = 0; i < SINGLE_WARMUP; i++) {
      const reply = await submit(agent, quiz, alone, `single-${run}-warm-${i}`);
      if (reply.status !== 200)
        throw new Error(`${label}: warm-up submission refused: ${reply.status} ${reply.reason}`);
    }
    await ask(server, { probe: 'start' }, 'probe');
    for (let i = 0; i < SINGLE_RUNS; i++) {
      const started = performance.now();
      const reply = await submit(agent, quiz, alone, `single-${run}-${i}`);
      if (reply.status === 200) single.push(performance.now() - started);
      else singleFailures.push(reply);
    }
    const singleProbe = await ask<Probe>(server, { probe: 'stop' }, 'probe');

    // 2. Each burst learner's connection opened, as their page load would (GET /api/csrf/, a read).
    const learners = quiz.credentials.slice(0, LEARNERS);
    await Promise.all(
      learners.map((learner) =>
        request(agent, { port: serverPort, method: 'GET', path: '/api/csrf/', learner }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await backends?.connect();
    const probe = backends ? new BackendProbe(backends) : null;
    await ask(server, { probe: 'start' }, 'probe');
    await probe?.start();
    const serverCpuBefore = cpuMillisOf(server.child.pid);
    const machineBefore = machineJiffies();
    const generatorBefore = process.cpuUsage();

    // 3. The burst: learner i starts at i × BURST_SECONDS / LEARNERS (open loop).
    const intervalMs = (BURST_SECONDS * 1000) / LEARNERS;
    const sockets = new Set<Socket>();
    const outcomes: Array<Promise<Reply & { learner: number; ms: number }>> = [];
    const submissionId = (i: number) => `burst-${run}-${i}`;
    const send = (i: number, scheduled: number) => {
      for (let copy = 0; copy < (i % TWICE_EVERY === 0 ? 2 : 1); copy++) {
        outcomes.push(
          submit(agent, quiz, learners[i]!, submissionId(i), sockets).then((reply) => ({
            ...reply,
            learner: i,
            ms: performance.now() - scheduled,
          })),
        );
      }
    };
    const start = performance.now() + 20;
    let next = 0;
    await new Promise<void>((resolve) => {
      const tick = () => {
        const now = performance.now();
        while (next < LEARNERS && start + next * intervalMs <= now) {
          send(next, start + next * intervalMs);
          next++;
        }
        if (next >= LEARNERS) return resolve();
        setTimeout(tick, Math.max(0, start + next * intervalMs - performance.now()));
      };
      tick();
    });
    const replies = await Promise.all(outcomes);
    const elapsedMs = performance.now() - start;
    const generatorCpu = process.cpuUsage(generatorBefore);
    const machineAfter = machineJiffies();
    const serverCpuAfter = cpuMillisOf(server.child.pid);
    const database = await probe?.stop();
    const burstProbe = await ask<Probe>(server, { probe: 'stop' }, 'probe');

    // 4. What the database holds.
    const stored = await ask<Stored>(server, { verify: true }, 'verify');
    const burstAttempts = stored.byLearner.slice(0, LEARNERS);
    const storedOnce = burstAttempts.every(
      (attempts, i) => attempts.length === 1 && attempts[0]![0] === 1 && attempts[0]![1] === submissionId(i),
    );
    const twiceOnce = burstAttempts.every((attempts, i) => i % TWICE_EVERY !== 0 || attempts.length === 1);
    const singleAttempts = stored.byLearner[LEARNERS]!;
    const numbers = singleAttempts.map(([number]) => number).sort((a, b) => a - b);
    const singleOnce =
      singleAttempts.length === SINGLE_WARMUP + SINGLE_RUNS - singleFailures.length &&
      numbers.every((number, i) => number === i + 1) &&
      new Set(singleAttempts.map(([, id]) => id)).size === singleAttempts.length;

    const burst = replies.filter((reply) => reply.status === 200).map((reply) => reply.ms);
    const burstFailures = replies.filter((reply) => reply.status !== 200);
    const storedByBurst = burstAttempts.reduce((sum, attempts) => sum + attempts.length, 0);
    const ratio = percentile(burst, 0.99) / percentile(single, 0.99);
    const within =
      ratio <= BUDGET &&
      burstFailures.length === 0 &&
      singleFailures.length === 0 &&
      storedOnce &&
      storedByBurst === LEARNERS &&
      singleOnce;

    const batching = (counted: Probe, submissions: number) =>
      `${submissions} submissions in ${counted.batches} batch${counted.batches === 1 ? '' : 'es'} (${(submissions / Math.max(1, counted.batches)).toFixed(1)} a batch), ${(counted.statementsSent / submissions).toFixed(1)} statements a request`;
    const share = (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total);
    const perRequest = (ms: number | null | undefined) =>
      ms === null || ms === undefined ? 'n/a' : `${((ms * 1000) / replies.length).toFixed(0)} µs`;
    const serverCpu =
      serverCpuBefore === null || serverCpuAfter === null ? null : serverCpuAfter - serverCpuBefore;
    const generatorMs = (generatorCpu.user + generatorCpu.system) / 1000;
    const pool = burstProbe.pool
      ? `pool of ${burstProbe.pool.size}: ${burstProbe.pool.busyMax} busy at most, up to ${burstProbe.pool.waitingMax} requests waiting for a connection (mean ${burstProbe.pool.waitingMean.toFixed(0)})`
      : 'one PGlite connection in the process';
    const early = percentile(single.slice(0, 50), 0.5);
    const late = percentile(single.slice(-50), 0.5);
    const diagnostics = [
      `written (statements with the session lookup and the block read): alone ${batching(singleProbe, SINGLE_RUNS)}; in the burst ${batching(burstProbe, replies.length)}`,
      `burst: ${replies.length} requests over ${sockets.size} connections, the last answered ${(elapsedMs / 1000).toFixed(2)} s after the first was due`,
      `CPU per request in the burst: server ${perRequest(serverCpu)}${database ? `, PostgreSQL backends ${perRequest(database.cpuMs)}` : ''}, load generator ${perRequest(generatorMs)}; both cores ${(share * 100).toFixed(0)}% busy`,
      `${pool}; server event loop delay p99 ${burstProbe.loopDelayP99Ms.toFixed(1)} ms, max ${burstProbe.loopDelayMaxMs.toFixed(1)} ms`,
      ...(database
        ? [`PostgreSQL backends, mean number in each state per 20 ms sample: ${database.states}`]
        : []),
      `single learner: p50 of the first 50 measured ${early.toFixed(2)} ms, of the last 50 ${late.toFixed(2)} ms (their history grows to ${SINGLE_WARMUP + SINGLE_RUNS} attempts)`,
    ];
    return {
      label,
      statements: `${burstProbe.batches} (${(replies.length / Math.max(1, burstProbe.batches)).toFixed(1)}), ${(burstProbe.statementsSent / replies.length).toFixed(1)}`,
      single,
      singleFailures,
      burst,
      burstFailures,
      requests: replies.length,
      stored: storedByBurst,
      storedOnce,
      twiceOnce,
      singleOnce,
      diagnostics: diagnostics.join('\n'),
      ratio,
      within,
    };
  } finally {
    agent.destroy();
    await backends?.end().catch(() => {});
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// The machine's load when the run began: other work on it slows every figure (docs/performance.md).
const loadAtStart = loadavg()[0]!.toFixed(2);
const results: Result[] = [];
if (process.env.DATABASE_URL) {
  const scratch = await scratchDatabase(process.env.DATABASE_URL, `kelas_bench_quiz_${process.pid}`);
  try {
    results.push(
      await measureQuiz('PostgreSQL (DATABASE_URL)', { ...process.env, DATABASE_URL: scratch.url }, port),
    );
  } finally {
    await scratch.drop();
  }
} else {
  console.log('DATABASE_URL is not set: PGlite only, which the budget does not judge.');
}
results.push(
  await measureQuiz('PGlite (durable, on a folder)', { ...process.env, DATABASE_URL: '' }, port + 1),
);

const ms = (value: number) => value.toFixed(2);
const rows: string[] = [];
const notes: string[] = [];
for (const result of results) {
  const judged = result.label.startsWith('PostgreSQL');
  const verdict = `${result.within ? 'within' : 'over'}${judged ? '' : ' (reported only)'}`;
  const failures = [...result.singleFailures, ...result.burstFailures];
  const once = result.storedOnce && result.singleOnce ? 'yes' : 'NO';
  console.log(`\n${result.label}`);
  console.log(
    `  single learner: p50 ${ms(percentile(result.single, 0.5))} ms, p99 ${ms(percentile(result.single, 0.99))} ms (${result.single.length} submissions)`,
  );
  console.log(
    `  burst: p50 ${ms(percentile(result.burst, 0.5))} ms, p99 ${ms(percentile(result.burst, 0.99))} ms, max ${ms(percentile(result.burst, 1))} ms (${result.requests} requests)`,
  );
  console.log(`  burst p99 / single p99: ${result.ratio.toFixed(2)} (budget ≤ ${BUDGET})`);
  console.log(`  failures: ${failures.length}`);
  const reasons = new Map<string, number>();
  for (const failure of failures) {
    const reason = `${failure.status} ${failure.reason}`;
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  for (const [reason, count] of reasons) console.log(`    ${count} × ${reason}`);
  console.log(
    `  attempts stored for the burst's ${LEARNERS} learners: ${result.stored}; each once with number 1: ${result.storedOnce ? 'yes' : 'NO'}; sent twice at once, stored once: ${result.twiceOnce ? 'yes' : 'NO'}; the single learner's numbered 1…n once each: ${result.singleOnce ? 'yes' : 'NO'}`,
  );
  console.log(`  ${result.diagnostics.split('\n').join('\n  ')}`);
  console.log(`  verdict: ${verdict}`);
  rows.push(
    `| ${result.label} | ${result.statements} | ${ms(percentile(result.single, 0.5))} | ${ms(percentile(result.single, 0.99))} | ${ms(percentile(result.burst, 0.5))} | ${ms(percentile(result.burst, 0.99))} | ${ms(percentile(result.burst, 1))} | **${result.ratio.toFixed(2)}** | ${failures.length} | ${result.stored} | ${once} | ${verdict} |`,
  );
  notes.push(`${result.label}:`, '', ...result.diagnostics.split('\n').map((line) => `- ${line}`), '');
}

writePerformanceSection('quiz-submit', [
  `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:quiz\` (single: ${SINGLE_RUNS} submissions one after another after ${SINGLE_WARMUP} of warm-up; burst: ${LEARNERS} learners started evenly over ${BURST_SECONDS} s, every ${TWICE_EVERY}th sending its submission twice at once, ${LEARNERS + LEARNERS / TWICE_EVERY} requests over up to ${CONNECTIONS} keep-alive connections, latency from each request's scheduled start; one run, the machine's load average ${loadAtStart} at its start):`,
  '',
  '| database | burst: batches (requests a batch), statements a request | single p50 ms | single p99 ms | burst p50 ms | burst p99 ms | burst max ms | burst p99 / single p99 | failures | attempts stored (burst) | each once | verdict (≤ 5) |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
  ...notes.slice(0, -1),
]);
const postgres = results.find((result) => result.label.startsWith('PostgreSQL'));
if (postgres && !postgres.within) process.exitCode = 1;
