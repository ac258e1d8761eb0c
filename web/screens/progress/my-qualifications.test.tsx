import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QualificationEnrolment } from '../../../common/api/qualification';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const ENROLMENT: QualificationEnrolment = {
  code: 'data-and-digital-skills',
  name: 'Data and Digital Skills',
  enrolledAt: '2026-11-01T00:00:00.000Z',
  completedCoursePaths: ['intro-data-analysis'],
  coreDone: 1,
  coreTotal: 1,
  electivesDone: 0,
  electivesRequired: 1,
  complete: false,
  certificateCode: null,
};

const serve = (enrolments: QualificationEnrolment[]) =>
  stubFetch((call) =>
    jsonResponse({ result: call.url.includes('/json/qualification/lookup/getMine') ? enrolments : [] }),
  );

describe('the progress page’s qualifications', () => {
  it('lists the learner’s qualifications with their progress and landing pages', async () => {
    serve([ENROLMENT]);
    renderApp('/progress/');
    const section = within(await screen.findByRole('region', { name: 'Qualifications' }));
    expect(section.getByRole('link', { name: 'Data and Digital Skills' }).getAttribute('href')).toBe(
      '/qualifications/data-and-digital-skills/',
    );
    expect(section.getByText('Core courses: 1 of 1 completed')).toBeTruthy();
    expect(section.getByText('Electives: 0 of 1 required completed')).toBeTruthy();
  });

  it('shows nothing of qualifications to a learner enrolled in none', async () => {
    const calls = serve([]);
    renderApp('/progress/');
    await screen.findByText('You are not in any class yet.');
    expect(calls.some((call) => call.url.includes('/json/qualification/lookup/getMine'))).toBe(true);
    expect(screen.queryByRole('region', { name: 'Qualifications' })).toBeNull();
  });
});
