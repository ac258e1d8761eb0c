import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reasonOf } from '../../common/reasons';
import { anyReasonOf } from './errors';

// Every reason the server words for a person carries a code of common/reasons.ts or of a registry
// kept apart, such as common/institution-reasons.ts (the envelope's
// reasonCode), which the web translates in English, Indonesian and Malay (web/i18n's tests hold
// every code translated). A reason without one would reach the screen in English.

const ROOT = join(import.meta.dirname, '..', '..');

function sources(folder: string, found: string[] = []): string[] {
  for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!['test', 'migrations', 'seed'].includes(entry.name)) sources(path, found);
    } else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) found.push(path);
  }
  return found;
}

const FILES = [...sources('server'), ...sources('common')];

// A reason written where it is thrown: `new AppError('code', 'text')` or `refuse('code', 'text')`.
const WRITTEN = /(?:new AppError\(\s*'[a-z_]+',|refuse\(\s*'[a-z_]+',)\s*(['"])((?:(?!\1)[^\\]|\\.)*)\1/g;
// A check of a request's schema (common/api): `{ error: 'text' }`.
const SCHEMA_CHECK = /error:\s*(['"])((?:(?!\1)[^\\]|\\.)*)\1/g;
// A module that declares reasons: `export const SOMETHING_REASON(S) = …` (and the request path's REASONS).
const DECLARES = /^export const (?:\w+_)?REASONS? =/m;

async function serverReasons(): Promise<Map<string, string>> {
  const reasons = new Map<string, string>();
  for (const file of FILES) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    for (const match of source.matchAll(WRITTEN)) reasons.set(match[2]!, file);
    if (file.startsWith(join('common', 'api')))
      for (const match of source.matchAll(SCHEMA_CHECK)) reasons.set(match[2]!, file);
    if (!DECLARES.test(source)) continue;
    const module: Record<string, unknown> = await import(join(ROOT, file));
    for (const [name, value] of Object.entries(module)) {
      if (!/(^|_)REASONS?$/.test(name) || name === 'FIELD_REASONS') continue;
      const texts = typeof value === 'string' ? [value] : Object.values(value as object);
      for (const text of texts) if (typeof text === 'string') reasons.set(text, `${file} ${name}`);
    }
  }
  return reasons;
}

describe('the reasons the server sends', () => {
  it('each have a code that the web translates', async () => {
    const reasons = await serverReasons();
    expect(reasons.size).toBeGreaterThan(80);
    const uncoded = [...reasons]
      .filter(([text]) => !anyReasonOf(text))
      .map(([text, where]) => `${where}: ${text}`);
    expect(uncoded.map((line) => relative(ROOT, line))).toEqual([]);
  });

  it('finds a reason without a code', () => {
    expect(reasonOf('Not found.')).toEqual({ code: 'request.notFound' });
    expect(reasonOf('A sentence nobody registered.')).toBeNull();
  });
});
