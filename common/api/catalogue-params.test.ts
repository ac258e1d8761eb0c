import { describe, expect, it } from 'vitest';
import { FRAMEWORK_COUNTRIES, FRAMEWORKS, frameworksOfCountry } from '../domain/opencred-frameworks';
import {
  CREDENTIAL_COUNTRIES,
  type QueryStringReader,
  readCatalogueState,
  toSearchInput,
  writeCatalogueState,
} from './catalogue-params';

/** A query string of single values as the reader the catalogue takes (common has no DOM types). */
const query = (pairs: Record<string, string>): QueryStringReader => ({
  get: (name) => pairs[name] ?? null,
  getAll: (name) => (name in pairs ? [pairs[name]!] : []),
});

describe('the credential country filter', () => {
  it('gives each framework its country, and each country its frameworks (none for US yet)', () => {
    expect(FRAMEWORKS.map((framework) => FRAMEWORK_COUNTRIES[framework])).toEqual(['AU', 'MY']);
    expect(frameworksOfCountry('AU')).toEqual(['AUSTRALIA']);
    expect(frameworksOfCountry('MY')).toEqual(['MALAYSIA']);
    expect(frameworksOfCountry('US')).toEqual([]);
    expect(CREDENTIAL_COUNTRIES).toEqual(['AU', 'US']);
  });

  it('is kept in the address, Any (none) left out, an unknown country ignored', () => {
    const state = readCatalogueState(query({ credentialCountry: 'US', sort: 'name_asc' }));
    expect(state.credentialCountry).toBe('US');
    expect(writeCatalogueState(state)).toEqual([
      ['credentialCountry', 'US'],
      ['sort', 'name_asc'],
    ]);
    expect(toSearchInput(state)).toMatchObject({ credentialCountry: 'US' });
    for (const country of [undefined, 'MY', 'au']) {
      const any = readCatalogueState(query(country === undefined ? {} : { credentialCountry: country }));
      expect(any.credentialCountry).toBeNull();
      expect(writeCatalogueState(any)).toEqual([]);
      expect(toSearchInput(any)).not.toHaveProperty('credentialCountry');
    }
  });
});
