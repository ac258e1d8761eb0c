import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { classQuery } from '../../../api/class-admin';
import { describeError } from '../../../api/describe-error';
import { FormAlert } from '../../../components/form-alert';
import type { ClassTabProps } from '../class-admin-tabs';
import { AssessmentForm } from './assessment-form';

/**
 * Class admin `assessment` (spec §3 Cohort assessmentSettings and assessmentPresets): how this
 * class's quizzes are assessed, whatever each quiz says, and named presets of that.
 */
export function AssessmentTab({ cohortPath }: ClassTabProps) {
  const { t } = useTranslation();
  const cohort = useQuery(classQuery(cohortPath));
  if (cohort.isPending) return <p className="text-slate-600">{t('classAdmin.loading')}</p>;
  if (cohort.isError) return <FormAlert message={describeError(cohort.error)} />;
  return <AssessmentForm cohort={cohort.data} />;
}
