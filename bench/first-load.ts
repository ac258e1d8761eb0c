import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/domains/accounts';
import { sourceMapFolder } from '../web/served-build';
import { buildWebApp, startDemoPlatform } from './demo-platform';

// `npm run bench:first-load`: the JavaScript a browser fetches when it first opens each screen a
// signed-out visitor can open, with an empty cache, file by file, raw and compressed. Budget (issue
// 4, issue 11): at most 150 KiB of gzip (level 9) for each: the .gz copies the build writes beside
// each file (web/served-build.ts); brotli (quality 11), the .br copies browsers are sent, is shown
// for information. A course page in view mode for the signed-in demo learner is measured too, for
// information. Exits with 1 when a visitor screen is over budget.
const BUDGET_KIB = 150;
const PORT = 3730;
const WEB_DIST = 'web/dist-bench';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const KIB = 1024;
// The course of the demo learner's class (server/domains/learning/demo-classes.ts).
const LEARNER_COURSE = 'intro-data-analysis';

interface Script {
  name: string;
  raw: number;
  gzip: number;
  brotli: number;
}

async function getResult<T>(path: string): Promise<T> {
  const response = await fetch(`${ORIGIN}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as { result: T }).result;
}

interface DemoAddresses {
  course: string;
  page: string;
  profile: string;
}

interface Landing {
  modules: Array<{ pages: Array<{ path: string }> }>;
  creator: { profileName: string | null } | null;
}

const landingOf = (course: string) =>
  getResult<Landing>(`/json/course/read/getLandingPage/${encodeURIComponent(course)}`);

/** The path of the first page of `course`. */
async function firstPageOf(course: string): Promise<string> {
  const page = (await landingOf(course)).modules.flatMap((module) => module.pages)[0]?.path;
  if (!page) throw new Error(`the course ${course} has no page`);
  return page;
}

/** The first course the catalogue lists, its first page and its creator's profile. */
async function demoAddresses(): Promise<DemoAddresses> {
  const found = await getResult<{ courses: Array<{ path: string }> }>('/json/course/lookup/search');
  const course = found.courses[0]?.path;
  if (!course) throw new Error('the catalogue lists no course');
  const profile = (await landingOf(course)).creator?.profileName;
  if (!profile) throw new Error(`the course ${course} has no creator with a profile`);
  return { course, page: await firstPageOf(course), profile };
}

/** The screens a signed-out visitor can open (scripts/first-load-budget.test.ts lists the same), by name and address. */
function visitorScreens({ course, page, profile }: DemoAddresses): Array<[string, string]> {
  return [
    ['Home', '/'],
    ['Catalogue', '/courses/'],
    ['Course landing page', `/courses/${course}/`],
    ['Course page in view mode', `/courses/${course}/${page}/?mode=view`],
    ['Log in', '/accounts/login/'],
    ['Sign up', '/accounts/register/'],
    ['Password reset', '/accounts/reset-password/bench-token/'],
    ['E-mail verification', '/accounts/verify-email/bench-token/'],
    ['Class invitation', '/cohorts/invitation/bench-token/'],
    ['Terms of service', '/accounts/terms/terms_of_service/'],
    ['Public profile', `/u/${profile}/`],
    ['Blog', `/u/${profile}/blog/`],
    ['About', '/about/'],
    ['Learning services', '/learningservices/'],
    ['Contact', '/contact/'],
    ['Partners', '/partners/'],
    ['Not found', '/404/'],
    ['Ended class', '/ended_error/'],
  ];
}

/** A browser context signed in as the demo learner (through the login screen), with an empty cache. */
async function learnerContext(browser: Browser): Promise<BrowserContext> {
  const signingIn = await browser.newContext();
  try {
    const page = await signingIn.newPage();
    await page.goto(`${ORIGIN}/accounts/login/`);
    const form = page.getByRole('main');
    await form.getByLabel('Email address').fill(DEMO_ACCOUNTS[0]?.email ?? '');
    await form.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/accounts/login/'));
    return await browser.newContext({ storageState: await signingIn.storageState() });
  } finally {
    await signingIn.close();
  }
}

/** Every JavaScript file the browser fetches opening `path` with an empty cache, until the network is idle. */
async function firstLoad(context: BrowserContext, path: string): Promise<Script[]> {
  try {
    const page = await context.newPage();
    const bodies: Array<Promise<Script | undefined>> = [];
    let lastScriptAt = Date.now();
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!/javascript/.test(type)) return;
      lastScriptAt = Date.now();
      // The browser may no longer hold a body (a preloaded script's, once used): then the same
      // file is asked of the server, so no script the page fetched goes uncounted.
      const body = response
        .body()
        .catch(async () => Buffer.from(await (await fetch(response.url())).arrayBuffer()));
      bodies.push(
        body.then(
          (bytes) => ({
            name: new URL(response.url()).pathname,
            raw: bytes.length,
            gzip: gzipSync(bytes, { level: 9 }).length,
            brotli: brotliCompressSync(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }).length,
          }),
          () => undefined,
        ),
      );
    });
    const response = await page.goto(`${ORIGIN}${path}`, { waitUntil: 'networkidle' });
    if (!response?.ok()) throw new Error(`${path}: ${response?.status()}`);
    // A busy machine can run the entry chunk for longer than the half second of quiet that
    // networkidle waits for, before the screen's own chunks are asked for: wait until the app has
    // taken the page over (a server-drawn page's shell stays inert until the app, its screen's code
    // loaded, has hydrated it), then until no script has come for a second.
    await page.waitForFunction(
      () => document.querySelector('main') !== null && document.querySelector('div[inert]') === null,
      undefined,
      { timeout: 30_000 },
    );
    while (Date.now() - lastScriptAt < 1000) await new Promise((resolve) => setTimeout(resolve, 100));
    const scripts = (await Promise.all(bodies)).filter((script): script is Script => script !== undefined);
    return scripts.sort((a, b) => b.gzip - a.gzip);
  } finally {
    await context.close();
  }
}

/** The first load of `path` in a fresh context of `browser` with an empty cache. */
async function visitorFirstLoad(browser: Browser, path: string): Promise<Script[]> {
  return firstLoad(await browser.newContext(), path);
}

const kib = (bytes: number) => (bytes / KIB).toFixed(1);

function total(scripts: Script[]): Script {
  return scripts.reduce(
    (sum, script) => ({
      name: 'total',
      raw: sum.raw + script.raw,
      gzip: sum.gzip + script.gzip,
      brotli: sum.brotli + script.brotli,
    }),
    { name: 'total', raw: 0, gzip: 0, brotli: 0 },
  );
}

function print(label: string, scripts: Script[]): void {
  console.log(`\n${label}: ${scripts.length} JavaScript files`);
  console.log(`${'raw KiB'.padStart(9)} ${'gzip KiB'.padStart(9)} ${'brotli KiB'.padStart(11)}  file`);
  for (const script of [...scripts, total(scripts)])
    console.log(
      `${kib(script.raw).padStart(9)} ${kib(script.gzip).padStart(9)} ${kib(script.brotli).padStart(11)}  ${script.name}`,
    );
}

/** A table of the files (hash left out of the names, so runs compare) for docs/performance.md. */
function markdownRows(label: string, scripts: Script[]): string[] {
  const sum = total(scripts);
  return [
    `| **${label}** (${scripts.length} files) | **${kib(sum.raw)}** | **${kib(sum.gzip)}** | **${kib(sum.brotli)}** |`,
    ...scripts.map(
      (script) =>
        `| ${script.name.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '.js')} | ${kib(script.raw)} | ${kib(script.gzip)} | ${kib(script.brotli)} |`,
    ),
  ];
}

/** One row per screen for docs/performance.md: its files and total sizes, and the verdict. */
function summaryRow(label: string, path: string, scripts: Script[], budgeted: boolean): string {
  const sum = total(scripts);
  const verdict = !budgeted ? 'for information' : sum.gzip > BUDGET_KIB * KIB ? '**over**' : 'within';
  return `| ${label} \`${path}\` | ${scripts.length} | ${kib(sum.raw)} | **${kib(sum.gzip)}** | ${kib(sum.brotli)} | ${verdict} |`;
}

