import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ActivityDay,
  AnalyticsComment,
  AnalyticsCommentsPage,
  AnalyticsProgress,
  AnalyticsStudent,
  AnalyticsStudentsPage,
} from '../../../../common/api/analytics';
import type { ClassList } from '../../../../common/api/cohort';
import type { CourseData } from '../../../../common/api/course';
import { SCREEN_ROUTES } from '../../../../common/routes';
import { queryClient } from '../../../api/query-client';
import { buildUser } from '../../../test/fixtures';
import { resetAppAroundEachTest } from '../../../test/fresh-client';
import { type FetchCall, jsonResponse, stubFetch } from '../../../test/stub-fetch';
import { renderClassScreens } from '../class-admin-test-app';
import { buildClassData } from '../class-test-data';
import { AnalyticsCourseTab } from './analytics-course-tab';
import { AnalyticsTab } from './analytics-tab';

// The first visit of a tab loads its code: slow on a busy machine.
const LAZY = { timeout: 5000 };

const DAY = 86_400_000;

const learner = (index: number): AnalyticsStudent => ({
  person: {
    userId: `u${index}`,
    fullName: `Learner ${index}`,
    profileName: index === 1 ? 'learner-one' : null,
    avatarUrl: null,
  },
  posts: index % 4,
  comments: index % 3,
  kudosReceived: index,
  lastContributedAt: index === 2 ? null : new Date(Date.now() - 3 * DAY).toISOString(),
});

const PROGRESS: AnalyticsProgress = {
  coursePath: 'data-101',
  learners: 20,
  averagePercent: 42,
  bands: [
    { band: 'notStarted', learners: 3 },
    { band: 'under25', learners: 4 },
    { band: 'under50', learners: 5 },
    { band: 'under75', learners: 2 },
    { band: 'under100', learners: 1 },
    { band: 'complete', learners: 5 },
  ],
  pages: [
    {
      pageId: 'p1',
      pagePath: 'welcome',
      title: 'Welcome',
      moduleTitle: 'Getting started',
      viewed: 20,
      completed: 15,
    },
    {
      pageId: 'p2',
      pagePath: 'tables',
      title: 'Reading tables',
      moduleTitle: 'Week 1',
      viewed: 10,
      completed: 4,
    },
  ],
};

const comment = (index: number): AnalyticsComment => ({
  id: `c${index}`,
  author: { userId: `u${index}`, fullName: `Writer ${index}`, profileName: null, avatarUrl: null },
  excerpt: `Comment number ${index}`,
  createdAt: new Date(Date.now() - index * 3_600_000).toISOString(),
  hidden: index === 2,
  on: index === 2 ? 'post' : 'page',
  postId: index === 2 ? 'p2' : null,
  cohortPath: 'evening',
  className: 'Evening class',
  coursePath: 'data-101',
  pagePath: index === 3 ? null : 'tables',
  pageTitle: index === 3 ? null : 'Reading tables',
});

// The 30 days up to 2026-05-30, a post every fifth day and a comment every other day.
const ACTIVITY: ActivityDay[] = Array.from({ length: 30 }, (_, index) => ({
  date: new Date(Date.UTC(2026, 4, 1 + index)).toISOString().slice(0, 10),
  posts: index % 5 === 0 ? 1 : 0,
  comments: index % 2 === 0 ? 2 : 0,
}));

interface Served {
  learners: number;
  progress: AnalyticsProgress;
  comments: number;
  /** Answered to every analytics call instead of its data. */
  failure?: Response;
}

let served: Served;
let calls: FetchCall[];

/** The query strings the students view sent, in order. */
const studentsCalls = () =>
  calls.filter((call) => call.url.includes('/getAnalyticsStudents/')).map((call) => call.url.split('?')[1]);

// A teacher of the class: the analytics tab is theirs too.
const CLASS = buildClassData({ canManage: false });

resetAppAroundEachTest(() => buildUser());

