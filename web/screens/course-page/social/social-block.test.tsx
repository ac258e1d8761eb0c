import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ClassList } from '../../../../common/api/cohort';
import type { PageBlock } from '../../../../common/api/course-page';
import { queryClient } from '../../../api/query-client';
import { authStore } from '../../../auth/auth-store';
import { buildUser } from '../../../test/fixtures';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { type FetchCall, jsonResponse, stubFetch } from '../../../test/stub-fetch';
import { SocialBlock } from './social-block';
import { BLOCK_ID, buildBlockFeed, buildPost } from './social-test-data';

resetClientAroundEachTest();

const block: PageBlock = {
  id: BLOCK_ID,
  widgetType: 'post',
  setupData: { prompt: '<p>Tell us about your week.</p>', type: 'share', maxPosts: 0 },
  settings: {},
  isProgressContributor: false,
};

const summary = (path: string, name: string) =>
  ({ path, name, isDefault: path === 'evening' }) as ClassList['classes'][number];

const LIST: ClassList = {
  coursePath: 'data-101',
  defaultCohort: 'evening',
  canManage: true,
  classes: [summary('morning', 'Morning class'), summary('evening', 'Evening class')],
};

const feedClass = (call: FetchCall) => new URL(call.url, 'https://kelas.test').searchParams.get('cohortPath');

function renderAsEditor(classes: ClassList) {
  act(() => authStore.userLoaded(buildUser()));
  const calls = stubFetch((call) => {
    if (call.url.startsWith('/json/cohort/lookup/listClasses')) return jsonResponse({ result: classes });
    if (call.url.startsWith(`/json/feed/read/getBlockFeed/${BLOCK_ID}?`)) {
      const post = buildPost({ body: `<p>In ${feedClass(call)}</p>` });
      return jsonResponse({ result: buildBlockFeed({ posts: [post] }) });
    }
    return jsonResponse({}, 404);
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <SocialBlock block={block} coursePath="data-101" cohortPath={null} isEditor={true} />,
      },
    ],
    { initialEntries: ['/courses/data-101/week-1/?mode=view'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { calls, router };
}

describe('a post block for a course editor in no class', () => {
  it('reads the posts of the default class, and of the class they choose, kept in the address', async () => {
    const { calls, router } = renderAsEditor(LIST);
    expect(await screen.findByText('In evening')).toBeTruthy();
    expect(screen.getByText('Tell us about your week.')).toBeTruthy();
    const chooser = screen.getByRole('combobox', { name: 'Posts of the class' }) as HTMLSelectElement;
    expect(chooser.value).toBe('evening');
    fireEvent.change(chooser, { target: { value: 'morning' } });
    expect(await screen.findByText('In morning')).toBeTruthy();
    expect(router.state.location.search).toBe('?mode=view&cohort=morning');
    expect(calls.filter((call) => call.url.includes('getBlockFeed')).map(feedClass)).toEqual([
      'evening',
      'morning',
    ]);
    // No composer: an editor reads the class's posts, learners write them.
    expect(screen.queryByRole('textbox', { name: 'Your post' })).toBeNull();
  });

  it('shows the prompt and says the posts are the classes’ while the course has none', async () => {
    const { calls } = renderAsEditor({ ...LIST, defaultCohort: null, classes: [] });
    expect(await screen.findByText('Learners’ posts show here to the staff of their class.')).toBeTruthy();
    expect(screen.getByText('Tell us about your week.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    await waitFor(() => expect(calls.some((call) => call.url.includes('getBlockFeed'))).toBe(false));
  });
});
