import { useTranslation } from 'react-i18next';
import type { ExamStanding } from '../../../common/api/exam';
import { formatDateTime } from '../../lib/format-date-time';

/** A learner's finished attempts: when each was handed in, whether the time ran out, and its score once released. */
export function AttemptList({ standing }: { standing: ExamStanding }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="exam-attempts-heading" className="space-y-2">
      <h2 id="exam-attempts-heading" className="text-lg font-semibold text-slate-900">
        {t('exam.take.attemptsHeading')}
      </h2>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {standing.attempts.map((attempt) => (
          <li key={attempt.number} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
            <span className="text-slate-800">
              {t('exam.take.attemptLine', {
                number: attempt.number,
                time: formatDateTime(attempt.submittedAt, standing.timeZone),
              })}
              {attempt.autoSubmitted && (
                <span className="ml-2 rounded bg-amber-100 px-1.5 text-sm text-amber-950">
                  {t('exam.take.timeRanOut')}
                </span>
              )}
            </span>
            {attempt.score !== null && attempt.maxScore !== null && (
              <span className="font-medium text-slate-900">
                {t('exam.take.score', { score: attempt.score, count: attempt.maxScore })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
