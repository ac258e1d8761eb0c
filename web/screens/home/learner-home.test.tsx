import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { RecentCourse, RecentPage } from '../../../common/api/catalogue';
import type { MyProgressEntry } from '../../../common/api/progress';
import { authStore } from '../../auth/auth-store';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const COURSE: RecentCourse = {
  path: 'data-101',
  name: 'Data 101',
  imageUrl: null,
  visitedAt: '2030-01-02T03:00:00.000Z',
};
const PAGE: RecentPage = { path: 'tables', title: 'Tables', visitedAt: '2030-01-02T03:00:00.000Z' };
const ENTRY: MyProgressEntry = {
  coursePath: 'data-101',
  courseName: 'Data 101',
  cohortPath: 'morning',
  cohortName: 'Morning class',
  progress: 50,
  summaries: { completedPages: 1, totalPages: 2, lastActiveAt: '2030-01-02T03:00:00.000Z' },
  nextPage: { path: 'charts', title: 'Charts' },
};

const FAILURE = jsonResponse({ error: 'internal', reason: 'Something went wrong on our side.' }, 500);

function serve({
  courses = [COURSE],
  pages = [PAGE],
  progress = [ENTRY],
}: {
  courses?: RecentCourse[];
  pages?: RecentPage[];
  progress?: MyProgressEntry[] | 'fail';
}) {
  return stubFetch((call) => {
    if (call.url.includes('getRecentlyVisitedCourses')) return jsonResponse({ result: courses });
    if (call.url.includes('getRecentlyVisitedPagesForCourse')) return jsonResponse({ result: pages });
    if (call.url.includes('/json/progress/lookup/myProgress'))
      return progress === 'fail' ? FAILURE.clone() : jsonResponse({ result: progress });
    return jsonResponse({ result: null });
  });
}

const section = async (name: string) =>
  (await screen.findByRole('heading', { name }, { timeout: 5000 })).closest('section')!;

describe("a signed-in learner's home", () => {
  it('continues where they left off and shows their classes, what is next and their progress', async () => {
    const calls = serve({});
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Siti Rahmah' })).toBeTruthy();

    const resume = await section('Continue where you left off');
    expect(await within(resume).findByText('Last page: Tables')).toBeTruthy();
    expect(within(resume).getByRole('link', { name: 'Continue Data 101' }).getAttribute('href')).toBe(
      '/courses/data-101/tables/?mode=view',
    );
    expect(calls.find((call) => call.url.includes('getRecentlyVisitedPagesForCourse'))?.url).toContain(
      'coursePath=data-101',
    );

    const classes = await section('Your classes');
    const card = (await within(classes).findByText('Data 101')).closest('li')!;
    expect(within(card).getByRole('progressbar', { name: 'Progress in Data 101' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Charts' }).getAttribute('href')).toBe(
      '/courses/data-101/charts/?mode=view',
    );
    expect(
      within(card).getByRole('link', { name: 'See your progress in Data 101' }).getAttribute('href'),
    ).toBe('/progress/?course=data-101');
    expect(within(classes).getByRole('link', { name: 'All your progress' }).getAttribute('href')).toBe(
      '/progress/',
    );
    expect(screen.getByRole('link', { name: 'My progress' }).getAttribute('href')).toBe('/progress/');

    const audit = await axe.run(screen.getByRole('main'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(audit.violations).toEqual([]);
  });

  it('says what to do when there is nothing to continue and no class yet', async () => {
    serve({ courses: [], progress: [] });
    renderApp('/');
    const resume = await section('Continue where you left off');
    expect(await within(resume).findByText(/You have not opened a course yet/)).toBeTruthy();
    const classes = await section('Your classes');
    expect(await within(classes).findByText('You are not in a class yet')).toBeTruthy();
    expect(within(classes).getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe(
      '/courses/',
    );
  });

  it('shows a course completed, and its landing page when no page of it was opened', async () => {
    serve({ pages: [], progress: [{ ...ENTRY, nextPage: null, progress: 100 }] });
    renderApp('/');
    const resume = await section('Continue where you left off');
    expect(await within(resume).findByText('You have not opened a page of this course yet.')).toBeTruthy();
    expect(within(resume).getByRole('link', { name: 'Continue Data 101' }).getAttribute('href')).toBe(
      '/courses/data-101/',
    );
    expect(await screen.findByText('You have completed every page.')).toBeTruthy();
  });

  it('says when the classes could not be loaded, and loads them again on request', async () => {
    let fail = true;
    stubFetch((call) => {
      if (call.url.includes('/json/progress/lookup/myProgress'))
        return fail ? FAILURE.clone() : jsonResponse({ result: [ENTRY] });
      return jsonResponse({ result: [] });
    });
    renderApp('/');
    const classes = await section('Your classes');
    const alert = await within(classes).findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Something went wrong');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(classes).getByText('Data 101')).toBeTruthy());
  });

  it('stays the marketing page for a visitor', async () => {
    act(() => authStore.userLoaded(null));
    serve({});
    renderApp('/');
    expect(await screen.findAllByRole('button', { name: 'Get started' })).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Continue where you left off' })).toBeNull();
  });
});
