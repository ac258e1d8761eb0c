import { act, fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { QualificationEnrolment, QualificationLanding } from '../../../common/api/qualification';
import { authStore } from '../../auth/auth-store';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => null);

const LANDING: QualificationLanding = {
  code: 'data-and-digital-skills',
  name: 'Data and Digital Skills',
  description: 'Analyse data and work in Malay.',
  published: true,
  courses: [
    {
      path: 'intro-data-analysis',
      name: 'Introduction to Data Analysis',
      kind: 'core',
      learningHours: 12,
      courseType: 'OPENCRED',
      displayed: true,
    },
    {
      path: 'bahasa-melayu-pemula',
      name: 'Bahasa Melayu Pemula',
      kind: 'elective',
      learningHours: 20,
      courseType: 'OPENCRED',
      displayed: true,
    },
    {
      path: 'python-programming-essentials',
      name: 'Python Programming Essentials',
      kind: 'elective',
      learningHours: null,
      courseType: 'OTHER',
      displayed: true,
    },
  ],
  electivesRequired: 1,
  coreLearningHours: 12,
  enrolment: null,
};

const ENROLMENT: QualificationEnrolment = {
  code: LANDING.code,
  name: LANDING.name,
  enrolledAt: '2026-11-01T00:00:00.000Z',
  completedCoursePaths: ['intro-data-analysis'],
  coreDone: 1,
  coreTotal: 1,
  electivesDone: 0,
  electivesRequired: 1,
  complete: false,
  certificateCode: null,
};

const LANDING_URL = '/json/qualification/read/getLandingPage/data-and-digital-skills';

function serve(
  options: { enrolled?: boolean; landing?: () => Response; signedOut?: boolean } = {},
): FetchCall[] {
  let enrolled = options.enrolled ?? false;
  const page = () => ({ ...LANDING, enrolment: enrolled ? ENROLMENT : null });
  return stubFetch((call) => {
    if (call.url.includes(LANDING_URL)) return options.landing?.() ?? jsonResponse({ result: page() });
    if (call.url.includes('/json/qualification/update/')) {
      if (options.signedOut) return jsonResponse({ error: 'not_signed_in', reason: 'Log in first.' }, 401);
      enrolled = call.url.includes('/enrol/');
      return jsonResponse({ result: page() });
    }
    return jsonResponse({ result: null });
  });
}

describe('the qualification landing page', () => {
  it('shows a visitor what it asks and its courses in order, and asks them to log in to enrol', async () => {
    const calls = serve({ signedOut: true });
    renderApp('/qualifications/data-and-digital-skills/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Data and Digital Skills');
    expect(screen.getByText('Analyse data and work in Malay.')).toBeTruthy();
    expect(screen.getByText('Complete the core course and 1 of the 2 electives')).toBeTruthy();
    expect(screen.getByText('12 core learning hours')).toBeTruthy();
    const pathway = within(screen.getByRole('region', { name: 'Suggested pathway' }));
    const links = pathway.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/courses/intro-data-analysis/',
      '/courses/bahasa-melayu-pemula/',
      '/courses/python-programming-essentials/',
    ]);
    expect(pathway.getAllByText('Core')).toHaveLength(1);
    expect(pathway.getAllByText('Elective')).toHaveLength(2);
    expect(pathway.queryByText('Completed')).toBeNull();
    await expect.poll(() => document.title).toBe('Data and Digital Skills - Kelas');
    const audit = await axe.run(screen.getByRole('main'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      audit.violations.filter(
        (violation) => violation.impact === 'serious' || violation.impact === 'critical',
      ),
    ).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Enrol' }));
    await expect.poll(() => authStore.getState().loginModal).toBe('login');
    expect(calls.find((call) => call.url.includes('/update/enrol/'))?.method).toBe('POST');
  });

  it('enrols a signed-in learner with the enrol call and shows the answered page', async () => {
    act(() => authStore.userLoaded(buildUser()));
    const calls = serve();
    renderApp('/qualifications/data-and-digital-skills/');
    fireEvent.click(await screen.findByRole('button', { name: 'Enrol' }));
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeTruthy();
    const enrol = calls.find((call) => call.url.includes('/json/qualification/update/enrol/'));
    expect(enrol?.url).toMatch(/\/json\/qualification\/update\/enrol\/data-and-digital-skills$/);
    expect(enrol?.method).toBe('POST');
    expect(screen.getByText('Core courses: 1 of 1 completed')).toBeTruthy();
  });

  it('shows an enrolled learner their progress and lets them withdraw', async () => {
    act(() => authStore.userLoaded(buildUser()));
    const calls = serve({ enrolled: true });
    renderApp('/qualifications/data-and-digital-skills/');
    expect(await screen.findByText('Your progress')).toBeTruthy();
    expect(screen.getByText('Core courses: 1 of 1 completed')).toBeTruthy();
    expect(screen.getByText('Electives: 0 of 1 required completed')).toBeTruthy();
    const pathway = within(screen.getByRole('region', { name: 'Suggested pathway' }));
    expect(pathway.getAllByText('Completed')).toHaveLength(1);
    expect(pathway.getAllByText('Not completed yet')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('button', { name: 'Enrol' })).toBeTruthy();
    expect(
      calls.some((call) => call.url.endsWith('/json/qualification/update/withdraw/data-and-digital-skills')),
    ).toBe(true);
    expect(screen.queryByText('Your progress')).toBeNull();
  });

  it('links a learner who completed it to their certificate', async () => {
    act(() => authStore.userLoaded(buildUser()));
    stubFetch((call) =>
      jsonResponse({
        result: call.url.includes(LANDING_URL)
          ? {
              ...LANDING,
              enrolment: { ...ENROLMENT, electivesDone: 1, complete: true, certificateCode: 'AB12C-34D56' },
            }
          : null,
      }),
    );
    renderApp('/qualifications/data-and-digital-skills/');
    expect(await screen.findByText('You have completed this qualification.')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'View your qualification certificate' }).getAttribute('href'),
    ).toBe('/certificate-verification/ab12c-34d56/');
  });

  it('says plainly that no qualification has an unknown code', async () => {
    serve({ landing: () => jsonResponse({ error: 'not_found', reason: 'Not found.' }, 404) });
    renderApp('/qualifications/data-and-digital-skills/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'No qualification has this code',
    );
    await expect.poll(() => document.title).toBe('No qualification has this code - Kelas');
  });
});
