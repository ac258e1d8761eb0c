import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BlogPage, BlogPost } from '../../../common/api/blog';
import type { PublicProfile } from '../../../common/api/profile';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

const OWNER: PublicProfile = {
  userId: 'user-1',
  profileName: 'siti-rahmah',
  fullName: 'Siti Rahmah',
  profileSummary: null,
  headerColour: null,
  avatarUrl: null,
  fanCount: 0,
  isFollowedByMe: false,
  isOwner: true,
};
const POST_ID = '6f1c2a34-1111-4222-8333-444455556666';
const POST: BlogPost = {
  id: POST_ID,
  title: 'My first week',
  bodyHtml: '<p>Hello <strong>world</strong></p>',
  publishedAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  author: { profileName: 'siti-rahmah', fullName: 'Siti Rahmah' },
  isOwner: true,
};
const EMPTY: BlogPage = {
  author: POST.author,
  isOwner: true,
  posts: [],
  total: 0,
  page: 1,
  pageSize: 10,
};

let calls: FetchCall[];
resetAppAroundEachTest(() => buildUser());

beforeEach(() => {
  calls = stubFetch((call) => {
    if (call.url.includes('/lookup/resources')) return jsonResponse({ result: [OWNER] });
    if (call.url.includes('/blog/lookup/listPosts')) return jsonResponse({ result: EMPTY });
    if (call.url.includes('/blog/lookup/getPost')) return jsonResponse({ result: POST });
    if (call.url.endsWith('/json/blog/create')) return jsonResponse({ result: POST });
    return jsonResponse({ result: null });
  });
});

describe('the profile blog', () => {
  it('shows an empty blog with a way for its owner to write', async () => {
    renderApp('/u/siti-rahmah/blog/');
    expect(await screen.findByText('No posts yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Write a post' }).getAttribute('href')).toBe(
      '/u/siti-rahmah/blog/new/',
    );
    await waitFor(() => expect(document.title).toBe('Blog - Siti Rahmah (@siti-rahmah) - Kelas'));
  });

  it('publishes paragraphs from the editor and opens the post', async () => {
    renderApp('/u/siti-rahmah/blog/new/');
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'My first week' } });
    fireEvent.change(screen.getByLabelText('Post'), {
      target: { value: 'Hello <strong>world</strong>\n\nBye' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'My first week' })).toBeTruthy();
    const create = calls.find((call) => call.url.endsWith('/json/blog/create'))!;
    expect(create.body).toEqual({
      title: 'My first week',
      bodyHtml: '<p>Hello <strong>world</strong></p>\n<p>Bye</p>',
    });
    expect(screen.getByText('world').tagName).toBe('STRONG');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
