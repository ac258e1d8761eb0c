import { describe, expect, it } from 'vitest';
import { suggestPath } from './suggest-path';

describe('suggestPath', () => {
  it('lowercases a title and joins its words with hyphens', () => {
    expect(suggestPath('Bar Charts: the Basics!')).toBe('bar-charts-the-basics');
  });

  it('drops accents and leading or trailing separators', () => {
    expect(suggestPath('  Écoute & Réflexion  ')).toBe('ecoute-reflexion');
  });

  it('gives nothing for a title without letters or digits, and stays within the path limit', () => {
    expect(suggestPath('¿?')).toBe('');
    expect(suggestPath(`${'a'.repeat(79)} b`)).toBe('a'.repeat(79));
  });
});
