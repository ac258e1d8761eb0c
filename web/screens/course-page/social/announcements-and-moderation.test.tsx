import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { AnnouncementTargets } from '../../../../common/api/announcement';
import type { PageBlock } from '../../../../common/api/course-page';
import type { Report } from '../../../../common/api/moderation';
import { queryClient } from '../../../api/query-client';
import { authStore } from '../../../auth/auth-store';
import { buildUser } from '../../../test/fixtures';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { type FetchCall, jsonResponse, stubFetch } from '../../../test/stub-fetch';
import { ModerationTab } from '../../class-admin/moderation-tab';
import { ClassFeedBlock } from './class-feed-block';
import { BUDI, buildPost, COHORT, SITI } from './social-test-data';

resetClientAroundEachTest();

const FEED = `/json/feed/read/getClassFeed/${COHORT}`;
const TARGETS = `/json/announcement/read/getTargets/${COHORT}`;
const feedBlock: PageBlock = {
  id: 'b0000000-0000-4000-8000-0000000000f1',
  widgetType: 'feed',
  setupData: {},
  settings: {},
  isProgressContributor: false,
};
const staffTargets: AnnouncementTargets = {
  coursePath: 'digital-marketing',
  wholeCourse: true,
  classes: [{ path: COHORT, name: 'Morning class' }],
};
const noTargets: AnnouncementTargets = { coursePath: 'digital-marketing', wholeCourse: false, classes: [] };

