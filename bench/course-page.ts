import { type BenchServer, format, type Measured, measure, mediansOfRounds, startServer } from './servers';

// `npm run bench:course-page`: the course page read of a page of 100 rich text blocks for an
// enrolled learner against getLoggedInUserData for the same learner, side by side in one run, on a
// durable PGlite folder and (with DATABASE_URL) on PostgreSQL: medians of three interleaved rounds.
// Budget: the page read does at least 0.5 of getLoggedInUserData's req/s, and sends no write
// statement while serving requests. BENCH_PORT: the first of two ports (default 3501).
const BUDGET = 0.5;
const ROUNDS = 3;
const USER_DATA = '/json/user/read/getLoggedInUserData/me';
const port = Number(process.env.BENCH_PORT ?? 3501);

interface Statements {
  statements: number;
  writes: number;
  firstWrites: string[];
}

/** The statements a bench server sent while serving requests, and the writes among them. */
function statementsOf(server: BenchServer): Promise<Statements> {
  return new Promise((resolve) => {
    server.child.once('message', (message) => resolve((message as { statements: Statements }).statements));
    server.child.send('statements');
  });
}

const platforms: Array<{ label: string; env: NodeJS.ProcessEnv }> = [
  { label: 'PGlite (durable, on a folder)', env: { ...process.env, DATABASE_URL: '' } },
];
if (process.env.DATABASE_URL) platforms.push({ label: 'PostgreSQL (DATABASE_URL)', env: process.env });

const servers: BenchServer[] = [];
let failed = false;
try {
  for (const [index, platform] of platforms.entries()) {
    servers.push(await startServer('serve-course-page.ts', port + index, platform.env));
  }
  const pageUrl = (server: BenchServer) => String(server.ready.pageUrl);
  const results = await mediansOfRounds(
    servers.flatMap((server) => [() => measure(server, USER_DATA), () => measure(server, pageUrl(server))]),
    ROUNDS,
  );
  for (const [index, platform] of platforms.entries()) {
    const [userData, page] = [results[2 * index]!, results[2 * index + 1]!] as [Measured, Measured];
    const ratio = page.requestsPerSecond / userData.requestsPerSecond;
    const { statements, writes, firstWrites } = await statementsOf(servers[index]!);
    const verdict = ratio >= BUDGET && writes === 0 && page.failures === 0 ? 'MET' : 'NOT MET';
    if (verdict !== 'MET') failed = true;
    console.log(`${platform.label}`);
    console.log(`  getLoggedInUserData:        ${format(userData)}`);
    console.log(`  course page (100 blocks):   ${format(page)}`);
    console.log(`  ratio course page / user:   ${ratio.toFixed(3)} (budget >= ${BUDGET}): ${verdict}`);
    // CPU per request moves far less with other load on the machine than req/s does.
    if (userData.cpuMicrosPerRequest && page.cpuMicrosPerRequest) {
      const byCpu = userData.cpuMicrosPerRequest / page.cpuMicrosPerRequest;
      console.log(`  the same in CPU per request: ${byCpu.toFixed(3)}`);
    }
    console.log(`  write statements in requests: ${writes} of ${statements}`);
    for (const write of firstWrites) console.log(`    ${write.trim().slice(0, 160)}`);
  }
} finally {
  for (const server of servers) server.stop();
}
process.exitCode = failed ? 1 : 0;
