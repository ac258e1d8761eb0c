import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_STATUSES } from '../../../common/api/progress';
import { SCREEN_ROUTES } from '../../../common/routes';
import { describeError } from '../../api/describe-error';
import { courseActivityQuery } from '../../api/progress';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { filterActivity, type StatusFilter } from './activity-filter';
import { ActivityList } from './activity-list';
import { MyAssessmentReport } from './my-assessment-report';
import { MyAttainment } from './my-attainment';
import { MyCertification } from './my-certification';
import { MyExams } from './my-exams';
import { MyGrades } from './my-grades';
import { ProgressSummary } from './progress-summary';

/** The course progress page (spec §2): the learner's progress and each page's status, filtered by name and status. */
export function CourseProgressView({ coursePath }: { coursePath: string }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const activity = useQuery(courseActivityQuery(coursePath));
  const back = (
    <Link to={SCREEN_ROUTES.progress} className="text-sm font-semibold text-brand-800 hover:underline">
      {t('progress.backToAll')}
    </Link>
  );
  if (activity.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (activity.isError) {
    return (
      <div className="space-y-4">
        <FormAlert message={describeError(activity.error)} />
        {back}
      </div>
    );
  }
  const { data } = activity;
  const shown = filterActivity(data.pages, name, status);
  const statusOptions = [
    { value: 'all', label: t('progress.status.all') },
    ...PAGE_STATUSES.map((value) => ({ value, label: t(`progress.status.${value}`) })),
  ];
  return (
    <div className="space-y-8">
      {back}
      <section aria-labelledby="course-progress-heading" className="space-y-3">
        <h2 id="course-progress-heading" className="text-2xl font-semibold text-slate-900">
          {data.courseName}
        </h2>
        <p className="text-sm text-slate-600">{t('progress.className', { name: data.cohortName })}</p>
        <ProgressSummary
          label={t('progress.courseProgress', { name: data.courseName })}
          progress={data.progress}
          summaries={data.summaries}
        />
      </section>
      <MyCertification coursePath={coursePath} />
      <MyGrades coursePath={coursePath} />
      <MyAssessmentReport coursePath={coursePath} />
      <MyExams coursePath={coursePath} />
      <MyAttainment coursePath={coursePath} />
      <section aria-labelledby="activity-heading" className="space-y-4">
        <h3 id="activity-heading" className="text-lg font-semibold text-slate-900">
          {t('progress.pages')}
        </h3>
        {data.pages.length === 0 ? (
          <EmptyState title={t('progress.noPages')} body={t('progress.noPagesBody')} />
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('progress.filterName')}
                type="search"
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
              <SelectField
                label={t('progress.filterStatus')}
                value={status}
                options={statusOptions}
                onChange={(value) => setStatus(value as StatusFilter)}
              />
            </div>
            <p className="sr-only" aria-live="polite">
              {t('progress.shown', { count: shown.length, total: data.pages.length })}
            </p>
            {shown.length === 0 ? (
              <EmptyState title={t('progress.noMatch')} body={t('progress.noMatchBody')} />
            ) : (
              <ActivityList coursePath={data.coursePath} pages={shown} />
            )}
          </>
        )}
      </section>
    </div>
  );
}
