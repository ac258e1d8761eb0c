import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LOGGED_IN_USER_PATH, startCeiling } from './ceiling';
import {
  type BenchServer,
  format,
  LOAD,
  type Measured,
  measure,
  mediansOfRounds,
  startServer,
} from './servers';

// `npm run bench:user` (and the first part of `npm run bench`): throughput of the signed-in getLoggedInUserData read, side by side in one run
// with a bare Fastify hello-world and (with DATABASE_URL) the same work's ceiling (serve-ceiling.ts:
// bare Fastify + pg, the same two SQL texts as named statements, the same reply). The platform runs
// on a durable PGlite folder and on PostgreSQL; every server runs in its own process, this one only
// generates load, and each figure is the median of three interleaved rounds. BENCH_PORT: the first
// of four ports (default 3301).
const BUDGET = 0.8;
const ROUNDS = 3;
const PATH = LOGGED_IN_USER_PATH;
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3301);
const pgliteEnv = { ...process.env, DATABASE_URL: '' };

const servers: BenchServer[] = [];
const started = async (...args: Parameters<typeof startServer>) => {
  const server = await startServer(...args);
  servers.push(server);
  return server;
};
try {
  const targets: Array<{ label: string; server: BenchServer; path: string }> = [
    {
      label: 'bare Fastify hello-world',
      server: await started('serve-hello.ts', port, pgliteEnv),
      path: '/hello',
    },
    {
      label: 'Kelas on PGlite (durable, on a folder)',
      server: await started('serve-kelas.ts', port + 1, pgliteEnv),
      path: PATH,
    },
  ];
  if (process.env.DATABASE_URL) {
    const kelas = await started('serve-kelas.ts', port + 2, process.env);
    const ceiling = await startCeiling(kelas, port + 3, process.env);
    servers.push(ceiling);
    targets.push(
      {
        label: 'ceiling: bare Fastify + pg, named statements',
        server: ceiling,
        path: PATH,
      },
      { label: 'Kelas on PostgreSQL (DATABASE_URL)', server: kelas, path: PATH },
    );
  }
  const results = await mediansOfRounds(
    targets.map((target) => () => measure(target.server, target.path)),
    ROUNDS,
  );
  const byLabel = new Map<string, Measured>(targets.map((target, index) => [target.label, results[index]!]));
  for (const [label, result] of byLabel) {
    if (result.failures > 0) throw new Error(`${label}: ${result.failures} requests failed`);
  }
  const hello = results[0]!;
  const rows = targets.map(({ label }) => {
    const result = byLabel.get(label)!;
    const ratio = result.requestsPerSecond / hello.requestsPerSecond;
    console.log(`${label}: ${format(result)}; ratio to hello-world ${ratio.toFixed(3)}`);
    const cpu = result.cpuMicrosPerRequest === null ? '–' : result.cpuMicrosPerRequest.toFixed(0);
    return `| ${label} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50Ms.toFixed(1)} | ${result.p99Ms.toFixed(1)} | ${cpu} | ${ratio.toFixed(3)} |`;
  });
  const summary: string[] = [];
  if (process.env.DATABASE_URL) {
    const [ceiling, kelas] = [results[2]!, results[3]!];
    const ratio = kelas.requestsPerSecond / ceiling.requestsPerSecond;
    const verdict = ratio >= BUDGET ? 'meets' : 'MISSES';
    // The same ratio in CPU time per request (the ceiling's over Kelas's): less swayed by whatever
    // else the machine runs during the measurement.
    const cpuRatio =
      kelas.cpuMicrosPerRequest && ceiling.cpuMicrosPerRequest
        ? `; in CPU per request ${(ceiling.cpuMicrosPerRequest / kelas.cpuMicrosPerRequest).toFixed(2)}`
        : '';
    summary.push(
      '',
      `Kelas on PostgreSQL / ceiling: **${ratio.toFixed(2)}** in req/s${cpuRatio} (budget ≥ ${BUDGET}: ${verdict.toLowerCase()} it).`,
    );
    console.log(
      `getLoggedInUserData on PostgreSQL, Kelas/ceiling: ${ratio.toFixed(2)} in req/s${cpuRatio} — ${verdict} the budget of ≥ ${BUDGET}`,
    );
    if (ratio < BUDGET) process.exitCode = 1;
  }

  const doc = here('../docs/performance.md');
  const marker = /<!-- bench:getLoggedInUserData -->[\s\S]*<!-- \/bench -->/;
  const table = [
    '<!-- bench:getLoggedInUserData -->',
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${LOAD.connections} connections, ${LOAD.seconds} s after ${LOAD.warmupSeconds} s of warm-up, median of ${ROUNDS} interleaved rounds):`,
    '',
    '| server | req/s | p50 ms | p99 ms | µs CPU/request | ratio to hello-world |',
    '|---|---|---|---|---|---|',
    ...rows,
    ...summary,
    '<!-- /bench -->',
  ].join('\n');
  writeFileSync(doc, readFileSync(doc, 'utf8').replace(marker, table));
  console.log('docs/performance.md updated.');
} finally {
  for (const server of servers) server.stop();
}
