import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODULES } from './modules';

// The layer rule of docs/architecture.md, checked on every import of the server, scripts and
// benchmarks: a domain imports only lower domains, and only through their index.ts; the core
// imports no domain; the composition (app, entry points, seed, test helpers) only faces.

const SERVER = dirname(fileURLToPath(import.meta.url));
const PROJECT = resolve(SERVER, '..');
const DOMAINS = join(SERVER, 'domains');
const LAYERS = MODULES.map((module) => module.name);
/** Folders of the core: infrastructure every domain may use, which knows no domain. */
const CORE = [
  'db',
  'http',
  'rpc',
  'jobs',
  'mail',
  'csv-words',
  'security',
  'storage',
  'modules',
  'gateway-fakes',
];
/** The files that compose the domains into the application. */
const COMPOSITION = ['modules.ts', 'app.ts', 'main.ts', 'worker-main.ts'].map((name) => join(SERVER, name));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The files a source file imports by a relative path (static, dynamic and re-exports). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']*)'/g)].map(
    (match) => match[1]!,
  );
  return specifiers.map((specifier) => {
    const base = resolve(dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
      (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
    );
    return found ?? base;
  });
}

/** The domain a file belongs to, or null outside server/domains. */
function domainOf(file: string): string | null {
  const inside = relative(DOMAINS, file);
  return inside.startsWith('..') ? null : inside.split(sep)[0]!;
}

const isFace = (file: string) =>
  domainOf(file) !== null &&
  dirname(file) === join(DOMAINS, domainOf(file)!) &&
  file.endsWith(`${sep}index.ts`);

/** Why importing `target` from `file` breaks the layer rule, or null when it is fine. */
function violation(file: string, target: string): string | null {
  const from = domainOf(file);
  if (from !== null && COMPOSITION.includes(target)) return 'a domain never imports the composition';
  const to = domainOf(target);
  if (to === null) return null;
  const area = relative(SERVER, file).split(sep)[0]!;
  if (from === null) {
    if (CORE.includes(area)) return 'the core imports no domain';
    return isFace(target) ? null : `outside the domains, import ${to} through its index.ts`;
  }
  if (from === to)
    return isFace(target) && !isFace(file) ? 'a domain imports its own files, not its face' : null;
  if (!isFace(target)) return `import ${to} through its index.ts`;
  return LAYERS.indexOf(to) < LAYERS.indexOf(from) ? null : `${from} may not import ${to}, a domain above it`;
}

const FILES = ['server', 'scripts', 'bench', 'e2e'].flatMap((folder) => sourceFiles(join(PROJECT, folder)));

describe('the domain layers', () => {
  it('lists a module for every domain folder, in an order of its own', () => {
    const folders = readdirSync(DOMAINS, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...folders].sort()).toEqual([...LAYERS].sort());
    expect(new Set(LAYERS).size).toBe(LAYERS.length);
  });

  it('gives every domain a public face, a module and a policy', () => {
    for (const name of LAYERS) {
      for (const file of ['index.ts', 'module.ts', 'policy.ts']) {
        expect(existsSync(join(DOMAINS, name, file)), `${name}/${file}`).toBe(true);
      }
    }
  });

  it('keeps every import within the rule', () => {
    const broken = FILES.flatMap((file) =>
      importsOf(file).flatMap((target) => {
        const why = violation(file, target);
        return why ? [`${relative(PROJECT, file)} -> ${relative(PROJECT, target)}: ${why}`] : [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('catches an upward import, a reach into internals and a core import', () => {
    const file = (path: string) => join(SERVER, path);
    expect(violation(file('domains/courses/a.ts'), file('domains/classes/index.ts'))).toMatch(/above/);
    expect(violation(file('domains/classes/a.ts'), file('domains/courses/course-store.ts'))).toMatch(
      /index\.ts/,
    );
    expect(violation(file('domains/classes/a.ts'), file('domains/courses/index.ts'))).toBeNull();
    expect(violation(file('http/a.ts'), file('domains/accounts/index.ts'))).toMatch(/core/);
    expect(violation(file('domains/classes/a.ts'), file('domains/classes/index.ts'))).toMatch(/own/);
    expect(violation(file('domains/classes/a.ts'), file('modules.ts'))).toMatch(/composition/);
  });
});
