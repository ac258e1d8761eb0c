import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuizState } from '../../../../common/api/quiz';
import { buildUser } from '../../../test/fixtures';
import { resetAppAroundEachTest } from '../../../test/fresh-client';
import { serveLearnerQuizPage } from '../../../test/learner-quiz-page';
import { renderApp } from '../../../test/render-app';
import { type FetchCall, jsonResponse } from '../../../test/stub-fetch';

resetAppAroundEachTest(() => buildUser());

const SELECTOR = {
  id: 'rs1',
  widgetType: 'random_selector',
  setupData: {
    question: 'Answer each question.',
    count: 2,
    points: 4,
    maxAttempts: 1,
    reveal: 'immediately',
  },
  settings: {},
  isProgressContributor: false,
};

const choice = (id: string, question: string, right: string, wrong: string) => ({
  id,
  widgetType: 'multiple_choice',
  setupData: {
    question,
    options: [
      { id: 'right', text: right },
      { id: 'wrong', text: wrong },
    ],
    multipleAnswers: false,
    shuffle: false,
    points: 2,
  },
});

const DRAWN = [
  choice('q1', 'Where is Jakarta?', 'Java', 'Borneo'),
  choice('q2', 'Where is Kuching?', 'Borneo', 'Sumatra'),
];

const state = (overrides: Partial<QuizState> = {}): QuizState => ({
  blockId: 'rs1',
  attempts: [],
  maxAttempts: 1,
  attemptsLeft: 1,
  attemptScoring: 'best',
  maxScore: 4,
  revealed: true,
  score: null,
  passed: null,
  rightAnswers: null,
  awaitingMarking: false,
  scratchpad: null,
  dueAt: null,
  drawnQuestions: DRAWN,
  ...overrides,
});

const MARKED = state({
  attempts: [
    {
      number: 1,
      submittedAt: '2026-11-26T10:00:00.000Z',
      late: false,
      status: 'marked',
      answers: { questions: { q1: { selected: ['right'] }, q2: { selected: ['wrong'] } } },
      mark: { score: 2, maxScore: 4, correct: false, feedback: [], rightParts: ['q1'] },
    },
  ],
  attemptsLeft: 0,
  score: 2,
  passed: true,
  rightAnswers: {
    kind: 'questions',
    keys: {
      q1: { kind: 'options', correctOptionIds: ['right'] },
      q2: { kind: 'options', correctOptionIds: ['right'] },
    },
  },
});

function serve(quiz: QuizState, onSubmit: (call: FetchCall) => Response) {
  return serveLearnerQuizPage([SELECTOR], [quiz], onSubmit);
}

describe('a learner answering a random selector', () => {
  it('answers each question drawn for them, submits them together and sees which were right', async () => {
    const calls = serve(state(), () => jsonResponse({ result: MARKED }));
    renderApp('/courses/data-101/intro/?mode=view');
    expect(await screen.findByText('Question 1 of 2', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Answer each question.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Java' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Sumatra' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit answer' }));
    expect(await screen.findByText('Not right')).toBeTruthy();
    expect(screen.getByText('Right')).toBeTruthy();
    const sent = calls.find(
      (call) => call.url.includes('submitQuiz') && (call.body as { submissionData: unknown }).submissionData,
    );
    expect(sent!.body).toMatchObject({
      submissionData: {
        answers: { questions: { q1: { selected: ['right'] }, q2: { selected: ['wrong'] } } },
      },
    });
  });

  it('says so when its bank has nothing to draw', async () => {
    serve(state({ drawnQuestions: [] }), () => jsonResponse({ result: null }));
    renderApp('/courses/data-101/intro/?mode=view');
    expect(await screen.findByText(/There is nothing to draw yet/, {}, { timeout: 5000 })).toBeTruthy();
  });
});
