import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PageBlock } from '../../../../common/api/course-page';
import { queryClient } from '../../../api/query-client';
import { authStore } from '../../../auth/auth-store';
import { buildUser } from '../../../test/fixtures';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { type FetchCall, jsonResponse, stubFetch } from '../../../test/stub-fetch';
import { stubXhr } from '../../../test/stub-xhr';
import { PostBlockReader } from './post-block-reader';
import { BLOCK_ID, buildBlockFeed, buildPost, COHORT, SITI } from './social-test-data';

resetClientAroundEachTest();

const block = (setupData: Record<string, unknown> = {}): PageBlock => ({
  id: BLOCK_ID,
  widgetType: 'post',
  setupData: { prompt: '<p>Tell us about your week.</p>', type: 'share', maxPosts: 0, ...setupData },
  settings: {},
  isProgressContributor: false,
});

function renderBlock(setupData?: Record<string, unknown>, address = '/courses/c/p/') {
  act(() => authStore.userLoaded(buildUser()));
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[address]}>
        <PostBlockReader block={block(setupData)} cohortPath={COHORT} isEditor={false} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const searchOf = (call: FetchCall) => new URL(call.url, 'https://kelas.test').searchParams;
const isFeedRead = (call: FetchCall) => call.url.startsWith(`/json/feed/read/getBlockFeed/${BLOCK_ID}?`);

