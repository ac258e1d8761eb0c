import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { NOTIFICATION_STREAM_PATH } from '../common/api/notification';
import { writePerformanceSection } from './doc-section';
import { announce, ask, type Credentials, percentile, wallNow } from './notify-kit';
import { scratchDatabase } from './scratch-database';
import { startServer } from './servers';

// `npm run bench:streams` (issue 13): STREAMS open notification streams (`GET
// /notifications/stream/`) on one web process, the platform as `npm start` builds it with jobs
// working in it (bench/serve-notifications.ts, run with --expose-gc), each stream a learner of one
// class with a session made directly in the database, read here by a lean client: one keep-alive
// `http.request` per stream, its `text/event-stream` bytes only scanned for events. Measured in one
// run: the server's RSS and heap (after a full GC) before and after opening them; then an
// announcement to the class (`announcement create` over HTTP: the fan-out job writes the 1,000
// notifications in one INSERT … SELECT and NOTIFYs them in its transaction) and each stream's
// latency from the commit (the first NOTIFY as heard by a listener of its own in the server
// process) to the event's arrival here: a first announcement, then the measured one. On PostgreSQL
// (DATABASE_URL: a fresh database, dropped after) and a durable PGlite folder. Budgets, on each:
// RSS growth under 100 MB, delivery p99 under 1 s. Exits 1 when either is missed.
// BENCH_PORT: the first of two ports (default 3631).
const STREAMS = 1000;
const RSS_BUDGET_MB = 100;
const P99_BUDGET_MS = 1000;
const OPEN_AT_ONCE = 100;
const port = Number(process.env.BENCH_PORT ?? 3631);
const MB = 1024 * 1024;

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
}

/** A lean SSE reader: the arrival time of each `event: notification` on the stream. */
interface Stream {
  arrivals: number[];
  request: http.ClientRequest;
}

function openStream(agent: http.Agent, serverPort: number, token: string): Promise<Stream> {
  const marker = '\nevent: notification\n';
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: serverPort,
        path: NOTIFICATION_STREAM_PATH,
        agent,
        headers: { cookie: `sessionid=${token}`, accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) return reject(new Error(`stream refused: ${response.statusCode}`));
        const stream: Stream = { arrivals: [], request };
        let tail = '';
        let opened = false;
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const at = wallNow();
          const text = tail + chunk;
          let from = 0;
          for (let found = text.indexOf(marker, from); found !== -1; found = text.indexOf(marker, from)) {
            stream.arrivals.push(at);
            from = found + marker.length;
          }
          tail = text.slice(Math.max(from, text.length - marker.length));
          // The first bytes (`retry:` and `: open`) say the hub holds the stream.
          if (!opened) {
            opened = true;
            resolve(stream);
          }
        });
        response.on('error', () => {});
      },
    );
    request.on('error', reject);
    request.end();
  });
}

interface Delivery {
  requestMs: number;
  commitAfterMs: number;
  latencies: number[];
  missing: number;
}

/** Announce to the class and time each stream's event from the commit. */
async function deliverOnce(
  server: Awaited<ReturnType<typeof startServer>>,
  agent: http.Agent,
  streams: Stream[],
  ready: { coursePath: string; cohortPath: string; poster: Credentials },
  text: string,
): Promise<Delivery> {
  const before = streams.map((stream) => stream.arrivals.length);
  await ask(server, { watch: true }, 'watching');
  const startedAt = wallNow();
  await announce(agent, server.port, ready.poster, ready.coursePath, ready.cohortPath, text);
  const requestMs = wallNow() - startedAt;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && streams.some((stream, i) => stream.arrivals.length <= before[i]!)) {
    await sleep(10);
  }
  const commitAt = await ask<number | null>(server, { commitAt: true }, 'commitAt');
  if (commitAt === null) throw new Error('no NOTIFY was heard');
  const latencies: number[] = [];
  let missing = 0;
  streams.forEach((stream, i) => {
    const arrival = stream.arrivals[before[i]!];
    if (arrival === undefined) missing++;
    else latencies.push(arrival - commitAt);
  });
  return { requestMs, commitAfterMs: commitAt - startedAt, latencies, missing };
}

interface Result {
  label: string;
  before: Memory;
  after: Memory;
  openMs: number;
  first: Delivery;
  measured: Delivery;
  within: boolean;
}

