import { useTranslation } from 'react-i18next';
import type { ExamStanding } from '../../../common/api/exam';
import { FactRow } from '../../components/fact-row';
import { ExamWindowText } from './exam-window-text';

/** What a learner knows of an exam before they start: its length, its window and their attempts. */
export function ExamFacts({ standing }: { standing: ExamStanding }) {
  const { t } = useTranslation();
  return (
    <dl className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-5">
      <FactRow label={t('exam.take.timeLimit')}>
        {t('exam.take.minutes', { count: standing.timeLimitMinutes })}
      </FactRow>
      <FactRow label={t('exam.take.questions')}>
        {t('exam.take.questionCount', { count: standing.questionCount })}
      </FactRow>
      <FactRow label={t('exam.take.window')}>
        <ExamWindowText standing={standing} />
      </FactRow>
      <FactRow label={t('exam.take.attempts')}>
        {t('exam.take.attemptsUsed', { used: standing.attempts.length, max: standing.maxAttempts })}
      </FactRow>
    </dl>
  );
}
