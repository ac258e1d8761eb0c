import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildWebApp, startDemoPlatform } from './demo-platform';

// `npm run bench:lighthouse`: Lighthouse's performance audit, on its desktop preset and on its
// default (mobile: a mid-range phone, simulated slow 4G and a CPU 4 times slower), of four pages
// of the platform on the demo data: the home page, the catalogue, a course landing page and a
// signed-in learner's course page. Budget (issue 11): performance ≥ 90, CLS ≤ 0.1 and
// LCP ≤ 2.5 s on every page, judged on both presets; exits with 1 when a page is over.
//
// The mobile preset simulates its phone by multiplying the main-thread time the host took by 4,
// which is that phone on a host of Lighthouse's reference speed (benchmark index 1533). This
// machine's speed moves between audits (indexes of 1,085 to 1,625 measured within an hour, the
// same code scoring 85 to 95), so each mobile audit is also analysed with the slowdown
// Lighthouse's CPU throttling calculator gives for the index measured in that very audit
// (docs/throttling.md of Lighthouse: "calibrate an appropriate CPU slowdown multiplier"): the
// same phone whatever the host. Simulated throttling records the page unthrottled, so both
// analyses read the same recording (gathered once, audited twice). The budget is judged on the
// calibrated figures; the default's are printed beside them. Each
// figure is the median of LIGHTHOUSE_RUNS audits (default 3); LIGHTHOUSE_JSON, a path prefix,
// keeps each report for reading. LIGHTHOUSE_PRESETS (`mobile`, `desktop`) and LIGHTHOUSE_PAGES
// (words of the pages' labels: `home`, `catalogue`, `landing`, `signed-in`), comma-separated,
// audit only those while working on one (the document's table is then left as it is).
const BUDGET = { performance: 90, cls: 0.1, lcpMs: 2500 };
// Both presets are judged: the mobile one is Lighthouse's default, and the one issue 11's figures
// were taken on.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = 3600;
const CHROMIUM = '/usr/bin/chromium';
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_DIST = 'web/dist-lighthouse';
// The demo learner (server/domains/learning/demo-classes.ts), enrolled in this course's class.
const LEARNER = { user: 'learner@kelas.example', password: 'kelas-demo-2026' };
const COURSE = 'intro-data-analysis';

type Preset = 'mobile' | 'desktop';
const ALL_PRESETS: readonly Preset[] = ['desktop', 'mobile'];
const listed = (name: string) => process.env[name]?.split(',').filter(Boolean);
const PRESETS = ALL_PRESETS.filter((preset) => listed('LIGHTHOUSE_PRESETS')?.includes(preset) ?? true);
const PAGES = listed('LIGHTHOUSE_PAGES');

interface Figures {
  performance: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Mobile: the performance and total blocking time at Lighthouse's default slowdown of 4. */
  atDefault?: { performance: number; tbtMs: number };
  /** Mobile: the host's benchmark index in this audit, and the slowdown calibrated to it. */
  benchmarkIndex?: number;
  cpuSlowdown?: number;
}

/**
 * The CPU slowdown that simulates Lighthouse's mobile device on a host of `benchmarkIndex`
 * (Lighthouse's CPU throttling calculator, github.com/patrickhulce/lighthouse-cpu-throttling-calculator:
 * 1533 is 4 times, 1300 three times, 800 twice, 150 once).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

interface Target {
  label: string;
  path: string;
  /** A Chromium profile to audit in (the signed-in learner's); a fresh one when absent. */
  profile?: string;
}

/** The newest modification time of the files under `path` (build output folders left out). */
function newestChange(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(path)
      .filter((name) => !name.startsWith('dist') && name !== 'node_modules')
      .map((name) => newestChange(join(path, name))),
  );
}