/** Puts `html` in a Tiptap text box, as typing would (ProseMirror reads the changed DOM). */
async function typeRichText(textbox: HTMLElement, html: string) {
  await act(async () => {
    textbox.innerHTML = html;
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('a post block for a learner', () => {
  it('shows the prompt as rich text, and refuses an empty post before sending it', async () => {
    const calls = stubFetch((call) =>
      isFeedRead(call) ? jsonResponse({ result: buildBlockFeed() }) : jsonResponse({}, 404),
    );
    renderBlock();
    expect(screen.getByText('Tell us about your week.').tagName).toBe('P');
    await screen.findByRole('textbox', { name: 'Your post' });
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write something to post.');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Your post');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('keeps the text of a refused post and shows the reason by the field', async () => {
    const calls = stubFetch((call) => {
      if (isFeedRead(call)) return jsonResponse({ result: buildBlockFeed() });
      if (call.url === '/json/feed/create')
        return jsonResponse(
          {
            error: 'invalid_input',
            reason: 'Check the fields.',
            fields: { body: 'Use at most 20000 characters.' },
          },
          400,
        );
      return jsonResponse({}, 404);
    });
    renderBlock({ type: 'submit' });
    const textbox = await screen.findByRole('textbox', { name: 'Your post' });
    await typeRichText(textbox, '<p>My week was busy</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Use at most 20000 characters.');
    const sent = calls.find((call) => call.url === '/json/feed/create');
    expect(sent?.body).toMatchObject({ blockId: BLOCK_ID, cohortPath: COHORT, attachments: [] });
    expect((sent?.body as { body: string } | undefined)?.body).toContain('My week was busy');
    expect(screen.getByRole('textbox', { name: 'Your post' }).textContent).toBe('My week was busy');
  });

  it('puts a new post at the top of the feed and gives it the focus', async () => {
    const mine = buildPost({
      id: 'a1b2c3d4-0000-4000-8000-000000000009',
      author: { ...buildPost().author, fullName: 'Siti Rahmah', userId: 'user-1' },
      body: '<p>Hello class</p>',
    });
    let posted = false;
    stubFetch((call) => {
      if (isFeedRead(call))
        return jsonResponse({
          result: buildBlockFeed({ posts: posted ? [mine] : [], postNum: posted ? 1 : 0, maxPosts: 2 }),
        });
      if (call.url === '/json/feed/create') {
        posted = true;
        return jsonResponse({ result: mine });
      }
      return jsonResponse({}, 404);
    });
    renderBlock({ maxPosts: 2 });
    expect(await screen.findByText('You have made 0 of your 2 posts.')).toBeTruthy();
    const textbox = await screen.findByRole('textbox', { name: 'Your post' });
    await typeRichText(textbox, '<p>Hello class</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const article = await screen.findByRole('article', { name: 'Siti Rahmah' });
    await waitFor(() => expect(document.activeElement).toBe(article));
    expect(screen.getByText('Your post was shared.')).toBeTruthy();
    expect(await screen.findByText('You have made 1 of your 2 posts.')).toBeTruthy();
  });

  it('says why the others’ posts are withheld: until the learner posts, or until the due date in their zone', async () => {
    stubFetch(() => jsonResponse({ result: buildBlockFeed({ withheld: 'after_posting' }) }));
    const { unmount } = renderBlock();
    expect(await screen.findByText('Post yours to see what others posted.')).toBeTruthy();
    unmount();
    queryClient.clear();
    stubFetch(() =>
      jsonResponse({
        result: buildBlockFeed({
          withheld: 'after_due_date',
          revealsAt: '2026-12-01T17:00:00Z',
          canPost: false,
        }),
      }),
    );
    renderBlock();
    // 17:00 UTC is midnight of the next day in Jakarta (buildUser's zone).
    expect(await screen.findByText(/^Others’ posts appear after Dec 2, 2026/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your post' })).toBeNull();
  });

  it('loads older posts with the cursor, and Refresh reads the newest page alone', async () => {
    const newer = buildPost({ id: 'a1b2c3d4-0000-4000-8000-000000000002', body: '<p>Newer</p>' });
    const older = buildPost({ id: 'a1b2c3d4-0000-4000-8000-000000000003', body: '<p>Older</p>' });
    const calls = stubFetch((call) =>
      searchOf(call).get('before') === 'cursor-1'
        ? jsonResponse({ result: buildBlockFeed({ posts: [older] }) })
        : jsonResponse({ result: buildBlockFeed({ posts: [newer], nextCursor: 'cursor-1' }) }),
    );
    renderBlock();
    expect(await screen.findByText('Newer')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByText('Older')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more posts' })).toBeNull();
    const before = calls.filter(isFeedRead).length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByText('Older')).toBeNull());
    const reads = calls.filter(isFeedRead).slice(before);
    expect(reads.map((call) => searchOf(call).get('before'))).toEqual([null]);
    expect(screen.getByText('Newer')).toBeTruthy();
  });

  it('carries each post’s anchor, and opens the comments of the post the address names', async () => {
    const named = buildPost({ id: 'a1b2c3d4-0000-4000-8000-000000000009', body: '<p>Named</p>' });
    stubFetch((call) => {
      if (isFeedRead(call)) return jsonResponse({ result: buildBlockFeed({ posts: [named, buildPost()] }) });
      if (call.url.startsWith('/json/comment/read/'))
        return jsonResponse({ result: { comments: [], nextCursor: null } });
      return jsonResponse({}, 404);
    });
    renderBlock(undefined, `/courses/c/p/#post-${named.id}`);
    const article = (await screen.findByText('Named')).closest('article')!;
    expect(article.id).toBe(`post-${named.id}`);
    expect(await within(article).findByRole('region', { name: /^Comments on the post by/ })).toBeTruthy();
    const other = screen.getByText('My first post').closest('article')!;
    expect(within(other).queryByRole('region', { name: /^Comments on the post by/ })).toBeNull();
  });

  it('shows the loading, empty and failed states, and tries again', async () => {
    let fail = true;
    stubFetch(() =>
      fail
        ? jsonResponse({ error: 'unavailable', reason: 'Down for a moment.' }, 503)
        : jsonResponse({ result: buildBlockFeed() }),
    );
    renderBlock();
    expect(screen.getByText('Loading posts…')).toBeTruthy();
    expect(await screen.findByText('The posts could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No posts yet.')).toBeTruthy();
  });

  it('gives and takes back kudos, with the count and the pressed state', async () => {
    const post = buildPost({ kudosCount: 2 });
    const calls = stubFetch((call) => {
      if (isFeedRead(call)) return jsonResponse({ result: buildBlockFeed({ posts: [post] }) });
      if (call.url === `/json/feed/update/setPostKudos/${post.id}`) {
        const given = (call.body as { given: boolean }).given;
        return jsonResponse({ result: { count: given ? 3 : 2, given } });
      }
      return jsonResponse({}, 404);
    });
    renderBlock();
    const kudos = await screen.findByRole('button', { name: 'Kudos 2 for the post by Budi Santoso' });
    expect(kudos.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(kudos);
    await waitFor(() => expect(kudos.getAttribute('aria-pressed')).toBe('true'));
    expect(kudos.getAttribute('aria-label')).toBe('Kudos 3 for the post by Budi Santoso');
    fireEvent.click(kudos);
    await waitFor(() => expect(kudos.getAttribute('aria-pressed')).toBe('false'));
    expect(calls.filter((call) => call.url.includes('setPostKudos')).map((call) => call.body)).toEqual([
      { given: true },
      { given: false },
    ]);
  });

  it('removes a post after confirming, and shows no composer to a teacher', async () => {
    const post = buildPost({ canRemove: true });
    let removed = false;
    stubFetch((call) => {
      if (isFeedRead(call))
        return jsonResponse({ result: buildBlockFeed({ posts: removed ? [] : [post], canPost: false }) });
      if (call.url === `/json/feed/delete/removePost/${post.id}`) {
        removed = true;
        return jsonResponse({ result: { removed: true } });
      }
      return jsonResponse({}, 404);
    });
    renderBlock();
    const article = await screen.findByRole('article', { name: 'Budi Santoso' });
    expect(screen.queryByRole('textbox', { name: 'Your post' })).toBeNull();
    fireEvent.click(within(article).getByRole('button', { name: 'Remove post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this post?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove post' }));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Posts' }));
  });

  it('uploads an image through the post media route and refuses an embed that is not https', async () => {
    const calls = stubFetch((call) =>
      isFeedRead(call) ? jsonResponse({ result: buildBlockFeed() }) : jsonResponse({}, 404),
    );
    const image = {
      kind: 'image',
      uploadId: '7e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b',
      url: '/api/post-media/7e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b/',
      name: 'garden.png',
      contentType: 'image/png',
      sizeBytes: 2048,
    };
    const uploads = stubXhr((call) =>
      call.url.startsWith('/api/post-media/')
        ? { status: 200, body: { result: image } }
        : { status: 404, body: {} },
    );
    renderBlock();
    await screen.findByRole('textbox', { name: 'Your post' });
    fireEvent.change(screen.getByLabelText('Add an image'), {
      target: { files: [new File(['png'], 'garden.png', { type: 'image/png' })] },
    });
    const attached = await screen.findByRole('list', { name: 'Attached' });
    expect(within(attached).getByRole('button', { name: 'Remove garden.png' })).toBeTruthy();
    expect(uploads[0]?.url).toBe(`/api/post-media/?blockId=${BLOCK_ID}&cohortPath=${COHORT}`);
    fireEvent.change(screen.getByLabelText('Link to embed'), { target: { value: 'http://example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getByText('Enter an https:// address to embed.')).toBeTruthy();
    // An image alone is a post: it is sent with an empty text.
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(calls.some((call) => call.url === '/json/feed/create')).toBe(true));
    expect(calls.find((call) => call.url === '/json/feed/create')?.body).toMatchObject({
      attachments: [image],
    });
  });
});

const QUESTION = 'What would you do differently next time?';
const REFLECTIVE = { reflectionSettings: { isReflectionActive: true, prompt: QUESTION } };
const isReflectionSave = (call: FetchCall) => call.url.startsWith('/json/feed/update/setPostReflection/');

describe('reflections on a post block', () => {
  it('asks the author the block’s question, saves their reflection as text, and clears it', async () => {
    const mine = buildPost({ author: SITI, canEdit: true, canRemove: true, canReflect: true });
    const calls = stubFetch((call) => {
      if (isFeedRead(call)) return jsonResponse({ result: buildBlockFeed({ posts: [mine] }) });
      if (call.url === `/json/feed/update/setPostReflection/${mine.id}`) {
        const { reflection } = call.body as { reflection: string };
        return jsonResponse({ result: { reflection: reflection || null } });
      }
      return jsonResponse({}, 404);
    });
    renderBlock(REFLECTIVE);
    const article = await screen.findByRole('article', { name: 'Siti Rahmah' });
    expect(within(article).getByText(`Reflect: ${QUESTION}`)).toBeTruthy();
    fireEvent.click(within(article).getByRole('button', { name: 'Write your reflection' }));
    const textbox = within(article).getByRole('textbox', { name: QUESTION });
    expect(document.activeElement).toBe(textbox);
    const typed = 'I would <b>start</b> earlier.\nAnd ask for help.';
    fireEvent.change(textbox, { target: { value: `  ${typed}  ` } });
    expect(within(article).getByText(`${typed.length} of 2000 characters`)).toBeTruthy();
    fireEvent.click(within(article).getByRole('button', { name: 'Save' }));

    const shown = await within(article).findByRole('region', { name: 'Your reflection' });
    expect(calls.filter(isReflectionSave).map((call) => [call.method, call.body])).toEqual([
      ['POST', { reflection: typed }],
    ]);
    // As text, line breaks kept: the angle brackets are words, not a tag.
    const text = within(shown).getByText(/start/);
    expect(text.textContent).toBe(typed);
    expect(text.className).toContain('whitespace-pre-line');
    expect(shown.querySelector('b')).toBeNull();
    expect(within(shown).getByText('Only you and your teachers see this.')).toBeTruthy();
    expect(within(article).queryByText(`Reflect: ${QUESTION}`)).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(shown));

    // Emptied and saved, it is gone, and the question is asked again.
    fireEvent.click(within(shown).getByRole('button', { name: 'Edit reflection' }));
    const again = within(article).getByRole('textbox', { name: QUESTION }) as HTMLTextAreaElement;
    expect(again.value).toBe(typed);
    fireEvent.change(again, { target: { value: '' } });
    fireEvent.click(within(article).getByRole('button', { name: 'Save' }));
    const write = await within(article).findByRole('button', { name: 'Write your reflection' });
    expect(calls.filter(isReflectionSave).at(-1)?.body).toEqual({ reflection: '' });
    expect(within(article).queryByRole('region', { name: 'Your reflection' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(write));
  });

  it('shows the server’s reason by the field or in an alert, and keeps the typed text', async () => {
    const mine = buildPost({ author: SITI, canReflect: true, reflection: 'First thoughts.' });
    let answer = 0;
    const calls = stubFetch((call) => {
      if (isFeedRead(call)) return jsonResponse({ result: buildBlockFeed({ posts: [mine] }) });
      if (isReflectionSave(call)) {
        answer += 1;
        return answer === 1
          ? jsonResponse(
              {
                error: 'invalid_input',
                reason: 'Check the fields.',
                fields: { reflection: 'Use at most 2000 characters for the reflection.' },
                fieldCodes: { reflection: { code: 'social.reflectionLength', params: { max: 2000 } } },
              },
              400,
            )
          : jsonResponse(
              {
                error: 'bad_request',
                reason: 'This activity does not ask for a reflection.',
                reasonCode: { code: 'social.reflectionOff' },
              },
              400,
            );
      }
      return jsonResponse({}, 404);
    });
    renderBlock(REFLECTIVE);
    const shown = await screen.findByRole('region', { name: 'Your reflection' });
    expect(within(shown).getByText('First thoughts.')).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Edit reflection' }));
    const textbox = screen.getByRole('textbox', { name: QUESTION }) as HTMLTextAreaElement;
    fireEvent.change(textbox, { target: { value: 'Second thoughts.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Use at most 2000 characters for the reflection.',
    );
    expect(textbox.getAttribute('aria-invalid')).toBe('true');
    expect(textbox.value).toBe('Second thoughts.');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('This activity does not ask for a reflection.'),
    );
    expect((screen.getByRole('textbox', { name: QUESTION }) as HTMLTextAreaElement).value).toBe(
      'Second thoughts.',
    );
    expect(calls.filter(isReflectionSave)).toHaveLength(2);
    // Cancel leaves the saved reflection as it was.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      within(screen.getByRole('region', { name: 'Your reflection' })).getByText('First thoughts.'),
    ).toBeTruthy();
  });

  it('refuses a reflection over the limit before sending it', async () => {
    const mine = buildPost({ author: SITI, canReflect: true });
    const calls = stubFetch((call) =>
      isFeedRead(call) ? jsonResponse({ result: buildBlockFeed({ posts: [mine] }) }) : jsonResponse({}, 404),
    );
    renderBlock(REFLECTIVE);
    fireEvent.click(await screen.findByRole('button', { name: 'Write your reflection' }));
    const textbox = screen.getByRole('textbox', { name: QUESTION });
    fireEvent.change(textbox, { target: { value: 'a'.repeat(2001) } });
    expect(screen.getByText('2001 of 2000 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('Use at most 2000 characters.');
    expect(document.activeElement).toBe(textbox);
    expect(calls.some(isReflectionSave)).toBe(false);
  });

  it('asks the question under a new post at once', async () => {
    const mine = buildPost({ author: SITI, canReflect: true, body: '<p>Hello class</p>' });
    let posted = false;
    stubFetch((call) => {
      if (isFeedRead(call)) return jsonResponse({ result: buildBlockFeed({ posts: posted ? [mine] : [] }) });
      if (call.url === '/json/feed/create') {
        posted = true;
        return jsonResponse({ result: mine });
      }
      return jsonResponse({}, 404);
    });
    renderBlock(REFLECTIVE);
    const textbox = await screen.findByRole('textbox', { name: 'Your post' });
    await typeRichText(textbox, '<p>Hello class</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const article = await screen.findByRole('article', { name: 'Siti Rahmah' });
    await waitFor(() => expect(document.activeElement).toBe(article));
    expect(within(article).getByText(`Reflect: ${QUESTION}`)).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Write your reflection' })).toBeTruthy();
    expect(
      screen.getByText('Your post was shared. Now reflect on it: the question is under your post.'),
    ).toBeTruthy();
  });

  it('shows nothing of it on a classmate’s post', async () => {
    stubFetch((call) =>
      isFeedRead(call)
        ? jsonResponse({
            result: buildBlockFeed({ posts: [buildPost({ reflection: null, canReflect: false })] }),
          })
        : jsonResponse({}, 404),
    );
    renderBlock(REFLECTIVE);
    const article = await screen.findByRole('article', { name: 'Budi Santoso' });
    expect(within(article).queryByText(/Reflect/)).toBeNull();
    expect(within(article).queryByText(/reflection/i)).toBeNull();
    expect(within(article).queryByRole('region')).toBeNull();
  });

  it('shows a teacher the author’s reflection, to read only', async () => {
    const theirs = buildPost({ canModerate: true, canRemove: true, reflection: 'I learned to plan.' });
    stubFetch((call) =>
      isFeedRead(call)
        ? jsonResponse({ result: buildBlockFeed({ posts: [theirs], canPost: false }) })
        : jsonResponse({}, 404),
    );
    renderBlock(REFLECTIVE);
    const shown = await screen.findByRole('region', { name: 'Budi Santoso’s reflection' });
    expect(within(shown).getByText('I learned to plan.')).toBeTruthy();
    expect(within(shown).getByText('Only the author and the class’s teachers see this.')).toBeTruthy();
    expect(within(shown).queryByRole('button')).toBeNull();
    expect(screen.queryByText(`Reflect: ${QUESTION}`)).toBeNull();
  });
});
