import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CourseData } from '../../../common/api/course';
import { BUILDER_COURSE } from '../../test/course-builder-test-server';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

const COURSE: CourseData = {
  ...BUILDER_COURSE,
  objective: 'Read charts.',
  outcomes: ['Read a bar chart'],
  admins: [{ fullName: 'Siti Rahmah', profileName: 'siti-rahmah' }],
  moduleCount: 0,
  pageCount: 0,
};

let course: CourseData | null;
resetAppAroundEachTest(() => buildUser());

beforeEach(() => {
  course = COURSE;
  stubFetch((call) => {
    if (call.url.includes('/json/course/read/getCourseData/data-101')) {
      return course
        ? jsonResponse({ result: course })
        : jsonResponse({ error: 'forbidden', reason: 'You do not have permission to do this.' }, 403);
    }
    return jsonResponse({ result: null });
  });
});

describe('course admin', () => {
  it('redirects an address without an action to the starter, keeping the other parameters', async () => {
    const router = renderApp('/courses/admin/?course=data-101&cohort=spring');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?course=data-101&cohort=spring&action=starter'),
    );
    expect(await screen.findByRole('heading', { name: 'Next steps' })).toBeTruthy();
  });

  it('checks the starter steps from the course data', async () => {
    renderApp('/courses/admin/?action=starter&course=data-101');
    const objective = await screen.findByRole('link', { name: 'Add an objective and learning outcomes' });
    expect(objective.closest('li')!.textContent).toContain('Done');
    const image = screen.getByRole('link', { name: 'Choose a course image' });
    expect(image.closest('li')!.textContent).toContain('To do');
    expect(image.getAttribute('href')).toBe('/courses/admin/?action=appearance&course=data-101');
  });

  it('switches tabs without remounting the shell', async () => {
    const router = renderApp('/courses/admin/?action=starter&course=data-101');
    const shellHeading = await screen.findByRole('heading', { level: 1, name: 'Data Literacy' });
    fireEvent.click(screen.getByRole('link', { name: 'General' }));
    expect(await screen.findByLabelText('Course objective')).toBeTruthy();
    expect(router.state.location.search).toBe('?action=general&course=data-101');
    expect(screen.getByRole('heading', { level: 1 })).toBe(shellHeading);
  });

  it('tells a user without a course role that they are not allowed', async () => {
    course = null;
    renderApp('/courses/admin/?action=general&course=data-101');
    expect(await screen.findByText('You are not allowed to manage this course.')).toBeTruthy();
  });
});
