import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { myExamsQuery } from '../../api/exam';
import { ExamList } from '../exam/exam-list';

/**
 * The exams section of the course progress page: each exam of the learner's class with a link to
 * take it. Drawn once the server answers: nothing for a reader who learns in none of its classes.
 */
export function MyExams({ coursePath }: { coursePath: string }) {
  const { t } = useTranslation();
  const exams = useQuery({ ...myExamsQuery(coursePath), retry: false });
  if (!exams.data) return null;
  return (
    <section aria-labelledby="exams-heading" className="space-y-3">
      <h3 id="exams-heading" className="text-lg font-semibold text-slate-900">
        {t('exam.mine.title')}
      </h3>
      <ExamList cohortPath={exams.data.cohortPath} exams={exams.data.exams} />
    </section>
  );
}