/** Build the web app into WEB_DIST unless the build there is newer than every source of it. */
async function ensureWebBuild(): Promise<void> {
  // The web build and the server-rendering bundle beside it (bench/demo-platform.ts).
  const built = [join(ROOT, WEB_DIST, 'index.html'), join(ROOT, `${WEB_DIST}-ssr`, 'render-view.js')];
  const sources = ['web', 'common', 'package-lock.json'].map((path) => newestChange(join(ROOT, path)));
  let builtAt = 0;
  try {
    builtAt = Math.min(...built.map((file) => statSync(file).mtimeMs));
  } catch {
    // Not built yet.
  }
  if (builtAt > Math.max(...sources)) {
    console.log(`Reusing the web build in ${WEB_DIST}.`);
    return;
  }
  console.log(`Building the web app into ${WEB_DIST}…`);
  await buildWebApp(WEB_DIST);
}

/** `name=value` of each cookie a response sets. */
function cookiesOf(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] ?? '');
}

/** Sign the demo learner in as the web app does (CSRF cookie, then POST /json/auth/): their session cookie. */
async function signInLearner(): Promise<string> {
  const csrf = cookiesOf(await fetch(`${ORIGIN}/api/csrf/`));
  const token = csrf.find((cookie) => cookie.startsWith('csrftoken='))?.slice('csrftoken='.length) ?? '';
  const response = await fetch(`${ORIGIN}/json/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': token, cookie: csrf.join('; ') },
    body: JSON.stringify(LEARNER),
  });
  if (!response.ok) throw new Error(`signing the demo learner in: ${response.status}`);
  const session = cookiesOf(response).find((cookie) => cookie.startsWith('sessionid='));
  if (!session) throw new Error('signing the demo learner in set no session cookie');
  return session;
}

/**
 * A Chromium profile in `dir` holding the `name=value` session cookie, stored by Playwright, for
 * Lighthouse to audit in. (A Cookie header in Lighthouse's extraHeaders reaches the page's HTML
 * only: once the page has a cookie of its own, Chromium sends that instead, and the page's reads
 * go out signed out.) Lighthouse's storage reset leaves cookies alone.
 */
async function signedInProfile(dir: string, session: string): Promise<string> {
  const separator = session.indexOf('=');
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: ['--headless', '--disable-gpu', ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  });
  await context.addCookies([
    {
      name: session.slice(0, separator),
      value: session.slice(separator + 1),
      url: ORIGIN,
      httpOnly: true,
      sameSite: 'Lax',
      expires: Math.floor(Date.now() / 1000) + 3600,
    },
  ]);
  await context.close();
  return dir;
}

/** The path of the first page of the demo course. */
async function firstPageOfCourse(): Promise<string> {
  const response = await fetch(`${ORIGIN}/json/course/read/getLandingPage/${COURSE}`);
  if (!response.ok) throw new Error(`the demo course ${COURSE}: ${response.status}`);
  const landing = (await response.json()) as {
    result: { modules: Array<{ pages: Array<{ path: string }> }> };
  };
  const page = landing.result.modules.flatMap((module) => module.pages)[0]?.path;
  if (!page) throw new Error(`the demo course ${COURSE} has no page`);
  return `/courses/${COURSE}/${page}/`;
}

/**
 * One Lighthouse performance audit of `target` in a fresh headless Chromium, tried again (up to
 * three times in all) when Lighthouse reports that its trace failed, as it sometimes does when the
 * machine is busy (NO_NAVSTART, NO_FCP).
 */
async function audit(target: Target, preset: Preset, attempt = 1): Promise<Figures> {
  try {
    return await auditOnce(target, preset);
  } catch (error) {
    if (attempt >= 3 || !(error instanceof LighthouseRunError)) throw error;
    console.log(`${target.path} (${preset}): ${error.message}; trying again.`);
    return audit(target, preset, attempt + 1);
  }
}

class LighthouseRunError extends Error {}

const FLAGS = { logLevel: 'error' as const, onlyCategories: ['performance'] };

async function auditOnce(target: Target, preset: Preset): Promise<Figures> {
  const url = `${ORIGIN}${target.path}`;
  const recording = mkdtempSync(join(tmpdir(), 'kelas-bench-lighthouse-run-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    ...(target.profile ? { userDataDir: target.profile } : {}),
    chromeFlags: [
      '--headless=new',
      '--disable-gpu',
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    if (preset === 'desktop') {
      const result = await lighthouse(url, { ...FLAGS, port: chrome.port }, desktopConfig);
      return figuresOf(checked(result?.lhr, target), target, preset);
    }
    // Gathered once (simulated throttling records the page unthrottled), then analysed at the
    // default slowdown and at the one calibrated to this audit's host.
    await lighthouse(url, { ...FLAGS, port: chrome.port, gatherMode: recording });
    chrome.kill();
    const atDefault = await analysed(url, recording, DEFAULT_SLOWDOWN, target);
    const benchmarkIndex = atDefault.environment.benchmarkIndex;
    const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
    const calibrated = figuresOf(await analysed(url, recording, cpuSlowdown, target), target, preset);
    const fromDefault = figuresOf(atDefault, target, 'mobile-default');
    return {
      ...calibrated,
      atDefault: { performance: fromDefault.performance, tbtMs: fromDefault.tbtMs },
      benchmarkIndex,
      cpuSlowdown,
    };
  } finally {
    chrome.kill();
    rmSync(recording, { recursive: true, force: true });
  }
}

/** Lighthouse's slowdown of its mobile preset. */
const DEFAULT_SLOWDOWN = 4;

/** The mobile audit of the recording in `folder`, its CPU `slowdown` times slower than the host. */
async function analysed(url: string, folder: string, slowdown: number, target: Target) {
  const saved = join(folder, 'artifacts.json');
  const artifacts = JSON.parse(readFileSync(saved, 'utf8')) as {
    settings: { throttling: Record<string, number> };
  };
  const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: slowdown };
  // Lighthouse refuses to analyse with settings other than the recording's: the recording says it.
  artifacts.settings.throttling = throttling;
  writeFileSync(saved, JSON.stringify(artifacts));
  const result = await lighthouse(
    url,
    { ...FLAGS, auditMode: folder },
    { extends: 'lighthouse:default', settings: { throttling } },
  );
  return checked(result?.lhr, target);
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The report, or the error of a run whose trace failed (tried again) or that gave none. */
function checked(lhr: Report | undefined, target: Target): Report {
  if (!lhr) throw new Error(`${target.path}: Lighthouse returned no result`);
  if (lhr.runtimeError) throw new LighthouseRunError(lhr.runtimeError.code);
  return lhr;
}

function figuresOf(lhr: Report, target: Target, preset: string): Figures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  if (process.env.LIGHTHOUSE_JSON) {
    writeFileSync(
      `${process.env.LIGHTHOUSE_JSON}-${preset}-${target.label.replace(/\W+/g, '_')}.json`,
      JSON.stringify(lhr),
    );
  }
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The median of each figure over `runs`. */
function medianFigures(runs: Figures[]): Figures {
  const of = (value: (run: Figures) => number | undefined) =>
    median(runs.map((run) => value(run) ?? Number.NaN));
  const figures: Figures = {
    performance: of((run) => run.performance),
    cls: of((run) => run.cls),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
  };
  if (runs[0]?.atDefault === undefined) return figures;
  return {
    ...figures,
    atDefault: {
      performance: of((run) => run.atDefault?.performance),
      tbtMs: of((run) => run.atDefault?.tbtMs),
    },
    benchmarkIndex: of((run) => run.benchmarkIndex),
    cpuSlowdown: of((run) => run.cpuSlowdown),
  };
}

/** Mobile: the figures at Lighthouse's default slowdown and the host's speed, for the table. */
function calibration(figures: Figures): string {
  if (!figures.atDefault || figures.benchmarkIndex === undefined || figures.cpuSlowdown === undefined)
    return '';
  return `${figures.atDefault.performance}, TBT ${figures.atDefault.tbtMs.toFixed(0)} ms (index ${figures.benchmarkIndex.toFixed(0)}: ${figures.cpuSlowdown.toFixed(1)}×)`;
}

function withinBudget(figures: Figures): boolean {
  return (
    figures.performance >= BUDGET.performance && figures.cls <= BUDGET.cls && figures.lcpMs <= BUDGET.lcpMs
  );
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

function row(preset: Preset, target: Target, figures: Figures): string {
  const verdict = withinBudget(figures) ? 'within' : '**over**';
  return `| ${preset} | ${target.label} | ${figures.performance} | ${figures.cls.toFixed(3)} | ${seconds(figures.lcpMs)} | ${figures.tbtMs.toFixed(0)} | ${calibration(figures)} | ${verdict} |`;
}

/** Rewrite the marked table of docs/performance.md with `rows`. */
function updateDoc(rows: string[], allWithin: boolean): void {
  const doc = join(ROOT, 'docs/performance.md');
  const marker = /<!-- bench:lighthouse -->[\s\S]*<!-- \/bench:lighthouse -->/;
  const text = readFileSync(doc, 'utf8');
  if (!marker.test(text)) return;
  const table = [
    '<!-- bench:lighthouse -->',
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (Lighthouse 12.2.3, Debian Chromium, median of ${RUNS} audits per page; mobile at the CPU slowdown calibrated to the host's speed in each audit, Lighthouse's default 4× beside it): ` +
      `${allWithin ? 'every page within the budget' : '**a page is over the budget**'} (performance ≥ ${BUDGET.performance}, CLS ≤ ${BUDGET.cls}, LCP ≤ ${seconds(BUDGET.lcpMs)} s) on both presets.`,
    '',
    '| preset | page | performance | CLS | LCP s | TBT ms | at 4× (host index: calibrated slowdown) | budget |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
    '<!-- /bench:lighthouse -->',
  ].join('\n');
  writeFileSync(doc, text.replace(marker, table));
  console.log('docs/performance.md updated.');
}