beforeEach(() => {
  served = { learners: 30, progress: PROGRESS, comments: 12 };
  // happy-dom lays nothing out: give the charts' ResponsiveContainer a width (recharts draws
  // nothing at 0), and leave every other element's box as happy-dom measures it.
  const measure = HTMLElement.prototype.getBoundingClientRect;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('recharts-responsive-container')
      ? new DOMRect(0, 0, 720, 300)
      : measure.call(this);
  });
  calls = stubFetch((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/json/cohort/read/getClass/evening') return jsonResponse({ result: CLASS });
    if (url.pathname === '/json/cohort/lookup/listClasses') {
      const summary = (path: string, name: string) => ({ path, name }) as ClassList['classes'][number];
      const result: ClassList = {
        coursePath: 'data-101',
        defaultCohort: 'evening',
        canManage: true,
        classes: [summary('morning', 'Morning class'), summary('evening', 'Evening class')],
      };
      return jsonResponse({ result });
    }
    if (url.pathname.includes('/getAnalytics') && served.failure) return served.failure.clone();
    if (
      url.pathname === '/json/cohort/read/getAnalyticsStudents/evening' ||
      url.pathname === '/json/course/read/getCourseAnalyticsStudents/data-101'
    ) {
      const page = Number(url.searchParams.get('page'));
      const all = Array.from({ length: served.learners }, (_, index) => learner(index + 1));
      const result: AnalyticsStudentsPage = {
        students: all.slice((page - 1) * 25, page * 25),
        total: served.learners,
        page,
        pageSize: 25,
        totals: { contributors: served.learners ? 21 : 0, posts: 45, comments: 31, kudos: 99 },
      };
      return jsonResponse({ result });
    }
    if (url.pathname === '/json/cohort/read/getAnalyticsProgress/evening') {
      return jsonResponse({ result: served.progress });
    }
    if (url.pathname === '/json/cohort/read/getAnalyticsComments/evening') {
      const page = Number(url.searchParams.get('page'));
      const all = Array.from({ length: served.comments }, (_, index) => comment(index + 1));
      const result: AnalyticsCommentsPage = {
        comments: all.slice((page - 1) * 10, page * 10),
        total: served.comments,
        page,
        pageSize: 10,
        activity: ACTIVITY,
      };
      return jsonResponse({ result });
    }
    return jsonResponse({ result: null });
  });
});

/** The analytics tab of the class `evening` at `search`, with the router that holds its address. */
function renderTab(search = '?cohort=evening&tab=analytics') {
  const router = createMemoryRouter(
    [{ path: SCREEN_ROUTES.classAdmin, element: <AnalyticsTab cohortPath="evening" /> }],
    { initialEntries: [`/cohorts/admin/${search}`] },
  );
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, container: rendered.container };
}

/** The value shown under a summary card's label. */
const statOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** The names of a chart's bars' series (its legend) and the labels on its axes. */
const chartOf = async (label: string) => {
  // Recharts draws once its container is measured, a tick after the rest: wait for it.
  const chart = await screen.findByRole('application', { name: label }, { timeout: 5000 });
  return {
    ticks: [...chart.querySelectorAll('.recharts-cartesian-axis-tick-value')].map((tick) => tick.textContent),
    bars: chart.querySelectorAll('.recharts-bar').length,
  };
};

const tabNamed = (name: string) => screen.getByRole('tab', { name });

