import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writePerformanceSection } from './doc-section';

// `npm run bench:memory`: the resident memory of an idle `npm start` (the process and any it
// started), on a new data folder with the demo data and on a restart of the same folder, against
// the 400 MiB budget. The platform is started as npm start runs it (node --import tsx
// scripts/start.ts) with a web build of its own; each figure is taken after it answers /readyz and
// has settled. BENCH_PORT: the port (default 3900). Exits 1 when a figure is over budget.
const BUDGET_MIB = 400;
const SETTLE_SECONDS = 10;
const SAMPLE_SECONDS = 5;
const SAMPLE_EVERY_MS = 250;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3900);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The process `pid` and every process below it. */
function processTree(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const listed = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (listed) children.push(...listed.split(/\s+/).map(Number));
    }
  } catch {
    return []; // gone
  }
  return [pid, ...children.flatMap(processTree)];
}

/** Resident memory of one process in MiB (0 when it has gone). */
function rssMib(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

async function untilReady(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
    const answer = await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null);
    if (answer?.status === 200) return;
    await sleep(250);
  }
  throw new Error('npm start was not ready within 180 s');
}

interface Figures {
  medianMib: number;
  maxMib: number;
  processes: number;
}

/** Start the platform on `dataDir`, let it settle, sample its resident memory, stop it. */
async function idleMemory(dataDir: string): Promise<Figures> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      // A build of its own, so that a build of web/dist going on beside the bench is left alone.
      WEB_DIST: 'web/dist-bench-memory',
      SSR_DIST: 'web/dist-bench-memory-ssr',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await untilReady(child);
    await sleep(SETTLE_SECONDS * 1000);
    const samples: number[] = [];
    let processes = 0;
    for (let at = 0; at < SAMPLE_SECONDS * 1000; at += SAMPLE_EVERY_MS) {
      const tree = processTree(child.pid!);
      processes = Math.max(processes, tree.length);
      samples.push(tree.reduce((sum, pid) => sum + rssMib(pid), 0));
      await sleep(SAMPLE_EVERY_MS);
    }
    samples.sort((a, b) => a - b);
    return {
      medianMib: samples[Math.floor(samples.length / 2)]!,
      maxMib: samples.at(-1)!,
      processes,
    };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'kelas-bench-memory-'));
const rows: string[] = [];
let over = false;
try {
  for (const [label, run] of [
    ['new data folder, demo data seeded', 1],
    ['restart on the same data folder', 2],
  ] as const) {
    const figures = await idleMemory(dataDir);
    const verdict = figures.maxMib < BUDGET_MIB ? 'within' : 'OVER';
    over ||= verdict === 'OVER';
    console.log(
      `idle npm start, ${label}: ${figures.medianMib.toFixed(0)} MiB median, ${figures.maxMib.toFixed(0)} MiB max ` +
        `(${figures.processes} process${figures.processes === 1 ? '' : 'es'}), ${verdict} the ${BUDGET_MIB} MiB budget`,
    );
    rows.push(
      `| ${run}. ${label} | ${figures.medianMib.toFixed(0)} | ${figures.maxMib.toFixed(0)} | ${figures.processes} | ${verdict} |`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
writePerformanceSection('idle-memory', [
  `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:memory\` (RSS of the process tree, sampled every ${SAMPLE_EVERY_MS} ms for ${SAMPLE_SECONDS} s after /readyz answered and ${SETTLE_SECONDS} s of idling; budget < ${BUDGET_MIB} MiB):`,
  '',
  '| start | median MiB | max MiB | processes | budget |',
  '|---|---|---|---|---|',
  ...rows,
]);
if (over) process.exit(1);