const dataDir = mkdtempSync(join(tmpdir(), 'kelas-bench-lighthouse-'));
const profileDir = mkdtempSync(join(tmpdir(), 'kelas-bench-lighthouse-profile-'));
let platform: ChildProcess | undefined;
let allWithin = true;
try {
  await ensureWebBuild();
  platform = await startDemoPlatform(PORT, WEB_DIST, dataDir);
  const targets: Target[] = [
    { label: 'home `/`', path: '/' },
    { label: 'catalogue `/courses/`', path: '/courses/' },
    { label: `course landing \`/courses/${COURSE}/\``, path: `/courses/${COURSE}/` },
    {
      label: 'signed-in course page',
      path: await firstPageOfCourse(),
      profile: await signedInProfile(profileDir, await signInLearner()),
    },
  ];
  const chosen = targets.filter((target) => PAGES?.some((word) => target.label.includes(word)) ?? true);
  const rows: string[] = [];
  console.log(`\n${'preset'.padEnd(8)} ${'page'.padEnd(48)} perf    CLS   LCP s  TBT ms  budget`);
  for (const preset of PRESETS) {
    for (const target of chosen) {
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await audit(target, preset));
      const figures = medianFigures(runs);
      const within = withinBudget(figures);
      if (!within) allWithin = false;
      rows.push(row(preset, target, figures));
      console.log(
        `${preset.padEnd(8)} ${`${target.label.replace(/`/g, '')} ${target.profile ? target.path : ''}`.padEnd(48)} ${String(figures.performance).padStart(4)} ${figures.cls.toFixed(3).padStart(6)} ${seconds(figures.lcpMs).padStart(6)} ${figures.tbtMs.toFixed(0).padStart(7)}  ${within ? 'within' : 'OVER'}  ${calibration(figures)}`,
      );
    }
  }
  console.log(
    `\nBudget (both presets): performance ≥ ${BUDGET.performance}, CLS ≤ ${BUDGET.cls}, LCP ≤ ${seconds(BUDGET.lcpMs)} s: ${allWithin ? 'every page within' : 'OVER BUDGET'}.`,
  );
  if (chosen.length === targets.length && PRESETS.length === ALL_PRESETS.length) updateDoc(rows, allWithin);
} finally {
  platform?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
process.exit(allWithin ? 0 : 1);
