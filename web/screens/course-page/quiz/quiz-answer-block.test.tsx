import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageBlock } from '../../../../common/api/course-page';
import type { QuizState } from '../../../../common/api/quiz';
import { buildUser } from '../../../test/fixtures';
import { resetAppAroundEachTest } from '../../../test/fresh-client';
import { serveLearnerQuizPage } from '../../../test/learner-quiz-page';
import { renderApp } from '../../../test/render-app';
import { type FetchCall, jsonResponse } from '../../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const CHOICE = {
  id: 'mc1',
  widgetType: 'multiple_choice',
  setupData: {
    question: 'What is the capital of Indonesia?',
    options: [
      { id: 'right', text: 'Jakarta' },
      { id: 'wrong', text: 'Surabaya' },
    ],
    multipleAnswers: false,
    shuffle: false,
    points: 2,
    maxAttempts: 2,
    reveal: 'immediately',
  },
  settings: {},
  isProgressContributor: true,
};
const TEXT = {
  id: 'sa1',
  widgetType: 'short_answer',
  setupData: { question: 'What is the capital of Malaysia?', points: 1, maxAttempts: null, reveal: 'never' },
  settings: {},
  isProgressContributor: false,
};

const fresh = (blockId: string, maxAttempts: number | null): QuizState => ({
  blockId,
  attempts: [],
  maxAttempts,
  attemptsLeft: maxAttempts,
  attemptScoring: 'best',
  maxScore: 2,
  revealed: true,
  score: null,
  passed: null,
  rightAnswers: null,
  awaitingMarking: false,
  scratchpad: null,
  dueAt: null,
  drawnQuestions: null,
});

const MARKED: QuizState = {
  ...fresh('mc1', 2),
  attempts: [
    {
      number: 1,
      submittedAt: '2026-11-26T10:00:00.000Z',
      late: false,
      status: 'marked',
      answers: { selected: ['right'] },
      mark: { score: 2, maxScore: 2, correct: true, feedback: ['Yes: Jakarta, on Java.'] },
    },
  ],
  attemptsLeft: 1,
  score: 2,
  passed: true,
  rightAnswers: { kind: 'options', correctOptionIds: ['right'] },
};

/**
 * A learner's course page with `blocks` (the multiple choice and short answer ones unless told) and
 * their fresh `quizzes`; `onSubmit` answers each submitQuiz call.
 */
function serve(
  onSubmit: (call: FetchCall) => Response | Promise<Response>,
  blocks: PageBlock[] = [CHOICE, TEXT],
  quizzes: QuizState[] = [fresh('mc1', 2), fresh('sa1', null)],
) {
  return serveLearnerQuizPage(blocks, quizzes, onSubmit);
}

const submissions = (calls: FetchCall[]) =>
  calls.filter(
    (call) => call.url.includes('submitQuiz') && (call.body as { submissionData: unknown }).submissionData,
  );

async function openPage() {
  renderApp('/courses/data-101/intro/?mode=view');
  return screen.findByRole('group', { name: 'What is the capital of Indonesia?' }, { timeout: 5000 });
}