describe('the analytics tab', () => {
  it('opens on Students: the totals, a chart and a table of the learners, 25 a page, passing axe', async () => {
    const { container } = renderTab();
    expect(await screen.findByRole('table', { name: 'Learners’ posts, comments and kudos' })).toBeTruthy();
    expect(tabNamed('Students').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Students' })).toBeTruthy();
    expect(studentsCalls()).toEqual(['sort=contributions&order=desc&page=1']);

    expect(statOf('Learners')).toBe('30');
    expect(statOf('Contributors')).toBe('21');
    expect(statOf('Posts')).toBe('45');
    expect(statOf('Comments')).toBe('31');
    expect(statOf('Kudos')).toBe('99');

    const figure = screen.getByRole('figure', { name: 'Posts and comments of the learners listed below' });
    const chart = await chartOf('Bar chart of each learner’s posts and comments');
    expect(figure.contains(screen.getByRole('application'))).toBe(true);
    expect(chart.bars).toBe(2);
    expect(chart.ticks).toContain('Learner 1');
    expect(chart.ticks).toContain('Learner 25');
    expect(within(figure).getByText('Posts')).toBeTruthy();

    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(26);
    expect(within(rows[1]!).getByRole('link', { name: 'Learner 1' }).getAttribute('href')).toBe(
      '/u/learner-one/',
    );
    expect(within(rows[2]!).queryByRole('link')).toBeNull();
    expect(within(rows[2]!).getByText('Never')).toBeTruthy();
    const cells = within(rows[3]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['Learner 3', '3', '0', '3', '3 days ago']);
    expect(within(rows[3]!).getByText('3 days ago').getAttribute('title')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2 (30 learners)')).toBeTruthy();

    const audit = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
  });

  it('sorts by a column header (counts the most first, again the other way) and pages', async () => {
    renderTab();
    await screen.findByRole('table', { name: 'Learners’ posts, comments and kudos' });
    const posts = () => screen.getByRole('columnheader', { name: /Posts/ });
    expect(posts().getAttribute('aria-sort')).toBe('none');
    fireEvent.click(within(posts()).getByRole('button'));
    await waitFor(() => expect(studentsCalls()).toContain('sort=posts&order=desc&page=1'));
    expect(posts().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(posts()).getByRole('button'));
    await waitFor(() => expect(studentsCalls()).toContain('sort=posts&order=asc&page=1'));
    expect(posts().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await waitFor(() => expect(studentsCalls()).toContain('sort=name&order=asc&page=1'));
    expect(posts().getAttribute('aria-sort')).toBe('none');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(screen.getByRole('table')).findByText('Learner 30')).toBeTruthy();
    expect(studentsCalls()).toContain('sort=name&order=asc&page=2');
    expect(screen.getByText('Page 2 of 2 (30 learners)')).toBeTruthy();
  });

  it('switches views by click and arrow keys, keeping the view in the address', async () => {
    const { router } = renderTab();
    await screen.findByRole('table', { name: 'Learners’ posts, comments and kudos' });
    fireEvent.click(tabNamed('Progress'));
    expect(
      await screen.findByRole('table', { name: 'Views and completions of each page, in outline order' }),
    ).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('progress');
    expect(router.state.location.search).toContain('tab=analytics');
    expect(tabNamed('Progress').getAttribute('aria-selected')).toBe('true');
    expect(tabNamed('Students').getAttribute('aria-selected')).toBe('false');
    expect(tabNamed('Students').tabIndex).toBe(-1);

    fireEvent.keyDown(tabNamed('Progress'), { key: 'ArrowRight' });
    expect(await screen.findByRole('heading', { name: 'Latest comments' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('comments');
    expect(document.activeElement).toBe(tabNamed('Comments'));
    fireEvent.keyDown(tabNamed('Comments'), { key: 'ArrowRight' });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('view')).toBe('students'),
    );
    expect(document.activeElement).toBe(tabNamed('Students'));
    fireEvent.keyDown(tabNamed('Students'), { key: 'ArrowLeft' });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('view')).toBe('comments'),
    );
  });

  it('shows Progress from the address: the figures, learners per band and each page viewed and completed', async () => {
    const { container } = renderTab('?cohort=evening&tab=analytics&view=progress');
    const pages = await screen.findByRole('table', {
      name: 'Views and completions of each page, in outline order',
    });
    expect(tabNamed('Progress').getAttribute('aria-selected')).toBe('true');
    expect(statOf('Learners')).toBe('20');
    expect(statOf('Average completion')).toBe('42%');

    const bands = await chartOf('Bar chart of the number of learners in each band of course completion');
    expect(bands.ticks).toEqual(
      expect.arrayContaining(['Not started', '1–24%', '25–49%', '50–74%', '75–99%', 'Completed']),
    );
    const bandRows = within(screen.getByRole('table', { name: 'Learners per band of course completion' }))
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(bandRows).toEqual([
      ['Completion', 'Learners'],
      ['Not started', '3'],
      ['1–24%', '4'],
      ['25–49%', '5'],
      ['50–74%', '2'],
      ['75–99%', '1'],
      ['Completed', '5'],
    ]);

    const pagesChart = await chartOf(
      'Bar chart of the percentage of learners who viewed and who completed each page',
    );
    expect(pagesChart.bars).toBe(2);
    expect(pagesChart.ticks).toEqual(expect.arrayContaining(['1', '2', '100%']));
    const rows = within(pages).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['No.', 'Module', 'Page', 'Viewed', 'Completed'],
      ['1', 'Getting started', 'Welcome', '20 (100%)', '15 (75%)'],
      ['2', 'Week 1', 'Reading tables', '10 (50%)', '4 (20%)'],
    ]);
    expect(within(rows[2]!).getByRole('link', { name: 'Reading tables' }).getAttribute('href')).toBe(
      '/courses/data-101/tables/?mode=view',
    );

    const audit = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
  });

  it('shows Comments: the last 30 days per day, then the latest comments 10 a page with where each is', async () => {
    const { container } = renderTab('?cohort=evening&tab=analytics&view=comments');
    const latest = await screen.findByRole('region', { name: 'Latest comments' }, LAZY);
    const list = await within(latest).findByRole('list');
    expect(screen.getByRole('heading', { name: 'Activity in the last 30 days' })).toBeTruthy();
    const activity = await chartOf('Bar chart of posts and comments per day over the last 30 days');
    expect(activity.bars).toBe(2);
    expect(activity.ticks).toContain('May 1');
    const days = within(
      screen.getByRole('table', {
        name: 'Posts and comments per day over the last 30 days, in the class’s time zone',
      }),
    ).getAllByRole('row');
    expect(days).toHaveLength(31);
    expect([...days[1]!.children].map((cell) => cell.textContent)).toEqual(['May 1', '1', '2']);
    expect(days[30]!.querySelector('time')?.getAttribute('datetime')).toBe('2026-05-30');

    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(within(items[0]!).getByText('On the page Reading tables')).toBeTruthy();
    expect(within(items[0]!).getByText('Comment number 1')).toBeTruthy();
    expect(within(items[0]!).queryByText('Hidden')).toBeNull();
    expect(within(items[0]!).getByRole('link', { name: 'View on the page' }).getAttribute('href')).toBe(
      '/courses/data-101/tables/?mode=view&cohort=evening#comment-c1',
    );
    expect(within(items[1]!).getByText('On a post on the page Reading tables')).toBeTruthy();
    expect(within(items[1]!).getByText('Hidden')).toBeTruthy();
    // A comment on a post leads to the post, whose comments open there.
    expect(within(items[1]!).getByRole('link', { name: 'View on the page' }).getAttribute('href')).toBe(
      '/courses/data-101/tables/?mode=view&cohort=evening#post-p2',
    );
    expect(within(items[2]!).getByText('On a page')).toBeTruthy();
    expect(within(items[2]!).queryByRole('link', { name: 'View on the page' })).toBeNull();

    const audit = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Comment number 12')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2 (12 comments)')).toBeTruthy();
    expect(
      calls
        .filter((call) => call.url.includes('/getAnalyticsComments/'))
        .map((call) => call.url.split('?')[1]),
    ).toEqual(['page=1', 'page=2']);
  });

  it('says so when the class has no learners or no comments yet', async () => {
    served = {
      learners: 0,
      progress: { ...PROGRESS, learners: 0, averagePercent: 0, bands: [] },
      comments: 0,
    };
    renderTab();
    expect(await screen.findByRole('heading', { name: 'No learners yet' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(tabNamed('Progress'));
    expect(await screen.findByRole('heading', { name: 'No learners yet' })).toBeTruthy();
    expect(
      screen.getByText('Once learners enrol in this class, how far they are through the course shows here.'),
    ).toBeTruthy();
    fireEvent.click(tabNamed('Comments'));
    expect(await screen.findByRole('heading', { name: 'No comments yet' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Latest comments' })).queryByRole('list')).toBeNull();
    // The daily activity still shows (the class may have posts without comments).
    expect(screen.getByRole('heading', { name: 'Activity in the last 30 days' })).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    served.failure = jsonResponse(
      { error: 'forbidden', reason: 'Only the class’s teachers see its analytics.' },
      403,
    );
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only the class’s teachers see its analytics.',
    );
  });

  it('is a course admin action too: every class at once, or the class chosen', async () => {
    const router = createMemoryRouter(
      [
        {
          path: SCREEN_ROUTES.courseAdmin,
          element: <AnalyticsCourseTab course={{ path: 'data-101' } as CourseData} />,
        },
      ],
      { initialEntries: ['/courses/admin/?action=analytics&course=data-101'] },
    );
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('table', { name: 'Learners’ posts, comments and kudos' })).toBeTruthy();
    expect(
      calls.some((call) => call.url.startsWith('/json/course/read/getCourseAnalyticsStudents/data-101')),
    ).toBe(true);
    const chooser = screen.getByRole('combobox', { name: 'Class' }) as HTMLSelectElement;
    expect(chooser.value).toBe('');
    expect([...chooser.options].map((option) => option.text)).toEqual([
      'All classes',
      'Morning class',
      'Evening class',
    ]);
    fireEvent.change(chooser, { target: { value: 'evening' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?action=analytics&course=data-101&cohort=evening'),
    );
    expect(await screen.findByRole('table', { name: 'Learners’ posts, comments and kudos' })).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith('/json/cohort/read/getAnalyticsStudents/evening'))).toBe(
      true,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Class' }), { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe('?action=analytics&course=data-101'));
  });

  it('is a tab of class admin for the class’s teachers, after Students', async () => {
    const router = renderClassScreens('/cohorts/admin/?cohort=evening&tab=students');
    const nav = await screen.findByRole('navigation', { name: 'Class admin sections' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names.indexOf('Analytics')).toBe(names.indexOf('Students') + 1);
    fireEvent.click(within(nav).getByRole('link', { name: 'Analytics' }));
    expect(await screen.findByRole('tablist', { name: 'Analytics views' }, LAZY)).toBeTruthy();
    expect(router.state.location.search).toBe('?cohort=evening&tab=analytics');
    expect(
      await screen.findByRole('table', { name: 'Learners’ posts, comments and kudos' }, LAZY),
    ).toBeTruthy();
  });
});
