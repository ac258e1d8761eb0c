import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyExamGrade, MyGradeItem } from '../../../common/api/quiz';
import { myGradesQuery } from '../../api/quiz';
import { coursePagePath } from '../../lib/paths';

/** Where the learner stands on one quiz, in words. */
function Standing({ item }: { item: MyGradeItem }) {
  const { t } = useTranslation();
  if (item.attempts === 0) return <span className="text-slate-600">{t('progress.grades.notAnswered')}</span>;
  if (item.awaitingMarking) return <span className="text-amber-900">{t('progress.grades.awaiting')}</span>;
  if (item.returned) return <span className="text-amber-900">{t('progress.grades.returned')}</span>;
  if (item.score === null) return <span className="text-slate-600">{t('progress.grades.hidden')}</span>;
  return (
    <span className={item.passed === false ? 'text-amber-900' : 'text-slate-900'}>
      {t('progress.grades.score', { score: item.score, count: item.maxScore })}
    </span>
  );
}

/** Where the learner stands in one exam, in words: their best result once released. */
function ExamStanding({ exam }: { exam: MyExamGrade }) {
  const { t } = useTranslation();
  if (exam.score !== null && exam.maxScore !== null)
    return (
      <span className="text-slate-900">
        {t('progress.grades.score', { score: exam.score, count: exam.maxScore })}
      </span>
    );
  if (exam.inProgress) return <span className="text-slate-600">{t('progress.grades.examUnderWay')}</span>;
  if (exam.attempts === 0) return <span className="text-slate-600">{t('progress.grades.notAnswered')}</span>;
  return <span className="text-slate-600">{t('progress.grades.examHeld')}</span>;
}

/**
 * The assessment section of the course progress page: each quiz and exam of the course with the
 * learner's standing on it, their total and their weighted total. Drawn once the server answers:
 * nothing for a course without either, or for a reader who learns in none of its classes.
 */
export function MyGrades({ coursePath }: { coursePath: string }) {
  const { t } = useTranslation();
  const grades = useQuery({ ...myGradesQuery(coursePath), retry: false });
  if (!grades.isSuccess || !grades.data) return null;
  const { items, exams, total, maxTotal, weightedPercent } = grades.data;
  if (items.length === 0 && exams.length === 0) return null;
  const row = 'flex flex-wrap items-baseline justify-between gap-2 px-4 py-3';
  return (
    <section aria-labelledby="grades-heading" className="space-y-3">
      <h3 id="grades-heading" className="text-lg font-semibold text-slate-900">
        {t('progress.grades.title')}
      </h3>
      <p className="text-slate-800">
        {t('progress.grades.total', { total, maxTotal })}
        {weightedPercent !== null && ` ${t('progress.grades.weighted', { percent: weightedPercent })}`}
      </p>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {items.map((item) => (
          <li key={item.blockId} className={row}>
            <span>
              <Link
                to={coursePagePath(coursePath, item.pagePath, 'view')}
                className="text-brand-800 underline"
              >
                {item.pageTitle}
              </Link>
              <span className="block text-sm text-slate-700">{item.question}</span>
            </span>
            <Standing item={item} />
          </li>
        ))}
        {exams.map((exam) => (
          <li key={exam.examId} className={row}>
            <span className="text-slate-900">{t('progress.grades.exam', { title: exam.title })}</span>
            <ExamStanding exam={exam} />
          </li>
        ))}
      </ul>
    </section>
  );
}
