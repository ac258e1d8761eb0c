import { describe, expect, it } from 'vitest';

// The shared folders sit below the screens: a screen may use them, never the reverse, so a helper
// that two screens need lives here and not in one screen's folder. Vite reads the sources as text.
const SOURCES = import.meta.glob<string>(
  [
    '../components/**/*.{ts,tsx}',
    '../hooks/**/*.{ts,tsx}',
    '../api/**/*.{ts,tsx}',
    '../auth/**/*.{ts,tsx}',
    '../lib/**/*.{ts,tsx}',
    // Its own examples of a wrong import are strings, not imports.
    '!./import-boundaries.test.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** This file, relative to web/. */
const HERE = 'lib/import-boundaries.test.ts';

const SHARED_FOLDERS = ['components', 'hooks', 'api', 'auth', 'lib'];

// `from '…'`, `import '…'`, `import('…')` and `vi.mock('…')`.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*|\bvi\.mock\(\s*)['"]([^'"]+)['"]/g;

/** `specifier` as a path from web/, when it is relative; null for a package. */
function resolve(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const parts = file.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The imports of `source` (a file at `file`, relative to web/) that reach into web/screens/. */
function screenImports(file: string, source: string): string[] {
  return [...source.matchAll(SPECIFIER)]
    .map((match) => match[1]!)
    .filter((specifier) => resolve(file, specifier)?.startsWith('screens/'));
}

describe('import boundaries', () => {
  // Keys are relative to this file: `./paths.ts`, `../components/modal.tsx`.
  const files = Object.entries(SOURCES).map(([key, source]) => ({ file: resolve(HERE, key)!, source }));

  it('reads every shared folder', () => {
    const folders = new Set(files.map(({ file }) => file.split('/')[0]));
    expect([...folders].sort()).toEqual([...SHARED_FOLDERS].sort());
  });

  it('finds an import of a screen', () => {
    expect(screenImports('components/x.tsx', "import { y } from '../screens/courses/y';")).toEqual([
      '../screens/courses/y',
    ]);
    expect(screenImports('lib/x.ts', "const y = lazy(() => import('../screens/y/z'));")).toEqual([
      '../screens/y/z',
    ]);
    expect(screenImports('lib/x.ts', "import { y } from './screens';")).toEqual([]);
  });

  it('keeps components, hooks, api, auth and lib from importing web/screens/', () => {
    const offending = files.flatMap(({ file, source }) =>
      screenImports(file, source).map((specifier) => `${file} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
