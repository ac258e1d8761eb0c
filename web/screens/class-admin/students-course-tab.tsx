import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { classListQuery } from '../../api/class-admin';
import { describeError } from '../../api/describe-error';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { SelectField } from '../../components/select-field';
import type { AdminTabProps } from '../course-admin/admin-tabs';
import { StudentsTab } from './students-tab';

/**
 * The course admin `students` action: a class of the course, chosen in a selector and kept in the
 * `cohort` query parameter (the default class first), with its students tab.
 */
export function StudentsCourseTab({ course }: AdminTabProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const classes = useQuery({
    ...classListQuery(course.path),
  });
  if (classes.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (classes.isError) return <FormAlert message={describeError(classes.error)} />;
  const list = classes.data.classes;
  if (list.length === 0)
    return <EmptyState title={t('students.noClasses')} body={t('students.noClassesBody')} />;
  const asked = params.get('cohort');
  const chosen =
    list.find((item) => item.path === asked) ??
    list.find((item) => item.path === classes.data.defaultCohort) ??
    list[0]!;
  const choose = (path: string) => {
    const next = new URLSearchParams(params);
    next.set('cohort', path);
    setParams(next, { replace: true });
  };
  return (
    <div className="space-y-6">
      <div className="max-w-sm">
        <SelectField
          label={t('students.chooseClass')}
          value={chosen.path}
          options={list.map((item) => ({ value: item.path, label: item.name }))}
          onChange={choose}
        />
      </div>
      <StudentsTab key={chosen.path} cohortPath={chosen.path} />
    </div>
  );
}
