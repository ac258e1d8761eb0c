import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RevisionSummary } from '../../../common/api/page-admin';
import { coursePageKey } from '../../api/course-page';
import { queryClient } from '../../api/query-client';
import { authStore } from '../../auth/auth-store';
import { buildCoursePage, buildUser } from '../../test/fixtures';
import { resetClientAroundEachTest } from '../../test/fresh-client';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';
import { PageHistoryMode } from './page-history-mode';

resetClientAroundEachTest();
afterEach(() => vi.restoreAllMocks());

const PAGE = buildCoursePage({ revisionId: 'r3', isEditor: true, isAdmin: true });

const revision = (id: string, createdAt: string, extra: Partial<RevisionSummary> = {}): RevisionSummary => ({
  id,
  createdAt,
  savedAt: createdAt,
  changes: {
    pageCreated: false,
    blocksAdded: 0,
    blocksRemoved: 0,
    blocksEdited: 1,
    blocksMoved: false,
    sectionsChanged: false,
  },
  authorName: 'Siti Rahmah',
  restoredFrom: null,
  isCurrent: false,
  blockCount: 1,
  ...extra,
});

// One editing session of 17 minutes: two blocks added, one edited, sections changed.
const R3 = revision('r3', '2026-03-03T02:00:00Z', {
  isCurrent: true,
  authorName: 'Budi Santoso',
  savedAt: '2026-03-03T02:17:00Z',
  changes: {
    pageCreated: false,
    blocksAdded: 2,
    blocksRemoved: 0,
    blocksEdited: 1,
    blocksMoved: true,
    sectionsChanged: true,
  },
});
const R2 = revision('r2', '2026-03-02T02:00:00Z');
const R1 = revision('r1', '2026-03-01T02:00:00Z', {
  authorName: null,
  changes: {
    pageCreated: true,
    blocksAdded: 1,
    blocksRemoved: 0,
    blocksEdited: 0,
    blocksMoved: false,
    sectionsChanged: false,
  },
});
const R4 = revision('r4', '2026-03-04T02:00:00Z', { isCurrent: true, restoredFrom: 'r2', changes: null });

function renderHistory() {
  act(() => authStore.userLoaded(buildUser({ timezone: 'Asia/Jakarta' })));
  render(
    <QueryClientProvider client={queryClient}>
      <PageHistoryMode page={PAGE} />
    </QueryClientProvider>,
  );
}

/** A server keeping the page's revisions; restoring adds one that is current. */
function serveRevisions() {
  let revisions = [R3, R2, R1];
  return stubFetch((call: FetchCall) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/json/page/read/getRevisions/p1') {
      const offset = Number(url.searchParams.get('offset'));
      const limit = offset === 0 ? 2 : 20;
      return jsonResponse({
        result: { revisions: revisions.slice(offset, offset + limit), total: revisions.length },
      });
    }
    if (url.pathname === '/json/page/read/getRevision/p1') {
      const id = url.searchParams.get('revisionId');
      const found = revisions.find((candidate) => candidate.id === id);
      const html = `<p>Content of ${id}</p>`;
      return jsonResponse({
        result: {
          revision: found,
          sections: [
            {
              id: 's1',
              settings: {},
              blocks: [
                {
                  id: 'b1',
                  widgetType: 'rich_text',
                  setupData: { html },
                  settings: {},
                  isProgressContributor: false,
                },
              ],
            },
          ],
        },
      });
    }
    if (url.pathname === '/json/page/update/restoreRevision/p1') {
      revisions = [R4, ...revisions.map((candidate) => ({ ...candidate, isCurrent: false }))];
      return jsonResponse({ result: { pageId: 'p1', revisionId: 'r4', sections: [] } });
    }
    return jsonResponse({ error: 'not_found', reason: 'Not found.' }, 404);
  });
}

const listButtons = () =>
  screen
    .getAllByRole('button', { pressed: undefined })
    .filter((button) => button.hasAttribute('aria-pressed'));

