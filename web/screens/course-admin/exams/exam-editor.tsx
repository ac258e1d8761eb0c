import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../api/describe-error';
import { examQuery } from '../../../api/exam';
import { FormAlert } from '../../../components/form-alert';
import { ExamSettingsForm } from './exam-settings-form';
import { useCourseBanks } from './use-course-banks';

/** An exam opened for editing: its settings form once the exam and the course's banks are read. */
export function ExamEditor({ examId, coursePath }: { examId: string; coursePath: string }) {
  const { t } = useTranslation();
  const exam = useQuery(examQuery(examId));
  const { banks, loading } = useCourseBanks(coursePath);
  if (exam.isError) return <FormAlert message={describeError(exam.error)} />;
  if (!exam.data || loading) return <p className="mt-4 text-slate-600">{t('app.loading')}</p>;
  return <ExamSettingsForm exam={exam.data} banks={banks} />;
}
