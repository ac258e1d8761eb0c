import type { QuizState } from '../../../../common/api/quiz';
import type { Mark } from '../../../../common/domain/quiz/mark';

/** What an answer form shows of a marked answer: the right answers once shown, and the mark of its parts. */
export interface AnswerReveal {
  rightAnswers: QuizState['rightAnswers'];
  mark: Mark | null;
}

/** A quiz block's reveal: its right answers once shown, and its latest attempt's mark. */
export const revealOf = (state: QuizState): AnswerReveal => ({
  rightAnswers: state.rightAnswers,
  mark: state.attempts.at(-1)?.mark ?? null,
});
