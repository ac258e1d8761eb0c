import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { myExamsQuery } from '../../api/exam';
import { ExamList } from '../exam/exam-list';
import { useLearnerClass } from './use-learner-class';

/**
 * The exams of a learner's class beside a course page, each a link to take it; nothing for anyone
 * else (visitors, facilitators) nor for a course without exams.
 */
export function CourseExams({ coursePath }: { coursePath: string }) {
  const { t } = useTranslation();
  const { member } = useLearnerClass(coursePath, true);
  const exams = useQuery({ ...myExamsQuery(coursePath), enabled: member !== null, retry: false });
  if (!exams.data?.exams.length) return null;
  return (
    <nav
      aria-label={t('exam.mine.title')}
      className="space-y-3 rounded-2xl border border-slate-200 p-4 text-sm"
    >
      <p className="font-semibold text-slate-900">{t('exam.mine.title')}</p>
      <ExamList cohortPath={exams.data.cohortPath} exams={exams.data.exams} />
    </nav>
  );
}
