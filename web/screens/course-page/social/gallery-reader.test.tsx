import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PageBlock } from '../../../../common/api/course-page';
import type { FeedPage, Post } from '../../../../common/api/feed';
import { GALLERY_PAGE_SIZE } from '../../../../common/api/gallery';
import { queryClient } from '../../../api/query-client';
import { authStore } from '../../../auth/auth-store';
import { buildUser } from '../../../test/fixtures';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { type FetchCall, jsonResponse, stubFetch } from '../../../test/stub-fetch';
import { GalleryReader } from './gallery-reader';
import { BUDI, buildPost, COHORT, SITI } from './social-test-data';

resetClientAroundEachTest();

const GALLERY_ID = '7d2e9c41-3b5a-4f8e-a1c2-0e9d8b7a6f55';

const block: PageBlock = {
  id: GALLERY_ID,
  widgetType: 'gallery',
  setupData: { heading: 'Our pictures', sourceBlockId: null },
  settings: {},
  isProgressContributor: false,
};

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Post `n`, by Budi (even) or Siti (odd), with one picture named `picture-n.webp`. */
function picturePost(n: number, overrides: Partial<Post> = {}): Post {
  return buildPost({
    id: uuid(n),
    author: n % 2 === 0 ? BUDI : SITI,
    body: `<p>Post ${n}</p>`,
    attachments: [
      {
        kind: 'image',
        uploadId: uuid(1000 + n),
        url: `/api/post-media/${uuid(1000 + n)}/`,
        name: `picture-${n}.webp`,
        contentType: 'image/webp',
        sizeBytes: 1200,
      },
    ],
    ...overrides,
  });
}

/** A page of `count` picture posts from number `from`, with a next cursor when `next` is given. */
const galleryPage = (from: number, count: number, next: string | null = null): FeedPage => ({
  posts: Array.from({ length: count }, (_, index) => picturePost(from + index)),
  nextCursor: next,
});

const isGalleryRead = (call: FetchCall) => call.url.startsWith(`/json/feed/read/getGallery/${GALLERY_ID}?`);
const searchOf = (call: FetchCall) => new URL(call.url, 'https://kelas.test').searchParams;

