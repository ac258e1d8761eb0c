import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RecentCourse } from '../../../common/api/catalogue';
import { SCREEN_ROUTES } from '../../../common/routes';
import { recentCoursesQuery, recentPagesQuery } from '../../api/catalogue';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { courseLandingPath, coursePagePath } from '../../lib/paths';
import { HomeSection } from './home-section';

// Fetched again whenever the home shows: a page read elsewhere a moment ago is where to go back to.
const FRESH = { staleTime: 0 } as const;

/** "Continue where you left off": the page the learner visited last (spec §7 recent visits). */
export function ContinueLearning() {
  const { t } = useTranslation();
  const recent = useQuery({ ...recentCoursesQuery(1), ...FRESH });
  return (
    <HomeSection id="continue" title={t('learnerHome.continueTitle')} query={recent}>
      {([course]) =>
        course ? (
          <LastVisit course={course} />
        ) : (
          <div className="space-y-4">
            <p className="text-slate-700">{t('learnerHome.continueEmpty')}</p>
            <Link to={SCREEN_ROUTES.courses} className={SECONDARY_BUTTON}>
              {t('actions.browseCourses')}
            </Link>
          </div>
        )
      }
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
