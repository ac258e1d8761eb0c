import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ExamStanding } from '../../../common/api/exam';
import { examPath } from '../../lib/assessment-paths';
import { ExamWindowText } from './exam-window-text';

/** Where a learner stands in an exam, in a few words. */
function StandingWords({ exam }: { exam: ExamStanding }) {
  const { t } = useTranslation();
  const last = exam.attempts.at(-1);
  if (exam.inProgressEndsAt)
    return <span className="font-medium text-amber-900">{t('exam.mine.underWay')}</span>;
  if (last) {
    return exam.released && last.score !== null && last.maxScore !== null ? (
      <span className="text-slate-900">
        {t('exam.take.score', { score: last.score, count: last.maxScore })}
      </span>
    ) : (
      <span className="text-slate-700">{t('exam.mine.submitted')}</span>
    );
  }
  if (exam.startRefusal === 'not_open')
    return <span className="text-slate-700">{t('exam.mine.notOpen')}</span>;
  if (exam.startRefusal === 'closed') return <span className="text-slate-700">{t('exam.mine.closed')}</span>;
  return <span className="text-slate-700">{t('exam.mine.notStarted')}</span>;
}

/** A learner's exams in their class, each a link to take it, with its window and where they stand. */
export function ExamList({ cohortPath, exams }: { cohortPath: string; exams: readonly ExamStanding[] }) {
  const { t } = useTranslation();
  if (exams.length === 0) return <p className="text-slate-700">{t('exam.mine.none')}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {exams.map((exam) => (
        <li key={exam.id} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
          <span>
            <Link to={examPath(exam.id, cohortPath)} className="text-brand-800 underline">
              {exam.title}
            </Link>
            <span className="block text-sm text-slate-700">
              {t('exam.take.minutes', { count: exam.timeLimitMinutes })} · <ExamWindowText standing={exam} />
            </span>
          </span>
          <StandingWords exam={exam} />
        </li>
      ))}
    </ul>
  );
}
