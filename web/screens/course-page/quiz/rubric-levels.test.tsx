import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuizState } from '../../../../common/api/quiz';
import { resetClientAroundEachTest } from '../../../test/fresh-client';
import { QuizResult } from './quiz-result';

resetClientAroundEachTest();

const marked = {
  number: 1,
  submittedAt: '2026-11-26T10:00:00.000Z',
  late: false,
  answers: { html: '<p>My plan.</p>' },
  status: 'marked',
  mark: {
    score: 4,
    maxScore: 6,
    correct: false,
    feedback: ['Name your source in full.'],
    rubric: [
      {
        criterionId: 'clarity',
        criterion: 'Clarity',
        levelId: 'fair',
        level: 'Mostly clear',
        description: 'Easy to follow in most places.',
        points: 2,
        maxPoints: 4,
      },
      {
        criterionId: 'evidence',
        criterion: 'Evidence',
        levelId: 'some',
        level: 'Cited',
        description: '',
        points: 2,
        maxPoints: 2,
      },
    ],
  },
} as const;

describe('a long answer marked by a rubric, as its learner sees it', () => {
  it('shows the level reached on each criterion with the feedback', () => {
    const state = { attempts: [marked], score: 4, maxScore: 6, attemptScoring: 'best', rightAnswers: null };
    render(<QuizResult state={state as unknown as QuizState} reveal="immediately" byTeacher />);
    expect(screen.getByText('Marked: 4 of 6 points.')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'How your work was marked' });
    expect(within(table).getByRole('rowheader', { name: 'Clarity' })).toBeTruthy();
    expect(within(table).getByText('Mostly clear: 2 of 4 points')).toBeTruthy();
    expect(within(table).getByText('Easy to follow in most places.')).toBeTruthy();
    expect(within(table).getByText('Cited: 2 of 2 points')).toBeTruthy();
    expect(screen.getByText('Name your source in full.')).toBeTruthy();
  });
});
