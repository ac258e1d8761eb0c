import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { describeError } from '../../../api/describe-error';
import { FormAlert } from '../../../components/form-alert';
import { SelectField } from '../../../components/select-field';
import type { AdminTabProps } from '../../course-admin/admin-tabs';
import { useChosenClass } from '../chosen-class';
import { AnalyticsViews } from './analytics-tab';

/** The selector's value for every class of the course at once. */
const ALL_CLASSES = '';

/**
 * The course admin `analytics` action: every class of the course at once (spec "comments (latest
 * across the course)"), or one class chosen in the selector and kept in the `cohort` query
 * parameter, with its analytics.
 */
export function AnalyticsCourseTab({ course }: AdminTabProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const chosen = useChosenClass(course.path);
  if (chosen.list.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (chosen.list.isError) return <FormAlert message={describeError(chosen.list.error)} />;
  // The course's as a whole unless the address names one of its classes.
  const named = chosen.classes.some((each) => each.path === params.get('cohort')) ? chosen.cohortPath : null;
  return (
    <div className="space-y-6">
      <div className="max-w-sm">
        <SelectField
          label={t('students.chooseClass')}
          value={named ?? ALL_CLASSES}
          options={[
            { value: ALL_CLASSES, label: t('analytics.allClasses') },
            ...chosen.classes.map((item) => ({ value: item.path, label: item.name })),
          ]}
          onChange={chosen.choose}
        />
      </div>
      <AnalyticsViews
        key={named ?? ALL_CLASSES}
        of={named ? { cohortPath: named } : { coursePath: course.path }}
      />
    </div>
  );
}
