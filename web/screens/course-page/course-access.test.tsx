import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { CoursePage } from '../../../common/api/course-page';
import type { UserInstalmentPlan } from '../../../common/api/instalment';
import type { CohortSchedule, FirstAvailableMembership } from '../../../common/api/membership';
import type { CourseOutline } from '../../../common/api/outline';
import { dropFirstReads, keepFirstReads } from '../../api/first-reads';
import { buildCoursePage, buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { buildInstalmentPlan } from '../../test/instalment-fixtures';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser({ timezone: 'Asia/Jakarta' }));

const PAGE = buildCoursePage();

const OUTLINE: CourseOutline = {
  coursePath: 'data-101',
  name: 'Data 101',
  canEdit: false,
  sections: [
    {
      type: 'course_structure',
      modules: [
        {
          id: 'm1',
          title: 'Basics',
          pages: [
            { id: 'p1', path: 'intro', title: 'Introduction' },
            { id: 'p2', path: 'tables', title: 'Tables' },
          ],
        },
      ],
    },
  ],
};

const MEMBER: FirstAvailableMembership = {
  kind: 'member',
  cohortPath: 'morning',
  staff: false,
  enrolledAt: '2030-01-01T00:00:00.000Z',
};

const SCHEDULE: CohortSchedule = {
  cohortPath: 'morning',
  coursePath: 'data-101',
  pages: [
    { pagePath: 'intro', title: 'Introduction', unlocksAt: null, dueAt: null },
    { pagePath: 'tables', title: 'Tables', unlocksAt: '2999-01-01T00:00:00.000Z', dueAt: null },
  ],
};

// The learner's activity: the introduction completed, the tables page begun.
const ACTIVITY = {
  pages: [
    { path: 'intro', status: 'completed' },
    { path: 'tables', status: 'in_progress' },
  ],
};

type Refusal = { status: number; error: string; reason: string; reasonCode?: { code: string } };

/**
 * The course page server: getPage answers `page` (or the error envelope with `status`), and the
 * reader's instalment plans are `plans` (a 500 when null).
 */
function serve(page: CoursePage | Refusal, plans: UserInstalmentPlan[] | null = []) {
  return stubFetch((call) => {
    if (call.url.includes('/json/course/read/getPage/')) {
      if (!('status' in page)) return jsonResponse({ result: page });
      const { status, ...envelope } = page;
      return jsonResponse(envelope, status);
    }
    if (call.url.includes('/json/instalmentplan/lookup/listUserInstalmentPlans')) {
      return plans
        ? jsonResponse({ result: { instalmentPlans: plans } })
        : jsonResponse({ error: 'internal', reason: 'Something went wrong.' }, 500);
    }
    if (call.url.includes('/json/outline/read/getOutline/data-101')) return jsonResponse({ result: OUTLINE });
    if (call.url.includes(`getFirstAvailableCourseMembershipData/${buildUser().userId}`))
      return jsonResponse({ result: MEMBER });
    if (call.url.includes('/json/cohort/read/getCohortSchedule/morning'))
      return jsonResponse({ result: SCHEDULE });
    if (call.url.includes('/json/progress/lookup/courseActivity')) return jsonResponse({ result: ACTIVITY });
    return jsonResponse({ result: null });
  });
}

describe('course access on the course page', () => {
  it('shows the course-access-denied modal with a way to the classes and to the catalogue', async () => {
    const calls = serve({
      status: 403,
      error: 'course_access_denied',
      reason: 'Enrol in a class of this course to read its pages.',
    });
    renderApp('/courses/data-101/intro/?mode=view');
    // The first render loads the screen's chunk and the English of en.json: allow it the time.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'This course is for its learners' },
      { timeout: 5000 },
    );
    expect(within(dialog).getByText(/for the learners of its classes/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'See the classes' }).getAttribute('href')).toBe(
      '/courses/data-101/#join',
    );
    expect(within(dialog).getByRole('link', { name: 'Back to the catalogue' }).getAttribute('href')).toBe(
      '/courses/',
    );
    // Only a suspended learner's refusal reads their instalment plans.
    expect(calls.some((call) => call.url.includes('listUserInstalmentPlans'))).toBe(false);
    const audit = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
  });

  it('sends a learner of an ended class to the ended-class page', async () => {
    serve({ status: 410, error: 'class_ended', reason: 'This class has ended.' });
    const router = renderApp('/courses/data-101/intro/?mode=view');
    await waitFor(() => expect(router.state.location.pathname).toBe('/ended_error/'));
    expect(router.state.location.search).toBe('?course=data-101');
  });
});

const SUSPENDED_REFUSAL: Refusal = {
  status: 403,
  error: 'course_access_denied',
  reason:
    'Your place in this class is suspended because an instalment is unpaid. Pay it to read the course again.',
  reasonCode: { code: 'refusal.enrolmentSuspended' },
};

/** A plan of Data 101 in three parts, the second unpaid after the retries (its course's path in other letters). */
const instalmentPlan = (overrides: Partial<UserInstalmentPlan> = {}) =>
  buildInstalmentPlan({
    id: 'sub-42',
    course: { path: 'Data-101', name: 'Data 101' },
    status: 'suspended',
    ...overrides,
  });

/** The access-denied modal's suspended variant, once the course page was refused. */
async function suspendedModal() {
  renderApp('/courses/data-101/intro/?mode=view');
  return screen.findByRole('dialog', { name: 'Your access is paused' }, { timeout: 5000 });
}

