import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExamDetail } from '../../../../common/api/exam';
import { BUILDER_COURSE } from '../../../test/course-builder-test-server';
import { buildUser } from '../../../test/fixtures';
import { resetAppAroundEachTest } from '../../../test/fresh-client';
import { renderApp } from '../../../test/render-app';
import { type FetchCall, jsonResponse, stubFetch } from '../../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const BANK_ID = '3b0c4a9e-8f61-4d2a-b7c5-1e9d0f2a6c84';
const BANK = { id: BANK_ID, name: 'Week 1', questionCount: 1, createdAt: '2026-11-26T10:00:00.000Z' };
const QUESTION_ID = '7d1f6c52-2d1e-4a45-9a51-5b8a0c2f3e10';
const BANK_DETAIL = {
  ...BANK,
  coursePath: 'data-101',
  questions: [
    {
      id: QUESTION_ID,
      name: 'Capital',
      widgetType: 'multiple_choice',
      question: 'Capital of Indonesia?',
      tags: ['geo'],
      difficulty: 'easy',
    },
  ],
};
/** The exam's settings as its form sends them back untouched. */
const SETTINGS = {
  title: 'Midterm',
  instructions: '',
  timeLimitMinutes: 30,
  opensAtLocal: '2026-05-01T09:00',
  closesAtLocal: null,
  maxAttempts: 1,
  shuffleQuestions: false,
  release: 'manual',
} as const;
const EXAM: ExamDetail = {
  ...SETTINGS,
  id: 'exam-1',
  coursePath: 'data-101',
  releasedAt: null,
  parts: [],
  weight: 1,
  questionCount: 0,
  attemptCount: 3,
};

/** The course admin's question banks tab with one bank and one exam; `answer` answers the exam calls it is given. */
function serve(answer: (call: FetchCall) => Response | undefined = () => undefined) {
  return stubFetch((call) => {
    const answered = answer(call);
    if (answered) return answered;
    if (call.url.includes('getCourseData')) return jsonResponse({ result: BUILDER_COURSE });
    if (call.url.includes('/json/questionbank/lookup/listBanks')) return jsonResponse({ result: [BANK] });
    if (call.url.includes(`/json/questionbank/read/getBank/${BANK_ID}`))
      return jsonResponse({ result: BANK_DETAIL });
    if (call.url.includes('/json/exam/lookup/listExams?coursePath=data-101'))
      return jsonResponse({ result: [EXAM] });
    if (call.url.includes('/json/exam/read/getExam/exam-1')) return jsonResponse({ result: EXAM });
    return jsonResponse({ result: null });
  });
}

async function openEditor() {
  renderApp(`/courses/admin/?action=question_banks&course=${BUILDER_COURSE.path}`);
  const exams = await screen.findByRole('region', { name: 'Exams' }, { timeout: 5000 });
  expect(await within(exams).findByText('0 questions · 30 minutes · 3 attempts started')).toBeTruthy();
  fireEvent.click(within(exams).getByRole('button', { name: 'Edit “Midterm”' }));
  await screen.findByLabelText('Time limit in minutes');
  return exams;
}

const updates = (calls: FetchCall[]) =>
  calls.filter((call) => call.url === '/json/exam/update/updateExam/exam-1');

