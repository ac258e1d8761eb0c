import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest();

const DOCUMENT = {
  type: 'privacy_policy',
  version: '2026-01-01T00:00:00.000Z',
  language: 'en',
  title: 'Privacy policy',
  sections: [
    { heading: 'Who we are', paragraphs: ['This policy explains what Kelas keeps.'] },
    { heading: 'What we keep', paragraphs: ['Your account.', 'Your learning.'] },
  ],
};

describe('the terms document screen', () => {
  it('shows the text of the version in force, in the reader’s language, to a visitor', async () => {
    const calls = stubFetch(({ url }) =>
      url.includes('getTermsDocument') ? jsonResponse({ result: DOCUMENT }) : jsonResponse({ result: null }),
    );
    renderApp('/accounts/terms/privacy_policy/');
    expect(await screen.findByRole('heading', { level: 2, name: 'What we keep' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(screen.getByText('Version in force from January 1, 2026')).toBeTruthy();
    expect(screen.getByText('Your learning.')).toBeTruthy();
    const asked = calls.find((call) => call.url.includes('getTermsDocument'));
    expect(asked?.url).toContain('type=privacy_policy');
    expect(asked?.url).toContain('language=en');
  });

  it('asks for the version named in the address, and shows not found for one that does not exist', async () => {
    const calls = stubFetch(({ url }) =>
      url.includes('getTermsDocument')
        ? jsonResponse({ error: 'not_found', reason: 'Not found.' }, 404)
        : jsonResponse({ result: null }),
    );
    renderApp('/accounts/terms/terms_of_service/?version=2020-01-01T00:00:00.000Z');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(calls.find((call) => call.url.includes('getTermsDocument'))?.url).toContain('version=2020-01-01');
  });

  it('shows not found for a type of terms that does not exist', async () => {
    stubFetch(() => jsonResponse({ result: null }));
    renderApp('/accounts/terms/cookie_policy/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