function renderFeed() {
  act(() => authStore.userLoaded(buildUser()));
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ClassFeedBlock block={feedBlock} cohortPath={COHORT} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Puts `html` in a Tiptap text box, as typing would (ProseMirror reads the changed DOM). */
async function typeRichText(textbox: HTMLElement, html: string) {
  await act(async () => {
    textbox.innerHTML = html;
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

const isPost = (call: FetchCall, url: string) => call.method === 'POST' && call.url === url;

describe('the class feed’s announcement composer', () => {
  it('is not drawn for a learner, who may not announce', async () => {
    const calls = stubFetch((call) => {
      if (call.url.startsWith(FEED)) return jsonResponse({ result: { posts: [], nextCursor: null } });
      if (call.url === TARGETS) return jsonResponse({ result: noTargets });
      return jsonResponse({}, 404);
    });
    renderFeed();
    expect(await screen.findByText('No posts yet.')).toBeTruthy();
    await waitFor(() => expect(calls.some((call) => call.url === TARGETS)).toBe(true));
    expect(screen.queryByRole('button', { name: 'Post an announcement' })).toBeNull();
  });

  it('sends staff’s announcement to the chosen place, keeping the text and reason when refused', async () => {
    let refuse = true;
    const announced = buildPost({
      type: 'announcement',
      blockId: null,
      cohortPath: null,
      body: '<p>Welcome</p>',
    });
    const calls = stubFetch((call) => {
      if (call.url.startsWith(FEED))
        return jsonResponse({ result: { posts: refuse ? [] : [announced], nextCursor: null } });
      if (call.url === TARGETS) return jsonResponse({ result: staffTargets });
      if (isPost(call, '/json/announcement/create')) {
        if (refuse) {
          refuse = false;
          return jsonResponse(
            {
              error: 'invalid_input',
              reason: 'Check the fields.',
              fields: { body: 'Use at most 20000 characters.' },
            },
            400,
          );
        }
        return jsonResponse({ result: announced });
      }
      return jsonResponse({}, 404);
    });
    renderFeed();
    fireEvent.click(await screen.findByRole('button', { name: 'Post an announcement' }));
    const sendTo = screen.getByRole('combobox', { name: 'Send to' }) as HTMLSelectElement;
    expect(sendTo.value).toBe(COHORT);
    // Empty: refused in the browser, nothing sent.
    fireEvent.click(screen.getByRole('button', { name: 'Announce' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Write something to post.');
    expect(calls.some((call) => isPost(call, '/json/announcement/create'))).toBe(false);

    fireEvent.change(sendTo, { target: { value: '' } });
    const textbox = await screen.findByRole('textbox', { name: 'Your announcement' });
    await typeRichText(textbox, '<p>Welcome</p>');
    fireEvent.click(screen.getByRole('button', { name: 'Announce' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Use at most 20000 characters.');
    expect(screen.getByRole('textbox', { name: 'Your announcement' }).textContent).toBe('Welcome');
    const sent = calls.filter((call) => isPost(call, '/json/announcement/create'));
    expect(sent[0]?.body).toMatchObject({
      coursePath: 'digital-marketing',
      cohortPath: null,
      attachments: [],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Announce' }));
    expect(await screen.findByText('Your announcement was posted.')).toBeTruthy();
    const card = await screen.findByRole('article', { name: BUDI.fullName });
    expect(within(card).getByText('Announcement')).toBeTruthy();
  });
});

describe('editing an announcement in the class feed', () => {
  it('offers uploads to the announcement’s course, as writing one does', async () => {
    const announcement = buildPost({
      type: 'announcement',
      blockId: null,
      cohortPath: null,
      coursePath: 'digital-marketing',
      canEdit: true,
      canRemove: true,
    });
    stubFetch((call) => {
      if (call.url.startsWith(FEED))
        return jsonResponse({ result: { posts: [announcement], nextCursor: null } });
      if (call.url === TARGETS) return jsonResponse({ result: noTargets });
      return jsonResponse({}, 404);
    });
    renderFeed();
    const card = await screen.findByRole('article', { name: BUDI.fullName });
    fireEvent.click(within(card).getByRole('button', { name: 'Edit post' }));
    expect(await within(card).findByLabelText('Add an image')).toBeTruthy();
  });
});

describe('a course-wide announcement’s comments in the class feed', () => {
  it('are the thread of the class the feed is read in', async () => {
    const announcement = buildPost({
      type: 'announcement',
      blockId: null,
      cohortPath: null,
      commentsCount: 0,
    });
    const calls = stubFetch((call) => {
      if (call.url.startsWith(FEED))
        return jsonResponse({ result: { posts: [announcement], nextCursor: null } });
      if (call.url === TARGETS) return jsonResponse({ result: noTargets });
      if (call.url.startsWith('/json/comment/read/getPostComments/'))
        return jsonResponse({ result: { comments: [], nextCursor: null } });
      return jsonResponse({}, 404);
    });
    renderFeed();
    const card = await screen.findByRole('article', { name: BUDI.fullName });
    fireEvent.click(within(card).getByRole('button', { name: 'Comments (0)' }));
    await within(card).findByRole('combobox', { name: 'Write a comment' });
    const read = calls.find((call) => call.url.startsWith('/json/comment/read/getPostComments/'))!;
    expect(new URL(read.url, 'https://kelas.test').searchParams.get('cohortPath')).toBe(COHORT);
  });
});

describe('moderation in the class feed', () => {
  it('shows staff a hidden post with its badge, and unhides it', async () => {
    const hidden = buildPost({ hidden: true, canModerate: true });
    const calls = stubFetch((call) => {
      if (call.url.startsWith(FEED)) return jsonResponse({ result: { posts: [hidden], nextCursor: null } });
      if (call.url === TARGETS) return jsonResponse({ result: noTargets });
      if (isPost(call, `/json/feed/update/setPostHidden/${hidden.id}`))
        return jsonResponse({ result: { hidden: false } });
      return jsonResponse({}, 404);
    });
    renderFeed();
    const card = await screen.findByRole('article', { name: BUDI.fullName });
    expect(within(card).getByText('Hidden by a moderator')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Unhide post' }));
    await waitFor(() => expect(within(card).queryByText('Hidden by a moderator')).toBeNull());
    expect(calls.find((call) => isPost(call, `/json/feed/update/setPostHidden/${hidden.id}`))?.body).toEqual({
      hidden: false,
    });
    expect(within(card).getByRole('button', { name: 'Hide post' })).toBeTruthy();
  });

  it('lets a reader report a post with a reason, keeping the choice when the report is refused', async () => {
    const post = buildPost();
    let refuse = true;
    const calls = stubFetch((call) => {
      if (call.url.startsWith(FEED)) return jsonResponse({ result: { posts: [post], nextCursor: null } });
      if (call.url === TARGETS) return jsonResponse({ result: noTargets });
      if (isPost(call, `/json/feed/update/reportPost/${post.id}`)) {
        if (refuse) {
          refuse = false;
          return jsonResponse({ error: 'rate_limited', reason: 'Too many requests.' }, 429);
        }
        return jsonResponse({ result: { reported: true } });
      }
      return jsonResponse({}, 404);
    });
    renderFeed();
    const card = await screen.findByRole('article', { name: BUDI.fullName });
    expect(within(card).queryByRole('button', { name: 'Hide post' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Report post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Choose a reason.');
    expect(calls.some((call) => isPost(call, `/json/feed/update/reportPost/${post.id}`))).toBe(false);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Note for the staff (optional)' }), {
      target: { value: 'Selling things' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).not.toBe('Choose a reason.'));
    expect((within(dialog).getByRole('radio', { name: 'Spam' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Thank you. The class’s staff will look at it.')).toBeTruthy();
    expect(
      calls.filter((call) => isPost(call, `/json/feed/update/reportPost/${post.id}`)).at(-1)?.body,
    ).toEqual({
      reason: 'spam',
      note: 'Selling things',
    });
  });
});

describe('class admin’s announcements and reports', () => {
  it('lists the open reports and resolves one by hiding or dismissing', async () => {
    const report: Report = {
      id: 'r0000000-0000-4000-8000-000000000001',
      reason: 'harassment',
      note: 'Mean to me',
      createdAt: '2026-11-20T05:00:00Z',
      reporter: { userId: 'u-2', fullName: 'Siti Rahmah', profileName: null, avatarUrl: null },
      target: {
        kind: 'comment',
        postId: buildPost().id,
        commentId: 'c0000000-0000-4000-8000-000000000001',
        author: BUDI,
        excerpt: 'You are wrong',
        hidden: false,
        canHide: true,
      },
    };
    let open = [report];
    const calls = stubFetch((call) => {
      if (call.url === `/json/feed/read/getClassReports/${COHORT}`) return jsonResponse({ result: open });
      if (call.url === TARGETS) return jsonResponse({ result: staffTargets });
      if (isPost(call, `/json/feed/update/resolveReport/${report.id}`)) {
        open = [];
        return jsonResponse({ result: { resolved: 1 } });
      }
      return jsonResponse({}, 404);
    });
    act(() => authStore.userLoaded(buildUser()));
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ModerationTab cohortPath={COHORT} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('A comment by Budi Santoso')).toBeTruthy();
    expect(screen.getByText('You are wrong')).toBeTruthy();
    expect(screen.getByText('Harassment or bullying')).toBeTruthy();
    // The composer is open at once here, for the class or the whole course.
    expect(await screen.findByRole('combobox', { name: 'Send to' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide comment' }));
    expect(await screen.findByText('Nothing has been reported.')).toBeTruthy();
    expect(calls.find((call) => isPost(call, `/json/feed/update/resolveReport/${report.id}`))?.body).toEqual({
      action: 'hide',
    });
  });
});

describe('a reflection in the class feed', () => {
  it('shows the author their reflection, changed under a plain label where the block’s question is unknown', async () => {
    const mine = buildPost({ author: SITI, reflection: 'Plan first.', canReflect: true });
    const calls = stubFetch((call) => {
      if (call.url.startsWith(FEED)) return jsonResponse({ result: { posts: [mine], nextCursor: null } });
      if (call.url === TARGETS) return jsonResponse({ result: noTargets });
      if (call.url === `/json/feed/update/setPostReflection/${mine.id}`)
        return jsonResponse({ result: { reflection: 'Plan first, then ask.' } });
      return jsonResponse({}, 404);
    });
    renderFeed();
    const shown = await screen.findByRole('region', { name: 'Your reflection' });
    expect(within(shown).getByText('Plan first.')).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Edit reflection' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Your reflection' }), {
      target: { value: 'Plan first, then ask.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Your reflection' })).toBeNull());
    const saved = screen.getByRole('region', { name: 'Your reflection' });
    expect(within(saved).getByText('Plan first, then ask.')).toBeTruthy();
    expect(calls.find((call) => call.url.includes('setPostReflection'))?.body).toEqual({
      reflection: 'Plan first, then ask.',
    });
  });
});
