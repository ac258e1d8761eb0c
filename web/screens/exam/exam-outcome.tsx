import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamStanding } from '../../../common/api/exam';

/**
 * Where the learner stands after their latest attempt: its score once results are released, else
 * that results come later. Takes the focus when it follows a hand-in (`focus`), so it is read out.
 */
export function ExamOutcome({ standing, focus }: { standing: ExamStanding; focus: boolean }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const last = standing.attempts.at(-1);
  if (!last) return null;
  const scored = standing.released && last.score !== null && last.maxScore !== null;
  return (
    <section className="rounded-2xl border border-brand-200 bg-brand-50 px-5 py-4">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        {scored
          ? t('exam.take.yourResult', { score: last.score, count: last.maxScore })
          : t('exam.take.resultsLater')}
      </h2>
      {last.autoSubmitted && <p className="mt-1 text-slate-800">{t('exam.take.timeUpSubmitted')}</p>}
    </section>
  );
}
