import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceMapFolder } from '../web/served-build';

// The catalogue's first-load budget (docs/performance.md) without a browser: a production build's
// manifest (.vite/manifest.json) gives the entry chunk, the catalogue screen's chunk and the chunks
// each imports statically, which is what the browser fetches on /courses/ for a visitor (nothing
// there is loaded on demand before the page settles). `npm run bench:first-load` measures the same
// in Chromium, and catches a lazy chunk that the first screen would request at once.
const BUDGET_BYTES = 150 * 1024;
const CATALOGUE_SCREEN = 'screens/courses/courses-screen.tsx';
const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

let outDir: string;
let manifest: Record<string, ManifestChunk>;

/** The manifest keys of the entry and the catalogue screen and, transitively, of their static imports. */
function firstLoadChunks(): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  expect(entries).toHaveLength(1);
  for (const key of [...entries, CATALOGUE_SCREEN]) visit(key);
  return [...seen];
}

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'kelas-first-load-'));
  // Its own process: a production build whatever NODE_ENV the tests run with.
  await promisify(execFile)(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--outDir',
      outDir,
    ],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'production' } },
  );
  manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
}, 120_000);

afterAll(() => {
  if (!outDir) return;
  rmSync(outDir, { recursive: true, force: true });
  rmSync(sourceMapFolder(outDir), { recursive: true, force: true });
});

describe("the catalogue's first load", () => {
  it('ships at most 150 KiB of gzip JavaScript', () => {
    expect(manifest[CATALOGUE_SCREEN]).toBeDefined();
    const sizes = firstLoadChunks().map((key) => {
      const file = manifest[key]?.file ?? '';
      return { file, gzip: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length };
    });
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    expect(
      total,
      `${(total / 1024).toFixed(1)} KiB: ${sizes.map(({ file, gzip }) => `${file} ${gzip}`).join(', ')}`,
    ).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('uses no English of en.json, which loads with the other screens (web/i18n/i18n.ts)', () => {
    const rest = JSON.parse(readFileSync(join(ROOT, 'web/i18n/locales/en.json'), 'utf8')) as object;
    const sources = new Set<string>();
    for (const key of firstLoadChunks()) {
      const map = join(sourceMapFolder(outDir), `${manifest[key]?.file}.map`);
      const { sources: files } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
      for (const file of files) {
        const path = resolve(sourceMapFolder(outDir), 'assets', file);
        if (!path.includes('node_modules') && /\.tsx?$/.test(path)) sources.add(path);
      }
    }
    expect(sources.size).toBeGreaterThan(10);
    // A key is written whole in the code ('catalogue.title', `courseForm.categories.${…}`).
    const uses = (text: string, section: string) => new RegExp(`['"\`]${section}\\.\\w`).test(text);
    const found = [...sources].flatMap((path) => {
      const text = readFileSync(path, 'utf8');
      return Object.keys(rest)
        .filter((section) => uses(text, section))
        .map((section) => `${section} in ${path.slice(ROOT.length)}`);
    });
    expect(found).toEqual([]);
  });
});

describe('the served build (web/served-build.ts)', () => {
  it('holds no source map nor a link to one; they are kept beside it', () => {
    const served = readdirSync(outDir, { recursive: true }).map(String);
    expect(served.filter((file) => file.endsWith('.map'))).toEqual([]);
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)?.file ?? '';
    expect(readFileSync(join(outDir, entry), 'utf8')).not.toContain('sourceMappingURL');
    expect(existsSync(join(sourceMapFolder(outDir), `${entry}.map`))).toBe(true);
  });

  it('has a brotli and a gzip copy of each script, stylesheet and page', () => {
    const served = readdirSync(outDir, { recursive: true }).map(String);
    const compressible = served.filter((file) => /\.(?:js|css|html)$/.test(file));
    expect(compressible.length).toBeGreaterThan(10);
    // Files under a kilobyte are left as they are.
    const worthIt = compressible.filter((file) => readFileSync(join(outDir, file)).length >= 1024);
    for (const file of worthIt) expect(served).toEqual(expect.arrayContaining([`${file}.br`, `${file}.gz`]));
  });
});
