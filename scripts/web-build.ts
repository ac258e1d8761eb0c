import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
// The same folder the server serves (WEB_DIST, default web/dist).
const OUT_DIR = resolve(ROOT, process.env.WEB_DIST || 'web/dist');
const BUILD_MARKER = join(OUT_DIR, 'index.html');
const SOURCES = ['web', 'common', 'package-lock.json'];

/** The newest modification time among the files the web build is made from. */
function newestSourceTime(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'dist' || entry === 'node_modules') continue;
    newest = Math.max(newest, newestSourceTime(join(path, entry)));
  }
  return newest;
}

/** Is the web build missing, or older than one of its sources? */
export function isWebBuildStale(): boolean {
  if (!existsSync(BUILD_MARKER)) return true;
  const built = statSync(BUILD_MARKER).mtimeMs;
  return SOURCES.some(
    (source) => existsSync(join(ROOT, source)) && newestSourceTime(join(ROOT, source)) > built,
  );
}

/** Build the web app with Vite when it is missing or stale. */
export async function ensureWebBuild(): Promise<void> {
  if (!isWebBuildStale()) return;
  console.log('Building the web app…');
  const { build } = await import('vite');
  await build({ configFile: join(ROOT, 'web/vite.config.ts'), logLevel: 'warn', build: { outDir: OUT_DIR } });
}