const dataDir = mkdtempSync(join(tmpdir(), 'kelas-bench-first-load-'));
let server: ChildProcess | undefined;
let overBudget: string[] = [];
try {
  console.log(`Building the web app into ${WEB_DIST}…`);
  await buildWebApp(WEB_DIST);
  server = await startDemoPlatform(PORT, WEB_DIST, dataDir);
  const demo = await demoAddresses();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const loads: Array<{ label: string; path: string; scripts: Script[]; budgeted: boolean }> = [];
    for (const [label, path] of visitorScreens(demo)) {
      loads.push({ label, path, scripts: await visitorFirstLoad(browser, path), budgeted: true });
    }
    const readerPath = `/courses/${LEARNER_COURSE}/${await firstPageOf(LEARNER_COURSE)}/?mode=view`;
    const reader = await firstLoad(await learnerContext(browser), readerPath);
    loads.push({
      label: 'Course page in view mode, signed in (the demo learner)',
      path: readerPath,
      scripts: reader,
      budgeted: false,
    });
    for (const { label, path, scripts } of loads) print(`${label} ${path}`, scripts);
    overBudget = loads
      .filter(({ budgeted, scripts }) => budgeted && total(scripts).gzip > BUDGET_KIB * KIB)
      .map(({ label }) => label);
    console.log('');
    for (const { label, scripts, budgeted } of loads)
      console.log(
        `${kib(total(scripts).gzip).padStart(7)} KiB  ${label}${budgeted ? '' : ' (for information)'}`,
      );
    console.log(
      overBudget.length === 0
        ? `\nEvery visitor screen's first load is within the ${BUDGET_KIB} KiB budget.`
        : `\nOVER BUDGET (${BUDGET_KIB} KiB): ${overBudget.join(', ')}.`,
    );

    const doc = join(ROOT, 'docs/performance.md');
    const marker = /<!-- bench:first-load -->[\s\S]*<!-- \/bench:first-load -->/;
    const byLabel = (wanted: string) => loads.find(({ label }) => label === wanted)?.scripts ?? [];
    const table = [
      '<!-- bench:first-load -->',
      `Measured ${new Date().toISOString().slice(0, 10)} (empty cache, KiB of 1,024 bytes; gzip level 9, brotli quality 11): ` +
        (overBudget.length === 0
          ? `every visitor screen's first load is within the ${BUDGET_KIB} KiB budget.`
          : `**over** the ${BUDGET_KIB} KiB budget: ${overBudget.join(', ')}.`),
      '',
      '| screen | files | raw KiB | gzip KiB | brotli KiB | budget |',
      '|---|---|---|---|---|---|',
      ...loads.map(({ label, path, scripts, budgeted }) => summaryRow(label, path, scripts, budgeted)),
      '',
      'The files of the catalogue and of the course page in view mode (a visitor):',
      '',
      '| file | raw KiB | gzip KiB | brotli KiB |',
      '|---|---|---|---|',
      ...markdownRows('Catalogue `/courses/`', byLabel('Catalogue')),
      ...markdownRows('Course page in view mode', byLabel('Course page in view mode')),
      '<!-- /bench:first-load -->',
    ].join('\n');
    const text = readFileSync(doc, 'utf8');
    if (marker.test(text)) {
      writeFileSync(doc, text.replace(marker, table));
      console.log('docs/performance.md updated.');
    }
  } finally {
    await browser.close();
  }
} finally {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(join(ROOT, WEB_DIST), { recursive: true, force: true });
  rmSync(sourceMapFolder(join(ROOT, WEB_DIST)), { recursive: true, force: true });
}
process.exit(overBudget.length > 0 ? 1 : 0);