describe('history mode', () => {
  it('lists the revisions newest first, marks the current one and loads more on demand', async () => {
    const calls = serveRevisions();
    renderHistory();
    expect(await screen.findByText('Content of r3')).toBeTruthy();
    const [current, second] = listButtons();
    expect(current?.textContent).toContain('Budi Santoso');
    expect(current?.textContent).toContain('Current');
    expect(current?.textContent).toContain('Last saved Mar 3, 2026, 9:17');
    expect(current?.textContent).toContain(
      '2 blocks added, 1 block edited, blocks moved, and sections changed',
    );
    expect(second?.textContent).toContain('1 block edited');
    expect(second?.textContent).not.toContain('Last saved');
    expect(current?.getAttribute('aria-current')).toBe('true');
    expect(current?.getAttribute('aria-pressed')).toBe('true');
    // 02:00 UTC is 09:00 in Jakarta.
    expect(second?.textContent).toContain('Mar 2, 2026, 9:00');
    expect(second?.getAttribute('aria-current')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore this version' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(listButtons()).toHaveLength(3));
    expect(listButtons()[2]?.textContent).toContain('Unknown author');
    expect(listButtons()[2]?.textContent).toContain('Page created with 1 block');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.filter((call) => call.url.includes('getRevisions')).map((call) => call.url)).toEqual([
      '/json/page/read/getRevisions/p1?offset=0&limit=20',
      '/json/page/read/getRevisions/p1?offset=2&limit=20',
    ]);
  });

  it('previews a revision and restores it after confirming, refreshing the page and the list', async () => {
    const calls = serveRevisions();
    queryClient.setQueryData(coursePageKey('data-101', 'intro', 'user-1'), PAGE);
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    renderHistory();
    await screen.findByText('Content of r3');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(listButtons()).toHaveLength(3));
    const older = listButtons()[1] as HTMLElement;
    fireEvent.click(older);
    expect(older.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('Content of r2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Restore this version' }));
    expect(confirm).toHaveBeenCalled();
    expect(await screen.findByText('The version was restored and is now the current version.')).toBeTruthy();
    const restore = calls.find((call) => call.url.includes('restoreRevision'));
    expect(restore?.method).toBe('POST');
    expect(restore?.body).toEqual({ revisionId: 'r2' });
    expect(restore?.headers['x-csrftoken']).toBe('token');
    expect(queryClient.getQueryState(coursePageKey('data-101', 'intro', 'user-1'))?.isInvalidated).toBe(true);

    await waitFor(() =>
      expect(listButtons()[0]?.textContent).toContain('Restored from the version of Mar 2, 2026'),
    );
    const newest = listButtons()[0] as HTMLElement;
    expect(newest.getAttribute('aria-current')).toBe('true');
    expect(newest.getAttribute('aria-pressed')).toBe('true');
    expect(within(newest).getByText('Current')).toBeTruthy();
    expect(listButtons()).toHaveLength(4);
  });

  it('restores nothing when the confirmation is declined', async () => {
    const calls = serveRevisions();
    vi.stubGlobal('confirm', () => false);
    renderHistory();
    await screen.findByText('Content of r3');
    fireEvent.click(listButtons()[1] as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore this version' }));
    expect(calls.some((call) => call.url.includes('restoreRevision'))).toBe(false);
  });

  it('says so when the page has no revisions', async () => {
    stubFetch(() => jsonResponse({ result: { revisions: [], total: 0 } }));
    renderHistory();
    expect(await screen.findByText('This page has no saved versions yet.')).toBeTruthy();
  });

  it('shows the reason when the history cannot be loaded', async () => {
    stubFetch(() => jsonResponse({ error: 'forbidden', reason: 'You may not edit this page.' }, 403));
    renderHistory();
    // One retry first, as for every query.
    expect((await screen.findByRole('alert', {}, { timeout: 3000 })).textContent).toBe(
      'You may not edit this page.',
    );
  });
});
