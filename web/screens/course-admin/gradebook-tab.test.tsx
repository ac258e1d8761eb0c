import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClassReport } from '../../../common/api/assessment-report';
import type { Gradebook } from '../../../common/api/gradebook';
import { BUILDER_COURSE } from '../../test/course-builder-test-server';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const BOOK: Gradebook = {
  items: [
    {
      kind: 'quiz',
      id: 'b1',
      pageTitle: 'Intro',
      pagePath: 'intro',
      widgetType: 'multiple_choice',
      question: 'Capital?',
      maxScore: 2,
      weight: 1,
    },
    {
      kind: 'quiz',
      id: 'b2',
      pageTitle: 'Plan',
      pagePath: 'plan',
      widgetType: 'long_form_response',
      question: 'Your plan',
      maxScore: 10,
      weight: 3,
    },
    { kind: 'exam', id: 'e1', title: 'Midterm', maxScore: 20, weight: 2 },
  ],
  classes: [
    { path: 'morning', name: 'Morning' },
    { path: 'evening', name: 'Evening' },
  ],
  rows: [
    {
      userId: 'u1',
      fullName: 'Ana Lestari',
      cohortPath: 'morning',
      cells: [
        { score: 2, status: 'marked', late: false },
        { score: null, status: 'awaiting_marking', late: true },
        { score: null, status: 'in_progress', late: false },
      ],
      total: 2,
      percent: 6,
      weightedPercent: 100,
    },
  ],
  page: 1,
  pageSize: 50,
  totalLearners: 1,
  maxTotal: 32,
};

const REPORT: ClassReport = {
  cohortPath: 'evening',
  cohortName: 'Evening',
  learners: 12,
  items: [
    {
      kind: 'quiz',
      id: 'b1',
      title: 'Intro',
      pagePath: 'intro',
      question: 'Capital?',
      submitted: 9,
      averagePercent: 72.5,
      passRate: 67,
      late: 2,
      awaitingMarking: 0,
    },
    {
      kind: 'exam',
      id: 'e1',
      title: 'Midterm',
      pagePath: null,
      question: '',
      submitted: 4,
      averagePercent: 61,
      passRate: null,
      late: 0,
      awaitingMarking: 0,
    },
  ],
};

/** The gradebook tab of the builder course; `answer` answers the calls it is given. */
function serve(answer: (call: FetchCall) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    const answered = answer(call);
    if (answered) return answered;
    if (call.url.includes('getCourseData')) return jsonResponse({ result: BUILDER_COURSE });
    if (call.url.includes('/json/course/read/getGradebook/')) return jsonResponse({ result: BOOK });
    return jsonResponse({ result: null });
  });
}

const open = () => renderApp(`/courses/admin/?action=learner_gradebook&course=${BUILDER_COURSE.path}`);

describe('the gradebook tab', () => {
  it('shows each learner’s score on each quiz and exam with their totals, each item’s weight, and filters by class', async () => {
    const calls = serve();
    open();
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    const row = within(table).getByRole('row', { name: /Ana Lestari/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', 'to mark', 'in progress', '2 (6%)', '100%']);
    expect(within(table).getByRole('link', { name: 'Q2: Plan' }).getAttribute('href')).toBe(
      `/courses/${BUILDER_COURSE.path}/plan/?mode=view`,
    );
    const exam = within(table).getByRole('columnheader', { name: /Exam: Midterm/ });
    expect(exam.textContent).toBe('Exam: Midtermout of 20 pointsweight 2');
    expect(within(table).getByRole('columnheader', { name: /Q2: Plan/ }).textContent).toContain('weight 3');
    fireEvent.change(screen.getByLabelText('Class'), { target: { value: 'evening' } });
    await screen.findByRole('table');
    expect(calls.some((call) => call.url.includes('cohortPath=evening'))).toBe(true);
  });

  it('exports the CSV as a job: its percentage while it runs, then a download link', async () => {
    let polls = 0;
    const calls = serve((call) => {
      if (call.url.includes('/json/course/update/exportGradebook/'))
        return jsonResponse({ result: { exportId: 'x1' } });
      if (call.url.includes('/json/course/read/getGradebookExport/'))
        return jsonResponse({
          result:
            ++polls === 1
              ? { status: 'running', percentage: 40 }
              : {
                  status: 'finished',
                  percentage: 100,
                  downloadUrl: '/api/course/c/gradebook-exports/x1.csv',
                },
        });
      return undefined;
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 5000 }));
    expect(await screen.findByText('Preparing the CSV… 40%')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Download CSV' }, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/api/course/c/gradebook-exports/x1.csv');
    expect(screen.getByText('The CSV is ready.')).toBeTruthy();
    expect(calls.find((call) => call.url.includes('exportGradebook'))!.body).toEqual({});
  });

  it('says what to do when the export fails', async () => {
    serve((call) => {
      if (call.url.includes('/json/course/update/exportGradebook/'))
        return jsonResponse({ result: { exportId: 'x1' } });
      if (call.url.includes('/json/course/read/getGradebookExport/'))
        return jsonResponse({ result: { status: 'failed', percentage: 0 } });
      return undefined;
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 5000 }));
    expect(
      await screen.findByText(
        'The export failed. Try again in a minute; if it fails again, choose one class and export that.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export again' })).toBeTruthy();
  });

  it('shows a chosen class’s report: hand-ins, average, pass rate, late work and marking per item', async () => {
    const calls = serve((call) =>
      call.url.includes('/json/assessment_report_cohort_membership/read/getClassReport/evening')
        ? jsonResponse({ result: REPORT })
        : undefined,
    );
    open();
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Class report' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Class'), { target: { value: 'evening' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Class report' }));
    const table = await screen.findByRole('table', {
      name: 'How Evening did on each quiz and exam of the course.',
    });
    const quiz = within(table).getByRole('row', { name: /Intro/ });
    expect(
      within(quiz)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['9 of 12', '72.5%', '67%', '2', '0']);
    const exam = within(table).getByRole('row', { name: /Exam: Midterm/ });
    expect(within(exam).getAllByRole('cell')[2]!.textContent).toBe('–');
    expect(calls.some((call) => call.url.includes('getClassReport/evening'))).toBe(true);
  });
});
