import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '../../common/constants';
import { setUpTestApp } from '../test/set-up-test-app';
import { acceptedLanguage } from './reader-language';

const testApp = setUpTestApp();

const page = (url: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({ method: 'GET', url, headers });
const htmlLang = (body: string) => /<html lang="([^"]*)"/.exec(body)?.[1];

describe("the page's language (<html lang>)", () => {
  it('is the language the reader chose, then their browser’s, then English', async () => {
    expect(htmlLang((await page('/courses/')).body)).toBe('en');
    expect(htmlLang((await page('/courses/', { cookie: `${LANGUAGE_COOKIE}=id` })).body)).toBe('id');
    const malay = await page('/about/', { 'accept-language': 'ms-MY,ms;q=0.9,en;q=0.8' });
    expect(htmlLang(malay.body)).toBe('ms');
    expect(malay.headers.vary).toMatch(/Accept-Language/);
    // The choice beats the browser; an unknown choice does not count.
    const both = { cookie: `${LANGUAGE_COOKIE}=id`, 'accept-language': 'ms' };
    expect(htmlLang((await page('/about/', both)).body)).toBe('id');
    const unknown = { cookie: `${LANGUAGE_COOKIE}=fr`, 'accept-language': 'fr, ms;q=0.5' };
    expect(htmlLang((await page('/about/', unknown)).body)).toBe('ms');
  });

  it('reads Accept-Language by quality, then order', () => {
    expect(acceptedLanguage('fr-CA, id;q=0.4, ms;q=0.7')).toBe('ms');
    expect(acceptedLanguage('in-ID')).toBe('id');
    expect(acceptedLanguage('ms;q=0, *')).toBeNull();
    expect(acceptedLanguage('en-GB, id')).toBe('en');
    expect(acceptedLanguage(undefined)).toBeNull();
  });
});

describe('profile addresses', () => {
  it('answer 404 for a tab a profile does not have', async () => {
    expect((await page('/u/aisyah-rahman/portfolio/')).statusCode).toBe(404);
    expect((await page('/u/aisyah-rahman/fans/')).statusCode).toBe(200);
    expect((await page('/u/aisyah-rahman/blog/')).statusCode).toBe(200);
  });
});
