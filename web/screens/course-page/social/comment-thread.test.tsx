import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Comment } from '../../../../common/api/comment';
import { queryClient } from '../../../api/query-client';
import { authStore } from '../../../auth/auth-store';
import { buildUser } from '../../../test/fixtures';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch';
import { CommentThread } from './comment-thread';
import { BUDI, buildComment, buildPost, COHORT, SITI } from './social-test-data';

resetClientAroundEachTest();

const POST_ID = buildPost().id;
const THREAD = `/json/comment/read/getPostComments/${POST_ID}`;

function renderThread() {
  act(() => authStore.userLoaded(buildUser()));
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <CommentThread target={{ postId: POST_ID }} cohortPath={COHORT} label="Comments on the post" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const serveThread = (comments: Comment[], more: (url: string) => Response | null = () => null) =>
  stubFetch((call) => {
    const answer = more(call.url);
    if (answer) return answer;
    if (call.url.startsWith(THREAD)) return jsonResponse({ result: { comments, nextCursor: null } });
    return jsonResponse({}, 404);
  });

describe('a comment thread', () => {
  it('shows removed and hidden comments as placeholders, and markup in a comment as text', async () => {
    serveThread([
      buildComment({ id: 'c1', state: 'removed', author: null, body: '' }),
      buildComment({ id: 'c2', state: 'hidden', body: '' }),
      buildComment({ id: 'c3', body: '<script>alert(1)</script><b>bold</b>' }),
    ]);
    const { container } = renderThread();
    expect(await screen.findByText('This comment was removed.')).toBeTruthy();
    expect(screen.getByText('This comment was hidden by a moderator.')).toBeTruthy();
    expect(screen.getByText('<script>alert(1)</script><b>bold</b>')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('refuses an empty comment in the browser, keeping the focus in the box', async () => {
    const calls = serveThread([]);
    renderThread();
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write a comment.');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Write a comment' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('suggests the class’s members after @, chosen with the arrow keys and Enter, and sends their ids', async () => {
    const created = buildComment({
      id: 'c9',
      author: SITI,
      body: `Thanks @${BUDI.fullName}`,
      mentions: [BUDI],
    });
    const calls = serveThread([], (url) => {
      if (url.startsWith('/json/comment/lookup/mentionCandidates'))
        return jsonResponse({ result: [SITI, BUDI] });
      if (url === '/json/comment/create') return jsonResponse({ result: created });
      return null;
    });
    renderThread();
    const box = (await screen.findByRole('combobox', { name: 'Write a comment' })) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Thanks @', selectionStart: 8 } });
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(2));
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(
      within(list).getByRole('option', { name: /Budi/ }).id,
    );
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('Thanks @Budi Santoso ');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Comment' }));
    const mark = await screen.findByText('@Budi Santoso', { selector: 'mark' });
    expect(mark).toBeTruthy();
    const sent = calls.find((call) => call.url === '/json/comment/create');
    expect(sent?.body).toEqual({ postId: POST_ID, body: 'Thanks @Budi Santoso', mentions: [BUDI.userId] });
    await waitFor(() => expect(document.activeElement?.tagName).toBe('ARTICLE'));
  });

  it('closes the suggestions with Escape without choosing', async () => {
    serveThread([], (url) =>
      url.startsWith('/json/comment/lookup/mentionCandidates') ? jsonResponse({ result: [BUDI] }) : null,
    );
    renderThread();
    const box = (await screen.findByRole('combobox', { name: 'Write a comment' })) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: '@Bu', selectionStart: 3 } });
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.value).toBe('@Bu');
  });

  it('puts replies under their comment, naming whom a reply to a reply answers', async () => {
    const calls = serveThread(
      [
        buildComment({ id: 'c1', body: 'First' }),
        buildComment({ id: 'c2', parentId: 'c1', author: SITI, body: 'Reply one' }),
        buildComment({ id: 'c3', parentId: 'c2', body: 'Reply two' }),
      ],
      (url) =>
        url === '/json/comment/create'
          ? jsonResponse({ result: buildComment({ id: 'c4', parentId: 'c3', author: SITI, body: 'Three' }) })
          : null,
    );
    renderThread();
    const reply = (await screen.findByText('Reply two')).closest('article') as HTMLElement;
    expect(within(reply).getByText('Replying to Siti Rahmah')).toBeTruthy();
    fireEvent.click(within(reply).getByRole('button', { name: 'Reply' }));
    const box = screen.getByRole('combobox', { name: 'Reply to Budi Santoso' });
    fireEvent.change(box, { target: { value: 'Three' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Reply' }).at(-1) as HTMLElement);
    await waitFor(() => expect(calls.some((call) => call.url === '/json/comment/create')).toBe(true));
    expect(calls.find((call) => call.url === '/json/comment/create')?.body).toMatchObject({
      postId: POST_ID,
      parentId: 'c3',
      body: 'Three',
    });
  });
});
