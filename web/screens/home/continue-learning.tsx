import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecentCourse } from '../../../common/api/catalogue';
import { SCREEN_ROUTES } from '../../../common/routes';
import { recentCoursesQuery, recentPagesQuery } from '../../api/catalogue';
import { describeError } from '../../api/describe-error';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { LoadError } from '../../components/load-error';
import { courseLandingPath, coursePagePath } from '../../lib/paths';
import { HomeSection } from './home-section';

// Fetched again whenever the home shows: a page read elsewhere a moment ago is where to go back to.
const FRESH = { staleTime: 0 } as const;

/** "Continue where you left off": the page the learner visited last (spec §7 recent visits). */
export function ContinueLearning() {
  const { t } = useTranslation();
  const recent = useQuery({ ...recentCoursesQuery(1), ...FRESH });
  let body: React.ReactNode;
  if (recent.isPending) body = <p className="text-slate-600">{t('app.loading')}</p>;
  else if (recent.isError)
    body = (
      <LoadError
        message={describeError(recent.error)}
        retryLabel={t('learnerHome.retry')}
        onRetry={() => recent.refetch()}
      />
    );
  else if (!recent.data[0])
    body = (
      <div className="space-y-4">
        <p className="text-slate-700">{t('learnerHome.continueEmpty')}</p>
        <Link to={SCREEN_ROUTES.courses} className={SECONDARY_BUTTON}>
          {t('actions.browseCourses')}
        </Link>
      </div>
    );
  else body = <LastVisit course={recent.data[0]} />;
  return (
    <HomeSection id="continue" title={t('learnerHome.continueTitle')}>
      {body}
    </HomeSection>
  );
}

// The course visited last and, once known, its page visited last (its landing page when none).
function LastVisit({ course }: { course: RecentCourse }) {
  const { t } = useTranslation();
  const pages = useQuery({ ...recentPagesQuery(course.path, 1), ...FRESH });
  const page = pages.data?.[0];
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-4 rounded-2xl border border-slate-200 bg-white p-5">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{course.name}</p>
        <p className="text-sm text-slate-700">
          {pages.isPending
            ? t('app.loading')
            : page
              ? t('learnerHome.lastPage', { title: page.title })
              : t('learnerHome.noPageYet')}
        </p>
      </div>
      <Link
        to={page ? coursePagePath(course.path, page.path) : courseLandingPath(course.path)}
        aria-label={t('learnerHome.continueIn', { name: course.name })}
        className={PRIMARY_BUTTON}
      >
        {t('learnerHome.continue')}
      </Link>
    </div>
  );
}
