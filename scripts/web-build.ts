import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// The same folder the server serves (WEB_DIST, default web/dist).
const OUT_DIR = resolve(ROOT, process.env.WEB_DIST || 'web/dist');
const BUILD_MARKER = join(OUT_DIR, 'index.html');
// The server-rendering bundle the server loads at run time (SSR_DIST, default web/dist-ssr).
const SSR_OUT_DIR = resolve(ROOT, process.env.SSR_DIST || 'web/dist-ssr');
const SSR_ENTRY = 'ssr/render-view.tsx';
const SSR_MARKER = join(SSR_OUT_DIR, 'render-view.js');
const SOURCES = ['web', 'common', 'package-lock.json'];
// Build outputs inside the source folders: the default builds, and the `web/dist-*` folders that
// WEB_DIST and SSR_DIST name for side-by-side builds (e2e, benchmarks), which are not sources.
const OUTPUTS = new Set(['dist', 'dist-ssr', 'node_modules']);
const isOutput = (entry: string) => OUTPUTS.has(entry) || entry.startsWith('dist-');

/**
 * Can this install build? Vite and the other build tools are dev dependencies: an install made
 * with `npm ci --omit=dev` has none, and runs the builds it was given whatever their files' dates.
 */
function canBuild(): boolean {
  try {
    createRequire(import.meta.url).resolve('vite/package.json');
    return true;
  } catch {
    return false;
  }
}

/** Stop with what to do when `marker`'s build is needed and this install cannot build. */
function requireBuildTools(marker: string): void {
  if (canBuild()) return;
  throw new Error(
    `${relative(ROOT, marker)} needs building, and this install cannot build: Vite is a dev ` +
      'dependency, which `npm ci --omit=dev` leaves out. Build where the dev dependencies are ' +
      '(`npm ci && npm run build`) and deploy web/dist and web/dist-ssr with the code, or run ' +
      '`npm install` here.',
  );
}

/** The newest modification time among the files the web build is made from. */
function newestSourceTime(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (isOutput(entry)) continue;
    newest = Math.max(newest, newestSourceTime(join(path, entry)));
  }
  return newest;
}

/**
 * Is the build whose last written file is `marker` missing, or older than one of its sources (when
 * this install can build at all)?
 */
function isStale(marker: string): boolean {
  if (!existsSync(marker)) return true;
  if (!canBuild()) return false;
  const built = statSync(marker).mtimeMs;
  return SOURCES.some(
    (source) => existsSync(join(ROOT, source)) && newestSourceTime(join(ROOT, source)) > built,
  );
}

/** Is the web build missing, or older than one of its sources? */
export function isWebBuildStale(): boolean {
  return isStale(BUILD_MARKER);
}

/** Build the web app with Vite when it is missing or stale. */
export async function ensureWebBuild(): Promise<void> {
  if (!isWebBuildStale()) return;
  requireBuildTools(BUILD_MARKER);
  console.log('Building the web app…');
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'web/vite.config.ts'), logLevel: 'warn', build: { outDir: OUT_DIR } });
}

/** Is the server-rendering bundle missing, or older than one of its sources? */
export function isSsrBuildStale(): boolean {
  return isStale(SSR_MARKER);
}

/** Build the server-rendering bundle when it is missing or stale. */
export async function ensureSsrBuild(): Promise<void> {
  if (isSsrBuildStale()) await buildSsrBundle();
}

/**
 * Build the server-rendering bundle: `web/ssr/render-view.tsx` as an ESM file the server imports
 * at run time, into SSR_DIST or `outDir`. Packages stay imports from node_modules, which keeps the build to a few seconds; no
 * CSS is emitted (the rendered pages link the web build's stylesheet).
 */
export async function buildSsrBundle(outDir: string = SSR_OUT_DIR): Promise<void> {
  requireBuildTools(SSR_MARKER);
  console.log('Building the server-rendering bundle…');
  const [{ build }, { default: react }] = await Promise.all([import('vite'), import('@vitejs/plugin-react')]);
  await build({
    configFile: false,
    root: join(ROOT, 'web'),
    plugins: [react()],
    // The browser's public files belong to the web build only.
    publicDir: false,
    // The production JSX runtime whatever NODE_ENV the building process has (tests run under
    // 'test'): react/jsx-dev-runtime has no jsxDEV in a production server.
    oxc: { jsx: { runtime: 'automatic', development: false } },
    logLevel: 'warn',
    build: { ssr: SSR_ENTRY, outDir, emptyOutDir: true, minify: false, sourcemap: false },
  });
}
