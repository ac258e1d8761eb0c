import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageBlock } from '../../../../common/api/course-page';
import type { QuizAttempt, QuizState } from '../../../../common/api/quiz';
import type { SubmittedFile } from '../../../../common/domain/quiz/submitted-file';
import { buildUser } from '../../../test/fixtures';
import { resetAppAroundEachTest } from '../../../test/fresh-client';
import { serveLearnerQuizPage } from '../../../test/learner-quiz-page';
import { renderApp } from '../../../test/render-app';
import { type FetchCall, jsonResponse } from '../../../test/stub-fetch';
import { stubXhr, type XhrReply } from '../../../test/stub-xhr';

resetAppAroundEachTest(() => buildUser());

const BLOCK_ID = '3f2a1b0c-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const SHEET: PageBlock = {
  id: BLOCK_ID,
  widgetType: 'file',
  setupData: {
    description: 'Upload your persona sheet.',
    submission: true,
    points: 8,
    maxAttempts: 2,
    reveal: 'immediately',
  },
  settings: {},
  isProgressContributor: true,
};
const FILE: SubmittedFile = {
  key: `submissions/${BLOCK_ID}/0b9c8d7e-6f5a-4b3c-9d2e-1f0a9b8c7d6e/5e4d3c2b-1a09-4f8e-8d7c-6b5a4f3e2d1c.pdf`,
  name: 'Persona.pdf',
  size: 2048,
  contentType: 'application/pdf',
};

const state = (attempts: QuizAttempt[] = []): QuizState => ({
  blockId: BLOCK_ID,
  attempts,
  maxAttempts: 2,
  attemptsLeft: 2 - attempts.filter((attempt) => attempt.status !== 'returned').length,
  attemptScoring: 'best',
  maxScore: 8,
  revealed: true,
  score: null,
  passed: null,
  rightAnswers: null,
  awaitingMarking: attempts.at(-1)?.status === 'awaiting_marking',
  scratchpad: null,
  dueAt: null,
  drawnQuestions: null,
});
const attempt = (status: QuizAttempt['status'], mark: QuizAttempt['mark'] = null): QuizAttempt => ({
  number: 1,
  submittedAt: '2026-11-26T10:00:00.000Z',
  late: false,
  answers: { file: FILE },
  status,
  mark,
});

/** A learner's course page holding the persona sheet, their standing on it `quiz`; `onSubmit` answers submitQuiz. */
const serve = (quiz: QuizState, onSubmit = (_call: FetchCall) => jsonResponse({ result: quiz })) =>
  serveLearnerQuizPage([SHEET], [quiz], onSubmit);

async function openSheet() {
  renderApp('/courses/data-101/intro/?mode=view');
  const form = () => document.querySelector<HTMLElement>(`form[data-quiz-block="${BLOCK_ID}"]`);
  await waitFor(() => expect(form()).not.toBeNull(), { timeout: 5000 });
  expect(within(form()!).getByText('Upload your persona sheet.')).toBeTruthy();
  return form()!;
}

const choose = (form: HTMLElement, file: File) =>
  fireEvent.change(within(form).getByLabelText(/^Your work/), { target: { files: [file] } });

describe('a learner handing in a file', () => {
  it('uploads it in their class, hands it in, and is told it waits for their teacher', async () => {
    const calls = serve(state(), () => jsonResponse({ result: state([attempt('awaiting_marking')]) }));
    const uploads = stubXhr((): XhrReply => ({ status: 200, body: { result: FILE } }));
    const form = await openSheet();
    fireEvent.click(within(form).getByRole('button', { name: 'Hand in' }));
    expect(await within(form).findByText('Upload or record your work first.')).toBeTruthy();

    choose(form, new File(['%PDF-'], 'Persona.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByText('Ready to hand in:')).toBeTruthy();
    expect(uploads[0]).toMatchObject({
      method: 'POST',
      url: `/api/block/${BLOCK_ID}/submission/?cohortPath=morning`,
    });
    const link = within(form).getByRole('link', { name: 'Download Persona.pdf' });
    expect(link.getAttribute('href')).toBe(`/api/${FILE.key}?name=Persona.pdf`);

    fireEvent.click(within(form).getByRole('button', { name: 'Hand in' }));
    expect(await within(form).findByText('Handed in — waiting for your teacher.')).toBeTruthy();
    const handedIn = calls.find(
      (call) => call.url.includes('submitQuiz') && (call.body as { submissionData: unknown }).submissionData,
    );
    expect(handedIn!.body).toMatchObject({
      cohortPath: 'morning',
      submissionData: { answers: { file: FILE } },
    });
    expect(within(form).getByText('Handed in:')).toBeTruthy();
    // Nothing more is chosen or handed in while it waits.
    expect(within(form).queryByRole('button', { name: /Hand in/ })).toBeNull();
    expect(within(form).queryByLabelText(/^Your work/)).toBeNull();
  });

  it('says why a file is refused', async () => {
    serve(state());
    stubXhr(() => ({
      status: 415,
      body: { error: 'file_type_not_accepted', reason: 'File type not accepted.' },
    }));
    const form = await openSheet();
    choose(form, new File(['MZ'], 'virus.exe'));
    expect(
      await within(form).findByText(
        'File type not accepted. Choose a PDF, Word, Excel, PowerPoint, OpenDocument, ZIP, text or CSV file.',
      ),
    ).toBeTruthy();
  });

  it('hands in again work their teacher returned, with the feedback shown', async () => {
    serve(
      state([attempt('returned', { score: 0, maxScore: 8, correct: false, feedback: ['Add their goals.'] })]),
    );
    const form = await openSheet();
    expect(
      await within(form).findByText('Your teacher returned your work for you to improve and hand in again.'),
    ).toBeTruthy();
    expect(within(form).getByText('Add their goals.')).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Hand in again' })).toBeTruthy();
    expect(within(form).getByLabelText(/^Your work/)).toBeTruthy();
  });

  it('reads their mark and feedback once marked', async () => {
    serve(
      state([
        attempt('marked', {
          score: 6,
          maxScore: 8,
          correct: false,
          feedback: ['Clear and based on evidence.'],
        }),
      ]),
    );
    const form = await openSheet();
    expect(await within(form).findByText('Marked: 6 of 8 points.')).toBeTruthy();
    expect(within(form).getByText('Clear and based on evidence.')).toBeTruthy();
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Hand in again' })).toBeTruthy());
  });
});
