import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { MyReport } from '../../../common/api/assessment-report';
import type { ExamStanding } from '../../../common/api/exam';
import type { CourseActivity, CourseProgressEntry, PageActivity } from '../../../common/api/progress';
import type { MyGrades } from '../../../common/api/quiz';
import { showLanguage } from '../../i18n/i18n';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const ENTRY: CourseProgressEntry = {
  coursePath: 'data-101',
  courseName: 'Data 101',
  cohortPath: 'data-101-spring',
  cohortName: 'Spring intake',
  progress: 50,
  summaries: { completedPages: 2, totalPages: 4, lastActiveAt: '2026-03-04T05:06:07.000Z' },
};

const page = (
  path: string,
  title: string,
  status: PageActivity['status'],
  moduleTitle = 'Basics',
): PageActivity => ({
  pageId: `id-${path}`,
  path,
  title,
  moduleId: `m-${moduleTitle}`,
  moduleTitle,
  status,
  contributorsDone: status === 'completed' ? 1 : 0,
  contributorsTotal: 1,
  viewedAt: status === 'not_started' ? null : '2026-03-04T05:06:07.000Z',
});

const ACTIVITY: CourseActivity = {
  coursePath: 'data-101',
  courseName: 'Data 101',
  cohortPath: 'data-101-spring',
  cohortName: 'Spring intake',
  learner: { userId: 'user-1', fullName: 'Siti Rahmah' },
  progress: 50,
  summaries: ENTRY.summaries,
  pages: [
    page('intro', 'Introduction', 'completed'),
    page('tables', 'Reading tables', 'in_progress'),
    page('charts', 'Charts', 'not_started', 'Visuals'),
    page('recap', 'Recap', 'completed', 'Visuals'),
  ],
};

function serve(entries: CourseProgressEntry[], activity: CourseActivity = ACTIVITY) {
  return stubFetch((call) => {
    if (call.url.startsWith('/json/progress/lookup/myProgress')) return jsonResponse({ result: entries });
    if (call.url.startsWith('/json/progress/lookup/courseActivity'))
      return jsonResponse({ result: activity });
    return jsonResponse({ result: null });
  });
}