describe('the exams of the question banks tab', () => {
  it('checks the settings before sending them, showing each reason beside its field', async () => {
    const calls = serve();
    await openEditor();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Time limit in minutes'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Closes'), { target: { value: '2026-04-30T09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Name the exam in 1 to 120 characters.')).toBeTruthy();
    expect(screen.getByText('Give a time limit of 1 to 600 minutes.')).toBeTruthy();
    expect(screen.getByText('The exam must close after it opens.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Title'));
    expect(updates(calls)).toEqual([]);
  });

  it('sends the settings with a question and a draw, and shows the server’s reasons beside the part, keeping what was typed', async () => {
    const calls = serve((call) =>
      call.url === '/json/exam/update/updateExam/exam-1'
        ? jsonResponse(
            {
              error: 'invalid_input',
              reason: 'This bank has 1 questions that fit this draw: draw at most that many.',
              fields: {
                'parts.1.count': 'This bank has 1 questions that fit this draw: draw at most that many.',
              },
              fieldCodes: { 'parts.1.count': { code: 'exam.notEnough', params: { count: 1 } } },
            },
            400,
          )
        : undefined,
    );
    await openEditor();
    const adding = screen.getByRole('group', { name: 'Add to the exam' });
    fireEvent.change(within(adding).getByLabelText('Bank'), { target: { value: BANK_ID } });
    fireEvent.change(within(adding).getByLabelText('Question'), { target: { value: QUESTION_ID } });
    fireEvent.click(within(adding).getByRole('button', { name: 'Add the question' }));
    fireEvent.click(within(adding).getByRole('radio', { name: 'Questions drawn at random from a bank' }));
    fireEvent.change(within(adding).getByLabelText('Bank'), { target: { value: BANK_ID } });
    fireEvent.change(within(adding).getByLabelText('How many questions'), { target: { value: '5' } });
    fireEvent.change(within(adding).getByLabelText('Tags'), { target: { value: 'geo, asia' } });
    fireEvent.click(within(adding).getByRole('button', { name: 'Add the draw' }));
    expect(
      within(screen.getByRole('group', { name: 'Part 1' })).getByText('Capital of Indonesia? (from Week 1)'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Weight in the gradebook'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const draw = screen.getByRole('group', { name: 'Part 2' });
    expect(
      await within(draw).findByText('This bank has 1 questions that fit this draw: draw at most that many.'),
    ).toBeTruthy();
    expect((within(draw).getByLabelText('How many questions') as HTMLInputElement).value).toBe('5');
    expect(screen.getByText('Check the highlighted fields and try again.')).toBeTruthy();
    expect(updates(calls)[0]!.body).toEqual({
      ...SETTINGS,
      weight: 2.5,
      parts: [
        { kind: 'question', questionId: QUESTION_ID },
        { kind: 'draw', bankId: BANK_ID, count: 5, tags: ['geo', 'asia'], difficulty: null },
      ],
    });
  });

  it('moves and removes parts', async () => {
    const calls = serve((call) =>
      call.url.includes('/json/exam/read/getExam/exam-1')
        ? jsonResponse({
            result: {
              ...EXAM,
              parts: [
                { kind: 'question', questionId: QUESTION_ID },
                { kind: 'draw', bankId: BANK_ID, count: 2, tags: [], difficulty: 'hard' },
              ],
            },
          })
        : call.url === '/json/exam/update/updateExam/exam-1'
          ? jsonResponse({ result: EXAM })
          : undefined,
    );
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Move part 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove part 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your changes were saved.')).toBeTruthy();
    expect((updates(calls)[0]!.body as { parts: unknown }).parts).toEqual([
      { kind: 'draw', bankId: BANK_ID, count: 2, tags: [], difficulty: 'hard' },
    ]);
  });

  it('shows the results, releases them, and removes an exam after asking', async () => {
    const calls = serve((call) => {
      if (call.url.includes('/json/exam/read/examResults/exam-1'))
        return jsonResponse({
          result: {
            released: false,
            learners: [
              {
                userId: 'u2',
                fullName: 'Budi Santoso',
                cohortName: 'Morning',
                attempts: 1,
                inProgress: false,
                score: 7,
                maxScore: 10,
                lastSubmittedAt: '2026-05-02T03:25:00.000Z',
                autoSubmitted: true,
              },
            ],
          },
        });
      if (call.url === '/json/exam/update/releaseResults/exam-1')
        return jsonResponse({ result: { ...EXAM, releasedAt: '2026-05-03T00:00:00.000Z' } });
      if (call.url === '/json/exam/delete/removeExam/exam-1')
        return jsonResponse({ result: { removed: true } });
      return undefined;
    });
    renderApp(`/courses/admin/?action=question_banks&course=${BUILDER_COURSE.path}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Results of “Midterm”' }, { timeout: 5000 }));
    const table = await screen.findByRole('table', { name: 'Results of “Midterm”' });
    const row = within(table).getByRole('row', { name: /Budi Santoso/ });
    expect(within(row).getByText('7 of 10')).toBeTruthy();
    expect(within(row).getByText('time ran out')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Release results' }));
    await waitFor(() => expect(calls.some((call) => call.url.includes('releaseResults'))).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Remove “Midterm”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this exam?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove the exam' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url === '/json/exam/delete/removeExam/exam-1')).toBe(true),
    );
  });
});
