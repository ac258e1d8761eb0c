import { describe, expect, it } from 'vitest';
import { safeNextPath } from './next-path';

const ORIGIN = 'https://kelas.example';

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeNextPath('/courses/?q=data#top', ORIGIN)).toBe('/courses/?q=data#top');
  });

  it.each([
    null,
    '',
    'courses/',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    'javascript:alert(1)',
  ])('goes home for %j', (next) => {
    expect(safeNextPath(next, ORIGIN)).toBe('/');
  });
});