const shownTitles = () =>
  within(screen.getByRole('list', { name: 'Pages' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('/progress/', () => {
  it("lists the learner's classes with an accessible progress bar, pages completed and last activity", async () => {
    serve([ENTRY]);
    renderApp('/progress/');
    const bar = await screen.findByRole('progressbar', { name: 'Progress in Data 101' }, { timeout: 5000 });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-valuetext')).toBe('50% complete');
    expect(screen.getByText('Class: Spring intake')).toBeTruthy();
    expect(screen.getByText(/2 of 4 pages completed · Last active/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Data 101' }).getAttribute('href')).toBe(
      '/progress/?course=data-101',
    );
  });

  it('says so when the learner is in no class', async () => {
    serve([]);
    renderApp('/progress/');
    expect(
      await screen.findByText('You are not in any class yet.', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse courses' }).getAttribute('href')).toBe('/courses/');
  });

  it('opens the course progress page and filters its pages by name and by status', async () => {
    const calls = serve([ENTRY]);
    const router = renderApp('/progress/');
    fireEvent.click(await screen.findByRole('link', { name: 'Data 101' }, { timeout: 5000 }));
    await screen.findByRole('heading', { name: 'Data 101', level: 2 });
    expect(router.state.location.search).toBe('?course=data-101');
    expect(calls.some((call) => call.url.includes('courseActivity?coursePath=data-101'))).toBe(true);
    expect(shownTitles()).toEqual(['Introduction', 'Reading tables', 'Charts', 'Recap']);
    const main = screen.getByRole('main');
    const audit = await axe.run(main, { rules: { 'color-contrast': { enabled: false } } });
    expect(audit.violations).toEqual([]);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by name' }), {
      target: { value: 'visu' },
    });
    expect(shownTitles()).toEqual(['Charts', 'Recap']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by status' }), {
      target: { value: 'completed' },
    });
    expect(shownTitles()).toEqual(['Recap']);
    expect(screen.getByText('1 of 4 pages shown')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by name' }), {
      target: { value: 'nothing' },
    });
    expect(screen.getByText('No pages match.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Filter by name' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Filter by status' }), {
      target: { value: 'in_progress' },
    });
    expect(shownTitles()).toEqual(['Reading tables']);
    expect(within(screen.getByRole('list', { name: 'Pages' })).getByText('In progress')).toBeTruthy();
  });

  it('says so when the course has no pages yet', async () => {
    serve([ENTRY], { ...ACTIVITY, pages: [] });
    renderApp('/progress/?course=data-101');
    expect(
      await screen.findByText('This course has no pages yet.', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('searchbox')).toBeNull());
  });

  it('says in Malay why a course progress page is missing (issue 10: never a bare English "Not found.")', async () => {
    await showLanguage('ms');
    stubFetch((call) =>
      call.url.startsWith('/json/progress/lookup/courseActivity')
        ? jsonResponse(
            { error: 'not_found', reason: 'Not found.', reasonCode: { code: 'request.notFound' } },
            404,
          )
        : jsonResponse({ result: null }),
    );
    renderApp('/progress/?course=no-such-course');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toBe('Tidak dijumpai.');
  });
});

describe('the course progress page’s quizzes', () => {
  it('lists each quiz with the learner’s standing and their total', async () => {
    stubFetch((call) => {
      if (call.url.startsWith('/json/progress/lookup/myProgress')) return jsonResponse({ result: [ENTRY] });
      if (call.url.startsWith('/json/progress/lookup/courseActivity'))
        return jsonResponse({ result: ACTIVITY });
      if (call.url.startsWith('/json/quiz/lookup/myGrades?coursePath=data-101'))
        return jsonResponse({
          result: {
            cohortPath: 'data-101-spring',
            total: 2,
            maxTotal: 13,
            weightedPercent: null,
            exams: [],
            items: [
              {
                blockId: 'b1',
                pageTitle: 'Introduction',
                pagePath: 'intro',
                question: 'Capital?',
                maxScore: 2,
                attempts: 1,
                score: 2,
                passed: true,
                awaitingMarking: false,
              },
              {
                blockId: 'b2',
                pageTitle: 'Recap',
                pagePath: 'recap',
                question: 'Your plan',
                maxScore: 10,
                attempts: 1,
                score: null,
                passed: null,
                awaitingMarking: true,
              },
              {
                blockId: 'b3',
                pageTitle: 'Charts',
                pagePath: 'charts',
                question: 'Which chart?',
                maxScore: 1,
                attempts: 0,
                score: null,
                passed: null,
                awaitingMarking: false,
              },
              {
                blockId: 'b4',
                pageTitle: 'Recap',
                pagePath: 'recap',
                question: 'Your budget',
                maxScore: 5,
                attempts: 1,
                score: null,
                passed: null,
                awaitingMarking: false,
                returned: true,
              },
            ],
          },
        });
      return jsonResponse({ result: null });
    });
    renderApp('/progress/?course=data-101');
    const section = await screen.findByRole('region', { name: 'Quizzes and assessment' }, { timeout: 5000 });
    expect(within(section).getByText('Your total so far: 2 of 13 points.')).toBeTruthy();
    expect(within(section).getByText('2 of 2 points')).toBeTruthy();
    expect(within(section).getByText('Waiting for a teacher’s mark')).toBeTruthy();
    expect(within(section).getByText('Not answered yet')).toBeTruthy();
    expect(within(section).getByText('Returned to you: improve it and submit again')).toBeTruthy();
  });
});

describe('the course progress page’s exams', () => {
  const exam = (id: string, title: string, changes: Partial<ExamStanding> = {}): ExamStanding => ({
    id,
    title,
    instructions: '',
    timeLimitMinutes: 45,
    questionCount: 10,
    opensAt: null,
    closesAt: null,
    timeZone: 'Asia/Jakarta',
    maxAttempts: 1,
    attempts: [],
    released: false,
    inProgressEndsAt: null,
    startRefusal: null,
    ...changes,
  });

  function serveExams(exams: ExamStanding[]) {
    stubFetch((call) => {
      if (call.url.startsWith('/json/progress/lookup/courseActivity'))
        return jsonResponse({ result: ACTIVITY });
      if (call.url.startsWith('/json/exam/lookup/myExams?coursePath=data-101'))
        return jsonResponse({ result: { cohortPath: 'data-101-spring', exams } });
      return jsonResponse({ result: null });
    });
  }

  it('links each exam of the learner’s class to the exam screen, with where they stand', async () => {
    serveExams([
      exam('e1', 'Midterm'),
      exam('e2', 'Final', { startRefusal: 'not_open', opensAt: '2026-06-01T02:00:00.000Z' }),
    ]);
    renderApp('/progress/?course=data-101');
    const section = await screen.findByRole('region', { name: 'Exams' }, { timeout: 5000 });
    expect(within(section).getByRole('link', { name: 'Midterm' }).getAttribute('href')).toBe(
      '/assessment/exam/e1/?cohort=data-101-spring',
    );
    expect(within(section).getByText('Not started')).toBeTruthy();
    expect(within(section).getByText('Not open yet')).toBeTruthy();
  });

  it('says when the course has no exams', async () => {
    serveExams([]);
    renderApp('/progress/?course=data-101');
    const section = await screen.findByRole('region', { name: 'Exams' }, { timeout: 5000 });
    expect(within(section).getByText('This course has no exams.')).toBeTruthy();
  });
});

const GRADES: MyGrades = {
  cohortPath: 'data-101-spring',
  total: 9,
  maxTotal: 22,
  weightedPercent: 78.5,
  items: [
    {
      blockId: 'b4',
      pageTitle: 'Reading tables',
      pagePath: 'tables',
      question: 'Which column is the key?',
      maxScore: 2,
      attempts: 2,
      score: 2,
      passed: true,
      awaitingMarking: false,
      returned: false,
      weight: 1,
    },
  ],
  exams: [
    {
      examId: 'e1',
      title: 'Midterm',
      attempts: 1,
      inProgress: false,
      released: true,
      score: 7,
      maxScore: 10,
      weight: 2,
    },
    {
      examId: 'e2',
      title: 'Final',
      attempts: 1,
      inProgress: false,
      released: false,
      score: null,
      maxScore: null,
      weight: 1,
    },
    {
      examId: 'e3',
      title: 'Retake',
      attempts: 0,
      inProgress: true,
      released: true,
      score: null,
      maxScore: null,
      weight: 1,
    },
  ],
};

const REPORT: MyReport = {
  cohortPath: 'data-101-spring',
  items: [
    {
      kind: 'quiz',
      id: 'b1',
      title: 'Introduction',
      pagePath: 'intro',
      question: 'Capital?',
      percent: 100,
      classAverage: 71.3,
    },
    {
      kind: 'exam',
      id: 'e1',
      title: 'Midterm',
      pagePath: null,
      question: '',
      percent: 70,
      classAverage: null,
    },
  ],
};

function serveAssessment(report: MyReport | null = REPORT) {
  stubFetch((call) => {
    if (call.url.startsWith('/json/progress/lookup/courseActivity'))
      return jsonResponse({ result: ACTIVITY });
    if (call.url.startsWith('/json/quiz/lookup/myGrades?coursePath=data-101'))
      return jsonResponse({ result: GRADES });
    if (
      call.url.startsWith('/json/assessment_report_cohort_membership/lookup/getMyReport?coursePath=data-101')
    )
      return report
        ? jsonResponse({ result: report })
        : jsonResponse(
            { error: 'not_found', reason: 'Not found.', reasonCode: { code: 'request.notFound' } },
            404,
          );
    return jsonResponse({ result: null });
  });
}

describe('the course progress page’s assessment', () => {
  it('lists the exams beside the quizzes, with the weighted total', async () => {
    serveAssessment();
    renderApp('/progress/?course=data-101');
    const section = await screen.findByRole('region', { name: 'Quizzes and assessment' }, { timeout: 5000 });
    expect(
      within(section).getByText('Your total so far: 9 of 22 points. Your weighted total: 78.5%.'),
    ).toBeTruthy();
    const exams = within(section)
      .getAllByRole('listitem')
      .slice(1)
      .map((item) => item.textContent);
    expect(exams).toEqual([
      'Exam: Midterm7 of 10 points',
      'Exam: FinalSubmitted; your result shows once it is released',
      'Exam: RetakeAttempt under way',
    ]);
  });

  it('sets the learner’s results beside their class’s averages', async () => {
    serveAssessment();
    renderApp('/progress/?course=data-101');
    const section = await screen.findByRole(
      'region',
      { name: 'Your results and your class' },
      { timeout: 5000 },
    );
    const table = within(section).getByRole('table', { name: 'Your results against your class’s averages' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['100%', '71.3%'],
      ['70%', '–'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Exam: Midterm' })).toBeTruthy();
  });

  it('draws no report for a reader who learns in none of the course’s classes', async () => {
    serveAssessment(null);
    renderApp('/progress/?course=data-101');
    await screen.findByRole('region', { name: 'Quizzes and assessment' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Your results and your class' })).toBeNull();
  });
});
