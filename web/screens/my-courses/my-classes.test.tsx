import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { EnrolledClassData } from '../../../common/api/membership';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { ENROLLED, enrolledClass } from '../../test/membership-fixtures';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

function serve(classes: EnrolledClassData | null) {
  return stubFetch((call) => {
    if (call.url.includes('/json/course/lookup/listMyCourses')) return jsonResponse({ result: [] });
    if (call.url.includes(`/json/user/read/getEnrolledClassData/${buildUser().userId}`)) {
      return classes
        ? jsonResponse({ result: classes })
        : jsonResponse(
            { error: 'internal', reason: 'Something went wrong on our side. Please try again.' },
            500,
          );
    }
    return jsonResponse({ result: null });
  });
}

const section = async () =>
  (await screen.findByRole('heading', { name: 'Classes you are in' }, { timeout: 5000 })).closest('section')!;

describe('my classes on /courses/my/', () => {
  it('lists the classes the user learns in with course, class, dates in the class zone and status', async () => {
    serve(ENROLLED);
    renderApp('/courses/my/');
    const classes = await section();
    const items = await within(classes).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [morning, evening] = items;
    expect(within(morning!).getByRole('link', { name: 'Data 101' }).getAttribute('href')).toBe(
      '/courses/data-101/',
    );
    expect(within(morning!).getByRole('link', { name: 'Morning class' }).getAttribute('href')).toBe(
      '/cohorts/studentinfo/?cohort=morning',
    );
    // 02:00 UTC is 09:00 in the class's zone, Asia/Jakarta.
    expect(morning!.textContent).toMatch(/Starts Jan 6, 2030.*9:00.*ends Mar 6, 2030/);
    expect(within(morning!).getByText('Active')).toBeTruthy();
    expect(evening!.textContent).toContain('Statistics 201');
    expect(evening!.textContent).toContain('No fixed dates');
    expect(within(evening!).getByText('Pending approval')).toBeTruthy();
    const audit = await axe.run(classes, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);
  });

  it('tells an ended class and one yet to start from a running one, whatever the enrolment says', async () => {
    const active = ENROLLED.enrolments[0]!;
    serve({
      ...ENROLLED,
      enrolments: [
        active,
        { ...active, id: 'e3', cohortPath: 'past' },
        { ...active, id: 'e4', cohortPath: 'next' },
      ],
      classes: [
        ENROLLED.classes[0]!,
        enrolledClass({ path: 'past', name: 'Past class', hasEnded: true }),
        enrolledClass({ path: 'next', name: 'Next class', hasStarted: false }),
      ],
    });
    renderApp('/courses/my/');
    const items = await within(await section()).findAllByRole('listitem');
    expect(items.map((item) => item.lastElementChild?.textContent)).toEqual(['Active', 'Ended', 'Upcoming']);
  });

  it('says so when the user is in no class, with a way to the catalogue', async () => {
    serve({ ...ENROLLED, enrolments: [], classes: [], courses: [] });
    renderApp('/courses/my/');
    const classes = await section();
    expect(await within(classes).findByText('You are not in any class yet')).toBeTruthy();
    expect(within(classes).getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe(
      '/courses/',
    );
  });

  it('shows an alert when the classes cannot be read', async () => {
    serve(null);
    renderApp('/courses/my/');
    const classes = await section();
    // The read is retried once before it fails.
    expect(await within(classes).findByRole('alert', {}, { timeout: 5000 })).toBeTruthy();
  });
});