function renderGallery(cohortPath: string | null = COHORT) {
  act(() => authStore.userLoaded(buildUser()));
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <button type="button">Before the gallery</button>
        <GalleryReader block={block} cohortPath={cohortPath} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const tiles = () =>
  within(screen.getByRole('region', { name: 'Our pictures' }))
    .queryAllByRole('button')
    .filter((button) => button.querySelector('img, video'));

describe('a gallery block', () => {
  it('shows placeholders while loading, then its pictures with their alt text, lazily loaded in fixed boxes', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch((call) =>
      isGalleryRead(call) ? new Promise<Response>((resolve) => (answer = resolve)) : jsonResponse({}, 404),
    );
    const { container } = renderGallery();
    expect(screen.getByRole('status').textContent).toBe('Loading the gallery…');
    expect(container.querySelectorAll('.animate-pulse').length).toBeGreaterThan(0);
    await act(async () => answer(jsonResponse({ result: galleryPage(1, 2) })));
    const picture = await screen.findByRole('img', { name: 'Image picture-1.webp posted by Siti Rahmah' });
    expect(picture.getAttribute('loading')).toBe('lazy');
    expect(picture.getAttribute('width')).toBe('300');
    expect(picture.getAttribute('height')).toBe('300');
    expect(picture.closest('button')?.className).toContain('aspect-square');
    expect(screen.getByRole('img', { name: 'Image picture-2.webp posted by Budi Santoso' })).toBeTruthy();
    expect(container.querySelectorAll('.animate-pulse')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows 16 more posts’ pictures at each Load more, asking for the page after the last', async () => {
    const calls = stubFetch((call) => {
      if (!isGalleryRead(call)) return jsonResponse({}, 404);
      const before = searchOf(call).get('before');
      if (!before) return jsonResponse({ result: galleryPage(1, GALLERY_PAGE_SIZE, 'cursor-1') });
      if (before === 'cursor-1')
        return jsonResponse({ result: galleryPage(17, GALLERY_PAGE_SIZE, 'cursor-2') });
      return jsonResponse({ result: galleryPage(33, 3) });
    });
    renderGallery();
    await screen.findByRole('img', { name: 'Image picture-1.webp posted by Siti Rahmah' });
    expect(tiles()).toHaveLength(16);
    expect(searchOf(calls.find(isGalleryRead)!).get('cohortPath')).toBe(COHORT);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(tiles()).toHaveLength(32));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(tiles()).toHaveLength(35));
    expect(calls.filter(isGalleryRead).map((call) => searchOf(call).get('before'))).toEqual([
      null,
      'cursor-1',
      'cursor-2',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when there is nothing to show, and when the reader has no class', async () => {
    stubFetch((call) =>
      isGalleryRead(call) ? jsonResponse({ result: { posts: [], nextCursor: null } }) : jsonResponse({}, 404),
    );
    renderGallery();
    expect(await screen.findByText('No images or videos have been posted yet.')).toBeTruthy();
  });

  it('asks nothing of a reader without a class', () => {
    const calls = stubFetch(() => jsonResponse({}, 404));
    renderGallery(null);
    expect(screen.getByText('Join a class of this course to see its gallery.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('shows a failure with Try again, and a failed Load more keeps the pictures', async () => {
    let failing = true;
    stubFetch((call) => {
      if (!isGalleryRead(call)) return jsonResponse({}, 404);
      if (searchOf(call).get('before')) {
        return jsonResponse({ error: 'internal', reason: 'Something went wrong.' }, 500);
      }
      return failing
        ? jsonResponse({ error: 'internal', reason: 'Something went wrong.' }, 500)
        : jsonResponse({ result: galleryPage(1, GALLERY_PAGE_SIZE, 'cursor-1') });
    });
    renderGallery();
    expect(await screen.findByText('The gallery could not be loaded.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(tiles()).toHaveLength(16));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(tiles()).toHaveLength(16);
    expect(screen.queryByText('The gallery could not be loaded.')).toBeNull();
  });
});

describe('the gallery’s lightbox', () => {
  async function openSecond() {
    const calls = stubFetch((call) => {
      if (isGalleryRead(call)) {
        return jsonResponse({
          result: {
            posts: [
              picturePost(1, { kudosCount: 4, commentsCount: 2 }),
              picturePost(2),
              picturePost(3, {
                attachments: [
                  {
                    kind: 'video',
                    uploadId: uuid(2003),
                    url: `/api/post-media/${uuid(2003)}/`,
                    name: 'clip.mp4',
                    contentType: 'video/mp4',
                    sizeBytes: 5000,
                  },
                ],
              }),
            ],
            nextCursor: null,
          },
        });
      }
      if (call.url.startsWith('/json/comment/read/')) {
        return jsonResponse({ result: { comments: [], nextCursor: null } });
      }
      return jsonResponse({}, 404);
    });
    renderGallery();
    await screen.findByRole('img', { name: 'Image picture-2.webp posted by Budi Santoso' });
    const opener = tiles()[1]!;
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Picture 2 of 3' });
    return { calls, opener, dialog };
  }

  it('opens large with the post’s author and text, focus on Close, and a loading state until the picture arrives', async () => {
    const { dialog } = await openSecond();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(dialog).getByText('Budi Santoso')).toBeTruthy();
    expect(within(dialog).getByText('Post 2')).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toContain('Loading…');
    const large = within(dialog).getByRole('img', { name: 'Image picture-2.webp posted by Budi Santoso' });
    fireEvent.load(large);
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('moves with the arrow keys and the buttons, and stops at either end', async () => {
    const { dialog } = await openSecond();
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog', { name: 'Picture 1 of 3' })).toBe(dialog);
    expect(within(dialog).getByText('Post 1')).toBeTruthy();
    expect(within(dialog).getByText('Kudos: 4')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Comments (2)' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog', { name: 'Picture 1 of 3' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Picture 3 of 3' })).toBeTruthy();
    // The last item is a video, with its controls, and loading until its first frame arrives.
    const video = dialog.querySelector('video');
    expect(video?.getAttribute('src')).toBe(`/api/post-media/${uuid(2003)}/`);
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(within(dialog).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(screen.getByRole('dialog', { name: 'Picture 3 of 3' })).toBeTruthy();
  });

  it('goes on past the last item loaded by bringing the gallery’s next page', async () => {
    stubFetch((call) => {
      if (!isGalleryRead(call)) return jsonResponse({}, 404);
      const before = searchOf(call).get('before');
      return jsonResponse({ result: before ? galleryPage(3, 2) : galleryPage(1, 2, 'cursor-2') });
    });
    renderGallery();
    await screen.findByRole('img', { name: 'Image picture-2.webp posted by Budi Santoso' });
    fireEvent.click(tiles()[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Picture 2 of 2' });
    const next = within(dialog).getByRole('button', { name: 'Next' });
    expect(next.hasAttribute('disabled')).toBe(false);
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(await screen.findByRole('dialog', { name: 'Picture 3 of 4' })).toBe(dialog);
    expect(within(dialog).getByText('Post 3')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Picture 4 of 4' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it('keeps the focus inside, and gives it back to the tile when Escape closes it', async () => {
    const { dialog, opener } = await openSecond();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const comments = within(dialog).getByRole('button', { name: 'Comments (0)' });
    comments.focus();
    fireEvent.keyDown(comments, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(comments);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('opens the post’s comments thread, and leaves the arrow keys to the comment box', async () => {
    const { dialog, calls } = await openSecond();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Comments (0)' }));
    expect(
      await within(dialog).findByRole('region', { name: 'Comments on the post by Budi Santoso' }),
    ).toBeTruthy();
    expect(
      calls.some((call) => call.url.includes(uuid(2)) && call.url.startsWith('/json/comment/read/')),
    ).toBe(true);
    const box = await within(dialog).findByRole('combobox', { name: 'Write a comment' });
    fireEvent.keyDown(box, { key: 'ArrowLeft' });
    expect(screen.getByRole('dialog', { name: 'Picture 2 of 3' })).toBeTruthy();
  });
});
