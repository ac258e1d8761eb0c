import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicPortfolio, PublicPortfolioPost } from '../../../common/api/portfolio';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

// A visitor: nobody signed in.
resetAppAroundEachTest(() => null);

const post = (id: string): PublicPortfolioPost => ({
  id,
  body: `<p>Work ${id}</p>`,
  attachments: [],
  createdAt: '2026-03-01T10:00:00.000Z',
  courseName: 'Data 101',
});

const PAGE: NonNullable<PublicPortfolio> = {
  fullName: 'Ana Putri',
  profileName: 'ana-putri',
  avatarUrl: null,
  headline: 'Data analyst in training',
  posts: [post('a'), post('b')],
  nextCursor: 'next',
};

describe('the public portfolio page', () => {
  it('shows the owner, headline and shown posts, and loads more', async () => {
    const calls = stubFetch((call) => {
      if (call.url.includes('/json/portfolio/lookup/getPublic')) {
        return jsonResponse({
          result: call.url.includes('before=next') ? { ...PAGE, posts: [post('c')], nextCursor: null } : PAGE,
        });
      }
      return jsonResponse({ result: null });
    });
    renderApp('/u/ana-putri/portfolio/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Ana Putri');
    expect(screen.getByText('Data analyst in training')).toBeTruthy();
    expect(screen.getByText('Work a')).toBeTruthy();
    expect(screen.getAllByText(/^Data 101 ·/)).toHaveLength(2);
    expect(calls.find((call) => call.url.includes('getPublic'))?.url).toContain('profileName=ana-putri');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Work c')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says the portfolio is not published when the server has none to show', async () => {
    stubFetch(() => jsonResponse({ result: null }));
    renderApp('/u/nobody/portfolio/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'This portfolio is not published.',
    );
  });

  it('says why when the page cannot be read', async () => {
    stubFetch((call) =>
      call.url.includes('getPublic')
        ? jsonResponse({ error: 'unavailable', reason: 'The service is unavailable.' }, 503)
        : jsonResponse({ result: null }),
    );
    renderApp('/u/ana-putri/portfolio/');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByText('This portfolio is not published.')).toBeNull();
  });
});
