import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { describeError } from '../../api/describe-error';
import { myProgressQuery } from '../../api/progress';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { progressPath } from '../../lib/paths';
import { ProgressSummary } from './progress-summary';

/** Each class the learner is in, with its course's progress and a link to the course progress page. */
export function MyProgressList() {
  const { t } = useTranslation();
  const progress = useQuery(myProgressQuery());
  if (progress.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (progress.isError) return <FormAlert message={describeError(progress.error)} />;
  if (progress.data.length === 0) {
    return (
      <EmptyState title={t('progress.empty')} body={t('progress.emptyBody')}>
        <Link to={SCREEN_ROUTES.courses} className={PRIMARY_BUTTON}>
          {t('progress.browseCourses')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <ul className="space-y-4">
      {progress.data.map((entry) => (
        <li key={entry.cohortPath} className="rounded-2xl border border-slate-200 bg-white p-5">
          <h2 className="text-lg font-semibold text-slate-900">
            <Link to={progressPath(entry.coursePath)} className="text-brand-800 hover:underline">
              {entry.courseName}
            </Link>
          </h2>
          <p className="mb-3 text-sm text-slate-600">{t('progress.className', { name: entry.cohortName })}</p>
          <ProgressSummary
            label={t('progress.courseProgress', { name: entry.courseName })}
            progress={entry.progress}
            summaries={entry.summaries}
          />
        </li>
      ))}
    </ul>
  );
}
