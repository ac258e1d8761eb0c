import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCoursePage, buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';
import { STANDING } from '../exam/exam-test-data';

resetAppAroundEachTest(() => buildUser());

/** A course page for a signed-in reader who is a learner (or, with `staff`, a facilitator) of class `morning`. */
function serve(staff: boolean): FetchCall[] {
  return stubFetch((call) => {
    if (call.url.includes('/json/course/read/getPage/')) return jsonResponse({ result: buildCoursePage() });
    if (call.url.includes(`getFirstAvailableCourseMembershipData/${buildUser().userId}`))
      return jsonResponse({
        result: { kind: 'member', cohortPath: 'morning', staff, enrolledAt: '2026-11-01T00:00:00.000Z' },
      });
    if (call.url.startsWith('/json/exam/lookup/myExams?coursePath=data-101'))
      return jsonResponse({ result: { cohortPath: 'morning', exams: [STANDING] } });
    return jsonResponse({ result: null });
  });
}

describe('the exams beside a course page', () => {
  it('links a learner to each exam of their class', async () => {
    serve(false);
    renderApp('/courses/data-101/intro/?mode=view');
    const exams = await screen.findByRole('navigation', { name: 'Exams' }, { timeout: 5000 });
    expect(within(exams).getByRole('link', { name: 'Midterm' }).getAttribute('href')).toBe(
      '/assessment/exam/exam-1/?cohort=morning',
    );
  });

  it('asks nothing for a facilitator', async () => {
    const calls = serve(true);
    renderApp('/courses/data-101/intro/?mode=view');
    await screen.findByRole('heading', { level: 1, name: 'Introduction' }, { timeout: 5000 });
    await waitFor(() => expect(calls.some((call) => call.url.includes('MembershipData'))).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(calls.some((call) => call.url.includes('myExams'))).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'Exams' })).toBeNull();
  });
});
