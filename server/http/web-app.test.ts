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
    expect((await page('/u/aisyah-rahman/photos/')).statusCode).toBe(404);
    expect((await page('/u/aisyah-rahman/portfolio/')).statusCode).toBe(200);
    expect((await page('/u/aisyah-rahman/fans/')).statusCode).toBe(200);
    expect((await page('/u/aisyah-rahman/blog/')).statusCode).toBe(200);
  });
});

describe("a screen's reads preloaded by its HTML", () => {
  const preloads = (body: string) =>
    [...body.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]*)">/g)].map((match) =>
      (match[1] ?? '').replaceAll('&#38;', '&'),
    );

  it("are who is signed in, the screen's own reads and, with a session, the invitations", async () => {
    expect(preloads((await page('/')).body)).toEqual(['/json/auth/lookup/currentUser']);
    expect(preloads((await page('/courses/data%20101/')).body)).toEqual([
      '/json/auth/lookup/currentUser',
      '/json/course/read/getLandingPage/data%20101',
      '/json/cohort/lookup/listEnrollableClasses?coursePath=data%20101',
    ]);
    expect(preloads((await page('/u/aisyah-rahman/portfolio/')).body)).toEqual([
      '/json/auth/lookup/currentUser',
      '/json/portfolio/lookup/getPublic?profileName=aisyah-rahman',
    ]);
    const signedIn = await page('/courses/data/first-steps/', { cookie: 'sessionid=anything' });
    expect(preloads(signedIn.body)).toEqual([
      '/json/auth/lookup/currentUser',
      '/json/cohort/lookup/listMyInvitations',
      '/json/course/read/getPage/data?pagePath=first-steps',
      '/json/outline/read/getOutline/data',
    ]);
  });

  it('are none for a path that is no screen or has a malformed escape', async () => {
    expect(preloads((await page('/u/aisyah-rahman/photos/')).body)).toEqual([]);
    expect(preloads((await page('/courses/%E0%A4%A/')).body)).toEqual([]);
  });

  it('are addresses the server answers (no unknown call)', async () => {
    const signedIn = await page('/courses/data/first-steps/', { cookie: 'sessionid=anything' });
    for (const url of preloads(signedIn.body)) {
      const reply = await page(url);
      expect(reply.json(), url).not.toMatchObject({ error: 'unknown_method' });
      expect(reply.statusCode, url).not.toBe(500);
    }
  });
});
