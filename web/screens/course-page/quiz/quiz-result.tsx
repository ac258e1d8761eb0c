import { useTranslation } from 'react-i18next';
import type { QuizState } from '../../../../common/api/quiz';
import type { Mark } from '../../../../common/domain/quiz/mark';
import { RubricLevels } from './rubric-levels';

/** The right answers of a short answer question, as words. */
export function AcceptedAnswers({ rightAnswers: key }: { rightAnswers: QuizState['rightAnswers'] }) {
  const { t } = useTranslation();
  // Options, gaps, matches and a crossword's words show their right answers in place.
  if (key?.kind !== 'text' && key?.kind !== 'numeric') return null;
  const answers =
    key.kind === 'text'
      ? key.answers
      : key.answers.map(({ value, tolerance }) =>
          tolerance > 0 ? `${value} ± ${tolerance}` : String(value),
        );
  return <p className="text-slate-800">{t('quiz.answer.accepted', { answers: answers.join(', ') })}</p>;
}

/** An attempt's mark in words: right, partly, not; or a teacher's score. */
export function MarkWords({ mark, byTeacher }: { mark: Mark; byTeacher: boolean }) {
  const { t } = useTranslation();
  if (byTeacher) {
    return (
      <p className="font-medium text-slate-900">
        {t('quiz.answer.markedBy', { score: mark.score, count: mark.maxScore })}
      </p>
    );
  }
  return (
    <p className={`font-medium ${mark.correct ? 'text-green-800' : 'text-amber-900'}`}>
      {mark.correct
        ? t('quiz.answer.correct')
        : mark.score > 0
          ? t('quiz.answer.partly', { score: mark.score, count: mark.maxScore })
          : t('quiz.answer.incorrect')}
    </p>
  );
}

/**
 * Where the learner stands after submitting: their latest attempt's mark and the author's feedback
 * when revealed (else when they will see it), the counted score, late submissions, and the right
 * answers of a short answer once shown. A live region: it is read out when an attempt is marked.
 */
export function QuizResult({
  state,
  reveal,
  byTeacher,
  handedIn = false,
}: {
  state: QuizState;
  reveal: string;
  byTeacher: boolean;
  /** Work handed in to a submission block: said so while it waits, and when it comes back. */
  handedIn?: boolean;
}) {
  const { t } = useTranslation();
  const last = state.attempts.at(-1);
  return (
    <div aria-live="polite" className="space-y-1 text-sm">
      {last?.status === 'awaiting_marking' && (
        <p className="text-slate-800">
          {t(handedIn ? 'quiz.submission.waiting' : 'quiz.answer.awaitingMarking')}
        </p>
      )}
      {last?.status === 'returned' && (
        <p className="font-medium text-amber-900">
          {t(handedIn ? 'quiz.submission.returned' : 'quiz.answer.returned')}
        </p>
      )}
      {last?.status === 'marked' && !last.mark && (
        <p className="text-slate-800">
          {reveal === 'never' ? t('quiz.answer.recorded') : t('quiz.answer.revealedLater')}
        </p>
      )}
      {last?.status === 'marked' && last.mark && <MarkWords mark={last.mark} byTeacher={byTeacher} />}
      {last?.status === 'marked' && last.mark?.rubric && <RubricLevels levels={last.mark.rubric} />}
      {last?.mark?.feedback.map((text) => (
        <p key={text} className="whitespace-pre-line text-slate-700">
          {text}
        </p>
      ))}
      {last?.late && <p className="text-amber-900">{t('quiz.answer.late')}</p>}
      {last?.mark?.latePenaltyPercent !== undefined && (
        <p className="text-amber-900">
          {t('quiz.answer.latePenalty', { percent: last.mark.latePenaltyPercent })}
        </p>
      )}
      {state.score !== null && state.attempts.length > 1 && (
        <p className="text-slate-700">
          {t(state.attemptScoring === 'best' ? 'quiz.answer.bestScore' : 'quiz.answer.lastScore', {
            score: state.score,
            count: state.maxScore,
          })}
        </p>
      )}
      <AcceptedAnswers rightAnswers={state.rightAnswers} />
    </div>
  );
}
