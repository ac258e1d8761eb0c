import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyCourse } from '../../../common/api/course';
import type { EnrolledClassData } from '../../../common/api/membership';
import { authStore } from '../../auth/auth-store';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { ENROLLED } from '../../test/membership-fixtures';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const MANAGED: MyCourse = {
  path: 'stats-301',
  name: 'Statistics 301',
  displayed: true,
  role: 'administrator',
};

function serve(courses: MyCourse[], classes: EnrolledClassData = ENROLLED) {
  stubFetch((call) => {
    if (call.url.includes('/json/course/lookup/listMyCourses')) return jsonResponse({ result: courses });
    if (call.url.includes('getEnrolledClassData')) return jsonResponse({ result: classes });
    return jsonResponse({ result: null });
  });
}

const headings = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('My courses', () => {
  it("leads with a learner's classes and only invites them to create a course", async () => {
    serve([]);
    renderApp('/courses/my/');
    const classes = (
      await screen.findByRole('heading', { name: 'Classes you are in' }, { timeout: 5000 })
    ).closest('section')!;
    expect(await within(classes).findAllByRole('listitem')).toHaveLength(2);
    expect(await screen.findByText('Want to teach on Kelas?')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Courses you manage' })).toBeNull();
    expect(headings()[0]).toBe('Classes you are in');
  });

  it('puts the courses a creator manages in their own section after the classes', async () => {
    act(() => authStore.userLoaded(buildUser({ isCourseCreator: true })));
    serve([MANAGED]);
    renderApp('/courses/my/');
    const managed = (
      await screen.findByRole('heading', { name: 'Courses you manage' }, { timeout: 5000 })
    ).closest('section')!;
    expect(
      (await within(managed).findByRole('link', { name: 'Manage Statistics 301' })).getAttribute('href'),
    ).toBe('/courses/admin/?action=starter&course=stats-301');
    expect(headings()).toEqual(['Classes you are in', 'Courses you manage']);
  });
});
