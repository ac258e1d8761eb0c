import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, LOAD, measureOnce } from './servers';

// `npm run bench`: throughput of the signed-in getLoggedInUserData read as a ratio to a bare
// Fastify hello-world started in the same run, on PGlite and (with DATABASE_URL) on PostgreSQL.
// Each server runs in its own process; this process only generates load.
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

const baseEnv = { ...process.env, DATABASE_URL: '' };
const rows: string[] = [];
const hello = await measureOnce('serve-hello.ts', 3301, '/hello', baseEnv);
console.log(`bare Fastify hello-world:            ${format(hello)}`);
const targets: Array<[string, NodeJS.ProcessEnv]> = [['PGlite (durable, on a folder)', baseEnv]];
if (process.env.DATABASE_URL) targets.push(['PostgreSQL (DATABASE_URL)', process.env]);
for (const [label, env] of targets) {
  const kelas = await measureOnce('serve-kelas.ts', 3302, '/json/user/read/getLoggedInUserData/me', env);
  if (kelas.failures > 0) throw new Error(`${label}: ${kelas.failures} requests failed`);
  const ratio = kelas.requestsPerSecond / hello.requestsPerSecond;
  console.log(`getLoggedInUserData on ${label}: ${format(kelas)}; ratio to hello-world ${ratio.toFixed(3)}`);
  rows.push(
    `| ${label} | ${hello.requestsPerSecond.toFixed(0)} | ${kelas.requestsPerSecond.toFixed(0)} | ${kelas.p50Ms.toFixed(1)} | ${kelas.p99Ms.toFixed(1)} | **${ratio.toFixed(3)}** |`,
  );
}

const doc = here('../docs/performance.md');
const marker = /<!-- bench:getLoggedInUserData -->[\s\S]*<!-- \/bench -->/;
const table = [
  '<!-- bench:getLoggedInUserData -->',
  `Measured ${new Date().toISOString().slice(0, 10)} on this machine (${LOAD.connections} connections, ${LOAD.seconds} s after ${LOAD.warmupSeconds} s of warm-up, one run):`,
  '',
  '| database | hello-world req/s | getLoggedInUserData req/s | p50 ms | p99 ms | ratio |',
  '|---|---|---|---|---|---|',
  ...rows,
  '<!-- /bench -->',
].join('\n');
writeFileSync(doc, readFileSync(doc, 'utf8').replace(marker, table));
console.log('docs/performance.md updated.');
