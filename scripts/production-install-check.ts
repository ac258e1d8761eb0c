import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../server/test/free-port';
import { ensureSsrBuild, ensureWebBuild } from './web-build';

// Issue 11 point 9: a production install needs no build tools. The project's files and its built
// web/dist and web/dist-ssr go into a new folder, `npm ci --omit=dev` installs the runtime
// dependencies only (Vite, Tailwind, TypeScript and the web app's bundled libraries are dev
// dependencies), and `npm start` there must serve /readyz and the home page. Run by .ci/run;
// by hand: `node --import tsx scripts/production-install-check.ts`.
const ROOT = fileURLToPath(new URL('..', import.meta.url));
// What a deployment copies: the code and the builds, not the dev-only folders.
const DEPLOYED = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.base.json',
  'server',
  'common',
  'scripts',
  'web',
];
const LEFT_OUT = new Set(['node_modules', '.tsbuild']);
// Not TypeScript: i18next and react-i18next name it an optional peer, and npm keeps a dev package
// that a runtime one names so (`devOptional`). Nothing at run time loads it: tsx runs the code.
const BUILD_TOOLS = ['vite', 'tailwindcss', '@tailwindcss/vite', '@vitejs/plugin-react', 'rolldown'];
const STARTED_WITHIN_MS = 120_000;

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function check(): Promise<void> {
  const began = performance.now();
  // The builds `npm start` makes in this (dev) install when they are missing or stale.
  await ensureWebBuild();
  await ensureSsrBuild();

  const target = mkdtempSync(join(tmpdir(), 'kelas-production-install-'));
  try {
    for (const entry of DEPLOYED) {
      cpSync(join(ROOT, entry), join(target, entry), {
        recursive: true,
        filter: (source) => !source.split('/').some((part) => LEFT_OUT.has(part)) && !isOtherBuild(source),
      });
    }
    const installing = performance.now();
    const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: target,
      stdio: 'inherit',
    });
    if (install.status !== 0) throw new Error(`npm ci --omit=dev failed (${install.status}).`);
    console.log(`npm ci --omit=dev: ${seconds(installing)}`);
    const present = BUILD_TOOLS.filter((name) => existsSync(join(target, 'node_modules', name)));
    if (present.length > 0)
      throw new Error(`The production install holds build tools: ${present.join(', ')}.`);

    const starting = performance.now();
    await servesHomePage(target);
    console.log(`npm start to a served home page: ${seconds(starting)}; the whole check: ${seconds(began)}`);
  } finally {
    rmSync(target, { recursive: true, force: true });
  }
}

/** The side-by-side builds (web/dist-e2e …) other commands make: not part of a deployment. */
function isOtherBuild(source: string): boolean {
  const name = source.slice(join(ROOT, 'web').length + 1);
  return name.startsWith('dist-') && !name.startsWith('dist-ssr');
}

/** `npm start` in `folder` answers 200 on /readyz and on the home page, then stops cleanly. */
async function servesHomePage(folder: string): Promise<void> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'DATA_DIR', 'WEB_DIST', 'SSR_DIST', 'S3_BUCKET']) delete env[name];
  const server = spawn('npm', ['start'], { cwd: folder, env, stdio: 'inherit', detached: true });
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  try {
    await untilAnswers(`http://127.0.0.1:${port}/readyz`, exited);
    const home = await fetch(`http://127.0.0.1:${port}/`);
    const html = await home.text();
    if (home.status !== 200 || !html.includes('<div id="root"')) {
      throw new Error(`The home page answered ${home.status}.`);
    }
    console.log(`/readyz 200 and the home page 200 (${html.length} bytes of HTML)`);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
    await exited;
  }
}

async function untilAnswers(url: string, exited: Promise<number | null>): Promise<void> {
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const deadline = performance.now() + STARTED_WITHIN_MS;
  while (performance.now() < deadline && !ended) {
    const status = await fetch(url).then(
      (reply) => reply.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(ended ? 'npm start exited before it was ready.' : `No 200 from ${url} in time.`);
}

await check().catch((error: Error) => {
  console.error(`Production install check failed: ${error.message}`);
  process.exit(1);
});
