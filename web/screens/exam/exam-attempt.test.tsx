import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '../../test/fixtures';
import { resetAppAroundEachTest } from '../../test/fresh-client';
import { renderApp } from '../../test/render-app';
import { jsonResponse } from '../../test/stub-fetch';
import { HAND_IN_POLL_MS } from './exam-screen';
import { ATTEMPT, EXAM_PATH, FINISHED, sent, serveExam, taking } from './exam-test-data';

resetAppAroundEachTest(() => buildUser());

beforeEach(() => {
  // The browser's clock is years off the server's: the countdown must follow serverNow.
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2031-01-01T00:00:00.000Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

const pass = (milliseconds: number) => act(() => vi.advanceTimersByTimeAsync(milliseconds));
const underWay = () => taking({ inProgressEndsAt: ATTEMPT.endsAt }, { attempt: ATTEMPT });
const SAVED = { savedAt: '2026-05-02T03:21:05.000Z', endsAt: ATTEMPT.endsAt };

async function openAttempt() {
  renderApp(EXAM_PATH);
  return screen.findByRole('heading', { name: 'Attempt 1' }, { timeout: 5000 });
}

describe('an exam attempt under way', { timeout: 20_000 }, () => {
  it('counts down from the server’s clock, and says when five and one minutes are left', async () => {
    serveExam({ current: underWay() });
    await openAttempt();
    expect(screen.getByRole('timer').textContent).toMatch(/^Time left: (10:00|09:59)$/);
    await pass(5 * 60_000);
    expect(screen.getByRole('timer').textContent).toMatch(/^Time left: (05:00|04:59)$/);
    expect(screen.getByText('Five minutes left.')).toBeTruthy();
    await pass(4 * 60_000);
    expect(screen.getByText('One minute left.')).toBeTruthy();
  });

  it('takes the attempt up again with its saved answers', async () => {
    serveExam({
      current: taking({}, { attempt: { ...ATTEMPT, answers: { q2: { text: 'Kuala Lumpur' } } } }),
    });
    await openAttempt();
    const field = screen.getByRole('textbox', {
      name: 'What is the capital of Malaysia?',
    }) as HTMLInputElement;
    expect(field.value).toBe('Kuala Lumpur');
    expect(screen.getByRole('button', { name: 'Question 2, answered' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Question 1, not answered' })).toBeTruthy();
  });

  it('saves the answers 800 ms after the last change, and says when', async () => {
    const calls = serveExam({ current: underWay() }, { saveExamAnswers: () => SAVED });
    await openAttempt();
    fireEvent.click(screen.getByRole('radio', { name: 'Jakarta' }));
    await pass(500);
    fireEvent.change(screen.getByRole('textbox', { name: 'What is the capital of Malaysia?' }), {
      target: { value: 'Kuala' },
    });
    await pass(700);
    expect(sent(calls, 'saveExamAnswers')).toHaveLength(0);
    await pass(100);
    await waitFor(() => expect(sent(calls, 'saveExamAnswers')).toHaveLength(1));
    expect(sent(calls, 'saveExamAnswers')[0]!.body).toEqual({
      cohortPath: 'morning',
      answers: { q1: { selected: ['right'] }, q2: { text: 'Kuala' } },
    });
    // 03:21:05 UTC on the class's clock (Jakarta).
    expect(await screen.findByText(/^Saved at 10:21:05/)).toBeTruthy();
  });

  it('says a failed save is being retried, and retries it', async () => {
    let replies = 0;
    const calls = serveExam(
      { current: underWay() },
      {
        saveExamAnswers: () =>
          ++replies === 1
            ? jsonResponse({ error: 'unavailable', reason: 'The service is unavailable.' }, 503)
            : SAVED,
      },
    );
    await openAttempt();
    fireEvent.click(screen.getByRole('radio', { name: 'Jakarta' }));
    await pass(800);
    expect(await screen.findByText('Not saved — retrying')).toBeTruthy();
    await pass(5000);
    await waitFor(() => expect(sent(calls, 'saveExamAnswers')).toHaveLength(2));
    expect(await screen.findByText(/^Saved at/)).toBeTruthy();
  });

  it('asks before submitting, saying how many questions are unanswered, then shows the outcome', async () => {
    const calls = serveExam({ current: underWay() }, { submitExam: () => taking({ attempts: [FINISHED] }) });
    await openAttempt();
    fireEvent.click(screen.getByRole('radio', { name: 'Jakarta' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit my answers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your answers?' });
    expect(
      within(dialog).getByText(
        '1 question is not answered. Once you submit, you cannot change your answers.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    const outcome = await screen.findByRole('heading', { name: 'Your answers are in; results come later.' });
    await waitFor(() => expect(document.activeElement).toBe(outcome));
    expect(sent(calls, 'submitExam')[0]!.body).toEqual({
      cohortPath: 'morning',
      answers: { q1: { selected: ['right'] } },
    });
    // The hand-in carried the answers: the change waiting for its autosave is not sent after it.
    await pass(1000);
    expect(sent(calls, 'saveExamAnswers')).toHaveLength(0);
  });

  it('sends the last change at time-up and then nothing more, and reads the attempt again until the server has handed it in', async () => {
    const state = { current: underWay() };
    const calls = serveExam(state, { saveExamAnswers: () => SAVED });
    await openAttempt();
    // Within its grace the server still has the attempt under way.
    state.current = taking({}, { attempt: { ...ATTEMPT, serverNow: '2026-05-02T03:30:02.000Z' } });
    // A change half a second before the end: its autosave, due after it, goes at the end instead.
    await pass(10 * 60_000 - 500);
    fireEvent.click(screen.getByRole('radio', { name: 'Jakarta' }));
    // Two steps: the page draws the end (as a browser would at once) before the autosave is due.
    await pass(600);
    await pass(1000);
    expect(screen.getByText('Time is up. The answers you saved are being handed in…')).toBeTruthy();
    state.current = taking({ attempts: [{ ...FINISHED, autoSubmitted: true }] });
    await pass(HAND_IN_POLL_MS);
    expect(
      await screen.findByText('The time ran out: the answers you had saved were submitted.'),
    ).toBeTruthy();
    expect(sent(calls, 'saveExamAnswers')).toHaveLength(1);
    expect(sent(calls, 'submitExam')).toHaveLength(0);
  });
});