describe('a learner answering a quiz block', () => {
  it('submits their choice in their class and sees the mark and the feedback', async () => {
    const calls = serve(() => jsonResponse({ result: MARKED }));
    await openPage();
    fireEvent.click(screen.getByRole('radio', { name: 'Jakarta' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit answer' })[0]!);
    expect(await screen.findByText('Correct.')).toBeTruthy();
    expect(screen.getByText('Yes: Jakarta, on Java.')).toBeTruthy();
    expect(screen.getByText('Right answer')).toBeTruthy();
    // The right answer shows: no attempt is taken after it, though one is left.
    expect(screen.queryByRole('button', { name: 'Submit again' })).toBeNull();
    expect((screen.getByRole('radio', { name: /Surabaya/ }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('1 of 2 attempts used')).toBeTruthy();
    const [sent] = submissions(calls);
    expect(sent!.url).toBe('/json/quiz/update/submitQuiz/mc1');
    expect(sent!.body).toMatchObject({
      cohortPath: 'morning',
      submissionData: { answers: { selected: ['right'] } },
      scratchpadData: null,
    });
    expect((sent!.body as { submissionData: { submissionId: string } }).submissionData.submissionId).toMatch(
      /^[0-9a-f]{32}$/,
    );
  });

  it('asks for an answer before sending a blank one', async () => {
    const calls = serve(() => jsonResponse({ result: MARKED }));
    await openPage();
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit answer' })[0]!);
    expect(await screen.findByText('Choose an answer first.')).toBeTruthy();
    expect(submissions(calls)).toHaveLength(0);
  });

  it('sends a submission again under the same id after a failure, and shows why it failed', async () => {
    let replies = 0;
    const calls = serve(() =>
      ++replies === 1
        ? jsonResponse({ error: 'unavailable', reason: 'The service is unavailable.' }, 503)
        : jsonResponse(
            { error: 'attempts_used', reason: 'You have used all 2 attempts at this question.' },
            409,
          ),
    );
    await openPage();
    fireEvent.click(screen.getByRole('radio', { name: 'Surabaya' }));
    const submit = screen.getAllByRole('button', { name: 'Submit answer' })[0]!;
    fireEvent.click(submit);
    await waitFor(() => expect(submissions(calls)).toHaveLength(1));
    await waitFor(() => expect(submit.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(submit);
    expect(await screen.findByText('You have used all 2 attempts at this question.')).toBeTruthy();
    const ids = submissions(calls).map(
      (call) => (call.body as { submissionData: { submissionId: string } }).submissionData.submissionId,
    );
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(ids[0]);
  });

  it('keeps what they type on the server before they submit', async () => {
    const calls = serve((call) =>
      jsonResponse({
        result: {
          ...fresh('sa1', null),
          scratchpad: (call.body as { scratchpadData: unknown }).scratchpadData,
        },
      }),
    );
    await openPage();
    fireEvent.change(screen.getByRole('textbox', { name: 'What is the capital of Malaysia?' }), {
      target: { value: 'Kuala' },
    });
    await waitFor(
      () =>
        expect(calls.find((call) => call.url === '/json/quiz/update/submitQuiz/sa1')?.body).toEqual({
          cohortPath: 'morning',
          submissionData: null,
          scratchpadData: { text: 'Kuala' },
        }),
      { timeout: 3000 },
    );
  });
});

const BLANKS = {
  id: 'fb1',
  widgetType: 'fill_in_the_blanks',
  setupData: {
    question: 'Fill in the blanks.',
    passage: [{ text: 'The capital of Indonesia is ' }, { gapId: 'g1' }, { text: '.' }],
    points: 1,
    maxAttempts: 1,
    reveal: 'immediately',
  },
  settings: {},
  isProgressContributor: false,
};
const MATCHING = {
  id: 'mi1',
  widgetType: 'match_it',
  setupData: {
    question: 'Match each capital with its country.',
    items: [
      { id: 'i1', text: 'Jakarta' },
      { id: 'i2', text: 'Kuala Lumpur' },
    ],
    choices: [
      { id: 'c1', text: 'Malaysia' },
      { id: 'c2', text: 'Indonesia' },
    ],
    points: 2,
    maxAttempts: 1,
    reveal: 'immediately',
  },
  settings: {},
  isProgressContributor: false,
};

describe('a learner answering in parts', () => {
  it('fills in a gap and matches items by keyboard-usable fields, and sees each part marked', async () => {
    const calls = serve(
      (call) => {
        if (call.url.includes('/json/quiz/update/submitQuiz/mi1')) {
          const answers = (call.body as { submissionData: { answers: unknown } }).submissionData.answers;
          return jsonResponse({
            result: {
              ...fresh('mi1', 1),
              attemptsLeft: 0,
              attempts: [
                {
                  number: 1,
                  submittedAt: '2026-11-26T10:00:00.000Z',
                  late: false,
                  status: 'marked',
                  answers,
                  mark: { score: 1, maxScore: 2, correct: false, feedback: [], rightParts: ['i1'] },
                },
              ],
              rightAnswers: { kind: 'matches', matches: { i1: 'c2', i2: 'c1' } },
            },
          });
        }
        return jsonResponse({ result: null });
      },
      [BLANKS, MATCHING],
      [fresh('fb1', 1), fresh('mi1', 1)],
    );
    renderApp('/courses/data-101/intro/?mode=view');
    const gap = await screen.findByRole('textbox', { name: 'Gap 1' }, { timeout: 5000 });
    fireEvent.change(gap, { target: { value: 'Jakarta' } });
    await waitFor(
      () =>
        expect(calls.find((call) => call.url === '/json/quiz/update/submitQuiz/fb1')?.body).toMatchObject({
          scratchpadData: { gaps: { g1: 'Jakarta' } },
        }),
      { timeout: 3000 },
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Jakarta' }), { target: { value: 'c2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Kuala Lumpur' }), { target: { value: 'c2' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Submit answer' })[1]!);
    expect(await screen.findByText('Partly right: 1 of 2 points.')).toBeTruthy();
    expect(screen.getByText('right')).toBeTruthy();
    expect(screen.getByText('not right')).toBeTruthy();
    expect(screen.getByText('Its match: Malaysia')).toBeTruthy();
    const sent = calls.find((call) => call.url === '/json/quiz/update/submitQuiz/mi1');
    expect(sent!.body).toMatchObject({ submissionData: { answers: { matches: { i1: 'c2', i2: 'c2' } } } });
  });
});

describe('a learner sorting items into categories', () => {
  it('sorts each item from its list, and sees where each belongs once revealed', async () => {
    const sorting = {
      id: 'ca1',
      widgetType: 'categorise',
      setupData: {
        question: 'Sort these.',
        categories: [
          { id: 'fruit', text: 'Fruit' },
          { id: 'veg', text: 'Vegetables' },
        ],
        items: [
          { id: 'mango', text: 'Mango' },
          { id: 'kangkung', text: 'Kangkung' },
        ],
        points: 2,
        maxAttempts: 1,
        reveal: 'immediately',
      },
      settings: {},
      isProgressContributor: false,
    };
    const calls = serve(
      (call) => {
        if (
          call.url.includes('/json/quiz/update/submitQuiz/ca1') &&
          (call.body as { submissionData: unknown }).submissionData
        )
          return jsonResponse({
            result: {
              ...fresh('ca1', 1),
              attemptsLeft: 0,
              attempts: [
                {
                  number: 1,
                  submittedAt: '2026-11-26T10:00:00.000Z',
                  late: false,
                  status: 'marked',
                  answers: { categoryOf: { mango: 'fruit', kangkung: 'fruit' } },
                  mark: { score: 1, maxScore: 2, correct: false, feedback: [], rightParts: ['mango'] },
                },
              ],
              rightAnswers: { kind: 'categories', categoryOf: { mango: 'fruit', kangkung: 'veg' } },
            },
          });
        return jsonResponse({ result: null });
      },
      [sorting],
      [fresh('ca1', 1)],
    );
    renderApp('/courses/data-101/intro/?mode=view');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Mango' }, { timeout: 5000 }), {
      target: { value: 'fruit' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Kangkung' }), { target: { value: 'fruit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Belongs in: Vegetables')).toBeTruthy();
    const sent = calls.find(
      (call) =>
        call.url === '/json/quiz/update/submitQuiz/ca1' &&
        (call.body as { submissionData: unknown }).submissionData,
    );
    expect(sent!.body).toMatchObject({
      submissionData: { answers: { categoryOf: { mango: 'fruit', kangkung: 'fruit' } } },
    });
  });
});
