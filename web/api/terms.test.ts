import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, showLanguage } from '../i18n/i18n';
import { jsonResponse, setCsrfCookie, stubFetch } from '../test/stub-fetch';
import { fetchEnabledFeatures } from './features';
import { fetchTermsNextUpdateDates, fetchTermsUpdateDates } from './terms';

beforeEach(async () => {
  await i18n.changeLanguage('en');
  setCsrfCookie('token');
});
afterEach(() => vi.unstubAllGlobals());

const noResponse = () => stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

describe('the spec §8 wording of failed terms and feature loads', () => {
  it('shows what the server answered when the update dates fail', async () => {
    stubFetch(() => jsonResponse({ error: 'not_signed_in', reason: 'Sign in to continue.' }, 401));
    await expect(fetchTermsUpdateDates()).rejects.toThrow('Sign in to continue.');
  });

  it("else 'Error retrieving ToS Update dates' and 'Error retrieving next ToS Update dates'", async () => {
    noResponse();
    await expect(fetchTermsUpdateDates()).rejects.toThrow(/^Error retrieving ToS Update dates$/);
    await expect(fetchTermsNextUpdateDates()).rejects.toThrow(/^Error retrieving next ToS Update dates$/);
  });

  it('translates the fallback', async () => {
    await showLanguage('ms');
    noResponse();
    await expect(fetchTermsNextUpdateDates()).rejects.toThrow(
      /^Ralat semasa mendapatkan tarikh kemas kini Terma Perkhidmatan yang seterusnya$/,
    );
  });

  it("says 'Error retrieving enabled features' whatever went wrong", async () => {
    stubFetch(() =>
      jsonResponse({ error: 'forbidden', reason: 'You do not have permission to do this.' }, 403),
    );
    await expect(fetchEnabledFeatures('u-1')).rejects.toThrow(/^Error retrieving enabled features$/);
    noResponse();
    await expect(fetchEnabledFeatures('u-1')).rejects.toThrow(/^Error retrieving enabled features$/);
  });

  it('asks for the features and variants of the user', async () => {
    const calls = stubFetch(({ url }) =>
      jsonResponse({ result: url.includes('/variants') ? { beta: 'b' } : ['beta'] }),
    );
    expect(await fetchEnabledFeatures('u-1')).toEqual({ keys: ['beta'], variants: { beta: 'b' } });
    expect(calls.map((call) => call.url).sort()).toEqual([
      '/json/feature/lookup/features?userId=u-1',
      '/json/feature/lookup/variants?userId=u-1',
    ]);
  });
});
