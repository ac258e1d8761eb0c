import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authStore } from '../../auth/auth-store';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/stub-fetch';
import { ATTEMPT, EXAM_PATH, FINISHED, sent, serveExam, taking } from './exam-test-data';

resetAppAroundEachTest(() => buildUser());

const findTitle = () => screen.findByRole('heading', { level: 1, name: 'Midterm' }, { timeout: 5000 });

describe('the exam screen before an attempt', () => {
  it('shows the facts in the class time zone and starts an attempt, moving the focus to it', async () => {
    const calls = serveExam(
      { current: taking() },
      { startExam: () => taking({ inProgressEndsAt: ATTEMPT.endsAt }, { attempt: ATTEMPT }) },
    );
    renderApp(EXAM_PATH);
    await findTitle();
    expect(screen.getByText('Answer every question.')).toBeTruthy();
    expect(screen.getByText('30 minutes')).toBeTruthy();
    expect(screen.getByText('0 of 2 used')).toBeTruthy();
    // 02:00 UTC is 09:00 in Jakarta.
    expect(screen.getByText(/Opens .*9:00.*Closes .*5:00/)).toBeTruthy();
    expect(screen.getByText('(Asia/Jakarta)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start the exam' }));
    const heading = await screen.findByRole('heading', { name: 'Attempt 1' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('group', { name: 'What is the capital of Indonesia?' })).toBeTruthy();
    expect(sent(calls, 'startExam')[0]!.body).toEqual({ cohortPath: 'morning' });
  });

  it('says when a not yet open exam opens, without a Start button', async () => {
    serveExam({ current: taking({ startRefusal: 'not_open' }) });
    renderApp(EXAM_PATH);
    await findTitle();
    expect(screen.getByText(/^This exam is not open yet\. It opens .*9:00/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start the exam' })).toBeNull();
  });

  it('says every attempt is used, and lists them with the time-out marker', async () => {
    serveExam({
      current: taking({
        maxAttempts: 1,
        startRefusal: 'attempts_used',
        attempts: [{ ...FINISHED, autoSubmitted: true }],
      }),
    });
    renderApp(EXAM_PATH);
    await findTitle();
    expect(screen.getByText('You have used all your attempts at this exam.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your answers are in; results come later.' })).toBeTruthy();
    const attempts = screen.getByRole('region', { name: 'Your attempts' });
    expect(within(attempts).getByText('time ran out')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Start/ })).toBeNull();
  });

  it('reads the standing again when the server refuses a start because the exam closed', async () => {
    const state = { current: taking() };
    serveExam(state, {
      startExam: () => {
        state.current = taking({ startRefusal: 'closed' });
        return jsonResponse({ error: 'closed', reason: 'This exam has closed.' }, 409);
      },
    });
    renderApp(EXAM_PATH);
    await findTitle();
    fireEvent.click(screen.getByRole('button', { name: 'Start the exam' }));
    expect(await screen.findByText('This exam has closed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start the exam' })).toBeNull();
  });
});

describe('the exam screen once results are released', () => {
  it('shows the score and each question marked, with the right answers', async () => {
    serveExam({
      current: taking(
        { released: true, startRefusal: 'attempts_used', attempts: [{ ...FINISHED, score: 2, maxScore: 3 }] },
        {
          review: [
            {
              ...ATTEMPT.questions[0]!,
              answers: { selected: ['wrong'] },
              mark: { score: 0, maxScore: 2, correct: false, feedback: ['Surabaya is in East Java.'] },
              rightAnswers: { kind: 'options', correctOptionIds: ['right'] },
            },
          ],
        },
      ),
    });
    renderApp(EXAM_PATH);
    await findTitle();
    expect(screen.getByRole('heading', { name: 'Your result: 2 of 3 points' })).toBeTruthy();
    const review = screen.getByRole('region', { name: 'Your answers, marked' });
    expect(within(review).getByText('Not quite.')).toBeTruthy();
    expect(within(review).getByText('Surabaya is in East Java.')).toBeTruthy();
    expect(within(review).getByText('Right answer')).toBeTruthy();
    expect((within(review).getByRole('radio', { name: /Surabaya/ }) as HTMLInputElement).checked).toBe(true);
  });
});

it('asks a visitor to log in, and reads nothing', async () => {
  act(() => authStore.userLoaded(null));
  const calls = serveExam({ current: taking() });
  renderApp(EXAM_PATH);
  expect(await screen.findByText('Log in to take this exam.', undefined, { timeout: 5000 })).toBeTruthy();
  expect(calls.filter((call) => call.url.includes('/json/exam/'))).toEqual([]);
});