async function measureStreams(label: string, env: NodeJS.ProcessEnv, serverPort: number): Promise<Result> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kelas-bench-streams-'));
  const server = await startServer(
    'serve-notifications.ts',
    serverPort,
    { ...env, BENCH_DATA_DIR: dataDir, BENCH_LEARNERS: String(STREAMS), BENCH_SESSIONS: '1' },
    ['--expose-gc'],
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: STREAMS + 8 });
  const streams: Stream[] = [];
  try {
    const ready = server.ready as unknown as {
      coursePath: string;
      cohortPath: string;
      poster: Credentials;
      learnerTokens: string[];
    };
    // Warm-up: one stream opened and closed, then the memory at rest.
    const warm = await openStream(agent, serverPort, ready.learnerTokens[0]!);
    warm.request.destroy();
    await sleep(1000);
    const before = await ask<Memory>(server, { memory: true }, 'memory');
    const openStarted = performance.now();
    for (let start = 0; start < STREAMS; start += OPEN_AT_ONCE) {
      const tokens = ready.learnerTokens.slice(start, start + OPEN_AT_ONCE);
      streams.push(...(await Promise.all(tokens.map((token) => openStream(agent, serverPort, token)))));
    }
    const openMs = performance.now() - openStarted;
    await sleep(1000);
    const after = await ask<Memory>(server, { memory: true }, 'memory');
    const first = await deliverOnce(server, agent, streams, ready, 'First announcement');
    await sleep(1000);
    const measured = await deliverOnce(server, agent, streams, ready, 'Second announcement');
    const within =
      (after.rss - before.rss) / MB < RSS_BUDGET_MB &&
      measured.missing === 0 &&
      percentile(measured.latencies, 0.99) < P99_BUDGET_MS;
    return { label, before, after, openMs, first, measured, within };
  } finally {
    for (const stream of streams) stream.request.destroy();
    agent.destroy();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadAtStart = loadavg()[0]!.toFixed(2);
const results: Result[] = [];
if (process.env.DATABASE_URL) {
  const scratch = await scratchDatabase(process.env.DATABASE_URL, `kelas_bench_streams_${process.pid}`);
  try {
    results.push(
      await measureStreams('PostgreSQL (DATABASE_URL)', { ...process.env, DATABASE_URL: scratch.url }, port),
    );
  } finally {
    await scratch.drop();
  }
} else {
  console.log('DATABASE_URL is not set: PGlite only.');
}
results.push(
  await measureStreams('PGlite (durable, on a folder)', { ...process.env, DATABASE_URL: '' }, port + 1),
);

const mb = (bytes: number) => (bytes / MB).toFixed(1);
const ms = (value: number) => value.toFixed(0);
const delivery = (name: string, d: Delivery) =>
  `${name}: request ${d.requestMs.toFixed(1)} ms, committed ${(d.commitAfterMs / 1000).toFixed(2)} s after the request began (the fan-out job's wait for a worker included); from the commit to each stream p50 ${ms(percentile(d.latencies, 0.5))} ms, p99 ${ms(percentile(d.latencies, 0.99))} ms, max ${ms(percentile(d.latencies, 1))} ms, first ${ms(percentile(d.latencies, 0))} ms; ${d.missing} streams without it`;
const rows: string[] = [];
const notes: string[] = [];
for (const result of results) {
  const verdict = result.within ? 'PASS' : 'FAIL';
  const { before, after, measured } = result;
  console.log(`\n${result.label}`);
  console.log(
    `  ${STREAMS} streams opened in ${(result.openMs / 1000).toFixed(2)} s; server after a full GC: RSS ${mb(before.rss)} → ${mb(after.rss)} MB (+${mb(after.rss - before.rss)}, budget < ${RSS_BUDGET_MB}), heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MB (+${mb(after.heapUsed - before.heapUsed)}), external +${mb(after.external - before.external)} MB`,
  );
  console.log(`  ${delivery('first announcement', result.first)}`);
  console.log(`  ${delivery('measured announcement', measured)} (budget p99 < ${P99_BUDGET_MS} ms)`);
  console.log(`  verdict: ${verdict}`);
  rows.push(
    `| ${result.label} | ${mb(before.rss)} → ${mb(after.rss)} | **+${mb(after.rss - before.rss)}** | +${mb(after.heapUsed - before.heapUsed)} | ${ms(percentile(measured.latencies, 0.5))} | **${ms(percentile(measured.latencies, 0.99))}** | ${ms(percentile(measured.latencies, 1))} | ${ms(percentile(result.first.latencies, 0.99))} | ${measured.missing} | ${verdict} |`,
  );
  notes.push(
    `- ${result.label}: ${STREAMS} streams opened in ${(result.openMs / 1000).toFixed(2)} s, ${OPEN_AT_ONCE} at a time; ${delivery('the measured announcement', measured)}; ${delivery('the first', result.first)}.`,
  );
}

writePerformanceSection('streams', [
  `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:streams\` (${STREAMS.toLocaleString('en')} streams of ${STREAMS.toLocaleString('en')} learners of one class on one web process; memory after a full GC, 1 s after the last stream opened; latency from the commit to each stream's event, for the second of two announcements to the class; one run, the machine's load average ${loadAtStart} at its start):`,
  '',
  '| database | server RSS MB before → after | RSS growth MB (< 100) | heap growth MB | p50 ms | p99 ms (< 1,000) | max ms | p99 ms of the first announcement | streams without it | verdict |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
  ...notes,
]);
if (results.some((result) => !result.within)) process.exitCode = 1;
