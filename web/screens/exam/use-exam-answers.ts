import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExamAttempt } from '../../../common/api/exam';
import { ApiError } from '../../api/api-error';
import { saveExamAnswers } from '../../api/exam';
import { isTransient, type QuizAnswers, SCRATCHPAD_DELAY_MS } from '../course-page/quiz/use-quiz-answers';

/** How long after a failed save that may pass (no reply, a server failure) it is sent again. */
export const SAVE_RETRY_MS = 5000;

/** A learner's answers to an attempt's questions, by question id. */
export type ExamAnswers = Record<string, QuizAnswers>;

/** Where the autosave stands: nothing sent yet, sending, kept at `savedAt`, or refused. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; savedAt: string }
  | { kind: 'failed'; retrying: boolean; error: unknown };

interface Where {
  examId: string;
  cohortPath: string;
  /** The server refused a save because the attempt is over (time up, exam closed): a 409. */
  onEnded: () => void;
}

/**
 * A learner's answers to the attempt under way, starting from those the server kept. A change is
 * kept on the server SCRATCHPAD_DELAY_MS after the last one, one save at a time (so an earlier
 * save never lands after a later one), again when the browser is back online and, after a failure
 * that may pass, every SAVE_RETRY_MS. `stop` sends nothing more (handing in); `finish` sends what
 * is left at once and then nothing more (time up); `resume` takes up again after a hand-in that failed.
 */
export function useExamAnswers(where: Where, attempt: ExamAttempt) {
  const [answers, setAnswers] = useState(() => attempt.answers as ExamAnswers);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  // A save answers with when the attempt ends: sooner than read if the exam's window was changed.
  const [endsAt, setEndsAt] = useState(attempt.endsAt);
  const current = useRef(answers);
  const unsaved = useRef(false);
  const sending = useRef(false);
  const stopped = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(where);
  latest.current = where;

  const later = useCallback((delay: number, run: () => void) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(run, delay);
  }, []);

  const keep = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    if (!unsaved.current || sending.current || stopped.current) return;
    const { examId, cohortPath } = latest.current;
    unsaved.current = false;
    sending.current = true;
    setSave({ kind: 'saving' });
    try {
      const saved = await saveExamAnswers(examId, cohortPath, current.current);
      sending.current = false;
      setEndsAt(saved.endsAt);
      setSave({ kind: 'saved', savedAt: saved.savedAt });
      // A change made while this save was on its way goes now.
      if (unsaved.current) void keep();
    } catch (error) {
      sending.current = false;
      unsaved.current = true;
      if (error instanceof ApiError && error.status === 409) {
        stopped.current = true;
        latest.current.onEnded();
        return;
      }
      const retrying = isTransient(error);
      setSave({ kind: 'failed', retrying, error });
      if (retrying) later(SAVE_RETRY_MS, () => void keep());
    }
  }, [later]);

  useEffect(() => {
    const online = () => void keep();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      if (timer.current) clearTimeout(timer.current);
    };
  }, [keep]);

  const setAnswer = (questionId: string, next: QuizAnswers) => {
    current.current = { ...current.current, [questionId]: next };
    setAnswers(current.current);
    unsaved.current = true;
    later(SCRATCHPAD_DELAY_MS, () => void keep());
  };

  const stop = useCallback(() => {
    stopped.current = true;
    if (timer.current) clearTimeout(timer.current);
  }, []);
  // At time-up: what is not kept yet goes at once (the server takes it within its grace), then nothing more.
  const finish = useCallback(() => {
    void keep().finally(() => {
      stopped.current = true;
    });
  }, [keep]);
  const resume = useCallback(() => {
    stopped.current = false;
    void keep();
  }, [keep]);

  return { answers, setAnswer, save, endsAt, stop, finish, resume };
}
