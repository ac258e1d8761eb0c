import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScreenName } from '../common/routes';
import { partsNamedIn } from '../web/i18n/english-sections';
import { sourceMapFolder } from '../web/served-build';

// The first-load budget of every visitor screen (docs/performance.md) without a browser: a
// production build's manifest (.vite/manifest.json) gives the entry chunk, each screen's chunk and
// the chunks each imports statically, which is what the browser fetches on opening the screen as a
// visitor (nothing there is loaded on demand before the page settles). `npm run bench:first-load`
// measures the same in Chromium, and catches a lazy chunk that a screen would request at once.
const BUDGET_BYTES = 150 * 1024;
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The screens a signed-out visitor can open (common/routes.ts), by their module (web/router.tsx).
 * The others (course creation and administration, class administration, my courses, progress,
 * student info, account and notification settings, the staff screens) ask a visitor to sign in.
 */
const VISITOR_SCREENS = {
  home: 'screens/home/home-screen.tsx',
  about: 'screens/marketing/about-screen.tsx',
  learningServices: 'screens/marketing/learning-services-screen.tsx',
  contact: 'screens/marketing/contact-screen.tsx',
  partners: 'screens/marketing/partners-screen.tsx',
  notFound: 'screens/not-found/not-found-screen.tsx',
  courses: 'screens/courses/courses-screen.tsx',
  courseLanding: 'screens/courses/course-landing-screen.tsx',
  coursePage: 'screens/course-page/course-page-screen.tsx',
  login: 'screens/accounts/login-screen.tsx',
  register: 'screens/accounts/register-screen.tsx',
  resetPassword: 'screens/accounts/reset-password-screen.tsx',
  verifyEmail: 'screens/accounts/verify-email-screen.tsx',
  classInvitation: 'screens/class-invitation/class-invitation-screen.tsx',
  profile: 'screens/profile/profile-screen.tsx',
  profileBlog: 'screens/profile/blog-screen.tsx',
  profilePortfolio: 'screens/portfolio/public-portfolio-screen.tsx',
  termsDocument: 'screens/terms/terms-document-screen.tsx',
  endedError: 'screens/ended-error/ended-error-screen.tsx',
  pricing: 'screens/subscriptions/pricing-screen.tsx',
} as const satisfies Partial<Record<ScreenName, string>>;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

let outDir: string;
let manifest: Record<string, ManifestChunk>;

/** The manifest key of the one entry chunk. */
function entryKey(): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  expect(entries).toHaveLength(1);
  return entries[0]!;
}

/** The manifest keys of `keys` and, transitively, of their static imports. */
function staticClosure(keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/** The gzip bytes (level 9, as the build's .gz copies) of the chunks of `keys`. */
function gzipBytes(keys: string[]): Array<{ file: string; gzip: number }> {
  return keys.map((key) => {
    const file = manifest[key]?.file ?? '';
    return { file, gzip: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length };
  });
}

/** The web app's TypeScript sources (web/) that went into `chunkFile`, from its source map. */
function webSourcesOf(chunkFile: string): string[] {
  const map = join(sourceMapFolder(outDir), `${chunkFile}.map`);
  // A chunk of English alone (a section of en.json) has no map.
  if (!existsSync(map)) return [];
  const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
  return sources
    .map((file) => resolve(sourceMapFolder(outDir), 'assets', file))
    .filter((path) => path.startsWith(join(ROOT, 'web/')) && /\.tsx?$/.test(path));
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

describe("a visitor screen's first load", () => {
  it.each(Object.entries(VISITOR_SCREENS))(
    '%s ships at most 150 KiB of gzip JavaScript',
    (_screen, module) => {
      expect(manifest[entryKey()]?.dynamicImports).toContain(module);
      const sizes = gzipBytes(staticClosure([entryKey(), module]));
      const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
      expect(
        total,
        `${(total / 1024).toFixed(1)} KiB: ${sizes.map(({ file, gzip }) => `${file} ${gzip}`).join(', ')}`,
      ).toBeLessThanOrEqual(BUDGET_BYTES);
    },
  );

  it('brings the English its code uses: each part of en.json a chunk names is in it or a chunk it imports', () => {
    const english = JSON.parse(readFileSync(join(ROOT, 'web/i18n/locales/en.json'), 'utf8'));
    const missing: string[] = [];
    for (const key of Object.keys(manifest).filter((chunk) => manifest[chunk]?.file.endsWith('.js'))) {
      const code = staticClosure([key])
        .map((chunk) => readFileSync(join(outDir, manifest[chunk]?.file ?? ''), 'utf8'))
        .join('\n');
      const named = webSourcesOf(manifest[key]?.file ?? '').flatMap((path) =>
        partsNamedIn(readFileSync(path, 'utf8'), english, path.endsWith('.tsx') ? 'tsx' : 'ts'),
      );
      // A part registers `{ section: {…} }` or `{ section: { name: … } }` (web/i18n/english-sections.ts).
      for (const part of new Set(named)) {
        const [section, name] = part.split('.');
        // A plural or context form stands for its name ('bytes_one' for 'bytes').
        const registered = new RegExp(`[{,]"?${section}"?:\\{${name ? `"?${name}(?:_\\w+)?"?:` : ''}`);
        if (!registered.test(code)) missing.push(`${part} for ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names the field reasons only through fieldReasonText, which needs no English of them (web/lib/field-reasons.ts)', () => {
    const naming = Object.values(manifest)
      .filter((chunk) => chunk.file.endsWith('.js'))
      .flatMap((chunk) => webSourcesOf(chunk.file))
      .filter((path) => /['"`]fieldReasons\./.test(readFileSync(path, 'utf8')))
      .map((path) => path.slice(ROOT.length));
    expect([...new Set(naming)]).toEqual(['web/lib/field-reasons.ts']);
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
