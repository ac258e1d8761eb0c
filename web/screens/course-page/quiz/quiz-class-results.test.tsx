import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClassResults } from '../../../../common/api/quiz';
import { buildCoursePage, buildUser } from '../../../test/fixtures';
import { resetAppAroundEachTest } from '../../../test/fresh-client';
import { renderApp } from '../../../test/render-app';
import { jsonResponse, stubFetch } from '../../../test/stub-fetch';

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
  },
  settings: {},
  isProgressContributor: false,
};

const RESULTS: ClassResults = {
  maxScore: 2,
  setupData: CHOICE.setupData,
  learners: [
    {
      userId: 'u1',
      fullName: 'Ana Lestari',
      cohortPath: 'morning',
      cohortName: 'Morning',
      attempts: 2,
      score: 2,
      passed: true,
      late: false,
      lastSubmittedAt: '2026-11-26T10:00:00.000Z',
      lastAttemptId: 'a1',
      lastAttempt: {
        number: 2,
        submittedAt: '2026-11-26T10:00:00.000Z',
        late: false,
        status: 'marked',
        answers: { selected: ['right'] },
        mark: { score: 2, maxScore: 2, correct: true, feedback: [] },
      },
    },
    {
      userId: 'u2',
      fullName: 'Budi Santoso',
      cohortPath: 'morning',
      cohortName: 'Morning',
      attempts: 0,
      score: null,
      passed: null,
      late: false,
      lastSubmittedAt: null,
      lastAttemptId: null,
      lastAttempt: null,
    },
  ],
};

describe('a quiz block for the facilitator of a class', () => {
  it('shows the question, and their learners’ answers and scores folded under it', async () => {
    const calls = stubFetch((call) => {
      if (call.url.includes('/json/course/read/getPage/'))
        return jsonResponse({
          result: buildCoursePage({ sections: [{ id: 's1', settings: {}, blocks: [CHOICE] }] }),
        });
      if (call.url.includes(`getFirstAvailableCourseMembershipData/${buildUser().userId}`))
        return jsonResponse({
          result: {
            kind: 'member',
            cohortPath: 'morning',
            staff: true,
            enrolledAt: '2026-11-01T00:00:00.000Z',
          },
        });
      if (call.url.includes('/json/quiz/lookup/classResults')) return jsonResponse({ result: RESULTS });
      return jsonResponse({ result: null });
    });
    renderApp('/courses/data-101/intro/?mode=view');
    const summary = await screen.findByText(
      'Your learners’ answers: 1 of 2 learners answered',
      {},
      { timeout: 5000 },
    );
    fireEvent.click(summary);
    expect(screen.getByRole('rowheader', { name: 'Ana Lestari' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: /^Jakarta/ })).toBeTruthy();
    expect(screen.getByText('Not answered yet')).toBeTruthy();
    // A facilitator answers nothing: no form, no attempt of their own asked for.
    expect(screen.queryByRole('button', { name: 'Submit answer' })).toBeNull();
    expect(calls.some((call) => call.url.includes('pageQuizzes'))).toBe(false);
  });
});