describe('a learner whose class place is suspended for an unpaid instalment', () => {
  it('is shown the part owed, the card on file and the way to update the card and pay', async () => {
    serve(SUSPENDED_REFUSAL, [
      instalmentPlan({ id: 'sub-old', status: 'completed', paymentInvoices: [] }),
      instalmentPlan({ id: 'sub-other', course: { path: 'art-1', name: 'Art' } }),
      instalmentPlan(),
    ]);
    const dialog = await suspendedModal();
    expect(await within(dialog).findByText(/instalment 2 of 3 \(MYR\s83\.00\) is unpaid/)).toBeTruthy();
    expect(dialog.textContent).toContain('Your place in March 2027 class is suspended');
    expect(within(dialog).getByText('Suspended')).toBeTruthy();
    expect(within(dialog).getByText('Card on file: Visa •••• 4242')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Update card and pay' }).getAttribute('href')).toBe(
      '/payment/update/?subscriptionId=sub-42',
    );
    expect(within(dialog).getByRole('link', { name: 'See your payments' }).getAttribute('href')).toBe(
      '/accounts/payments/',
    );
    expect(within(dialog).queryByRole('link', { name: 'See the classes' })).toBeNull();
    const audit = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
  });

  it('says why without a plan to pay when the plans cannot be read', async () => {
    serve(SUSPENDED_REFUSAL, null);
    const dialog = await suspendedModal();
    expect(within(dialog).getByRole('status').textContent).toBe('Loading your instalment plan…');
    expect(await within(dialog).findByText(SUSPENDED_REFUSAL.reason)).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Update card and pay' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'See your payments' }).getAttribute('href')).toBe(
      '/accounts/payments/',
    );
  });
});

describe('page scheduling on the course page', () => {
  it('shows when a locked page opens, in the reader’s time zone, instead of its content', async () => {
    serve({
      ...PAGE,
      scheduledAccess: { unlocksAt: '2030-01-06T02:00:00.000Z', locked: true },
      dueDate: '2030-01-13T02:00:00.000Z',
    });
    renderApp('/courses/data-101/intro/?mode=view');
    const notice = (await screen.findByText('This page is not open yet')).closest('[role="status"]')!;
    // 02:00 UTC is 09:00 in Jakarta.
    expect(notice.textContent).toMatch(/It opens on Jan 6, 2030.*9:00/);
    expect(screen.getByText(/^Due Jan 13, 2030.*9:00/)).toBeTruthy();
  });

  it('marks in the outline the pages the learner’s class has not opened yet', async () => {
    serve({ ...PAGE, sections: [] });
    renderApp('/courses/data-101/intro/?mode=view');
    const outline = await screen.findByRole('navigation', { name: 'Course outline' });
    const tables = await within(outline).findByText('Not open yet');
    expect(tables.closest('li')?.textContent).toContain('Tables');
    expect(within(outline).getAllByText('Not open yet')).toHaveLength(1);
  });

  it('marks nothing for an editor, who reads every page', async () => {
    const calls = serve({ ...PAGE, isEditor: true });
    renderApp('/courses/data-101/intro/?mode=view');
    const outline = await screen.findByRole('navigation', { name: 'Course outline' });
    await within(outline).findByText('Tables');
    expect(within(outline).queryByText('Not open yet')).toBeNull();
    expect(calls.some((call) => call.url.includes('getCohortSchedule'))).toBe(false);
  });
});

describe('completion in the outline', () => {
  it('ticks the pages the learner has completed, named for assistive technology', async () => {
    serve({ ...PAGE, path: 'tables', title: 'Tables', sections: [] });
    renderApp('/courses/data-101/tables/?mode=view');
    const outline = await screen.findByRole('navigation', { name: 'Course outline' });
    const intro = await within(outline).findByRole('link', { name: 'Introduction (completed)' });
    expect(intro.closest('li')?.textContent).toContain('✓');
    expect(within(outline).getByRole('link', { name: 'Tables' }).closest('li')?.textContent).not.toContain(
      '✓',
    );
  });

  it('takes the activity that came with a page the server drew, and reads it again on the next page', async () => {
    const calls = serve({ ...PAGE, path: 'tables', title: 'Tables', sections: [] });
    keepFirstReads({ '/json/progress/lookup/courseActivity?coursePath=data-101': ACTIVITY });
    try {
      renderApp('/courses/data-101/tables/?mode=view');
      const outline = await screen.findByRole('navigation', { name: 'Course outline' });
      const intro = await within(outline).findByRole('link', { name: 'Introduction (completed)' });
      // The learner's class has come (its schedule marks the closed page): the activity is theirs.
      await within(outline).findByText('Not open yet');
      const activityReads = () => calls.filter((call) => call.url.includes('courseActivity')).length;
      expect(activityReads()).toBe(0);
      fireEvent.click(intro);
      await waitFor(() => expect(activityReads()).toBe(1));
    } finally {
      dropFirstReads();
    }
  });

  it('ticks nothing for an editor, and does not read their activity', async () => {
    const calls = serve({ ...PAGE, isEditor: true });
    renderApp('/courses/data-101/intro/?mode=view');
    const outline = await screen.findByRole('navigation', { name: 'Course outline' });
    expect(await within(outline).findByRole('link', { name: 'Introduction' })).toBeTruthy();
    expect(calls.some((call) => call.url.includes('courseActivity'))).toBe(false);
  });
});
