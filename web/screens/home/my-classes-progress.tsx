import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyProgressEntry } from '../../../common/api/progress';
import { SCREEN_ROUTES } from '../../../common/routes';
import { myProgressQuery } from '../../api/progress';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { coursePagePath, progressPath } from '../../lib/paths';
import { ProgressSummary } from '../progress/progress-summary';
import { HomeSection } from './home-section';

/** The learner's classes on their home: progress, what is next, and their progress pages. */
export function MyClassesProgress() {
  const { t } = useTranslation();
  const progress = useQuery({ ...myProgressQuery(), staleTime: 0 });
  return (
    <HomeSection id="classes" title={t('learnerHome.classesTitle')} query={progress}>
      {(entries) =>
        entries.length === 0 ? (
          <EmptyState title={t('learnerHome.classesEmpty')} body={t('learnerHome.classesEmptyBody')}>
            <Link to={SCREEN_ROUTES.courses} className={PRIMARY_BUTTON}>
              {t('actions.browseCourses')}
            </Link>
          </EmptyState>
        ) : (
          <>
            <ul className="grid gap-4 md:grid-cols-2">
              {entries.map((entry) => (
                <ClassCard key={entry.cohortPath} entry={entry} />
              ))}
            </ul>
            <Link
              to={SCREEN_ROUTES.progress}
              className="inline-block font-semibold text-brand-800 hover:underline"
            >
              {t('learnerHome.allProgress')}
            </Link>
          </>
        )
      }
    </HomeSection>
  );
}

function ClassCard({ entry }: { entry: MyProgressEntry }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{entry.courseName}</h3>
        <p className="text-sm text-slate-600">{t('progress.className', { name: entry.cohortName })}</p>
      </div>
      <ProgressSummary
        label={t('progress.courseProgress', { name: entry.courseName })}
        progress={entry.progress}
        summaries={entry.summaries}
      />
      <p className="text-sm text-slate-800">
        {entry.nextPage ? (
          <>
            {t('learnerHome.next')}{' '}
            <Link
              to={coursePagePath(entry.coursePath, entry.nextPage.path)}
              className="font-semibold text-brand-800 underline"
            >
              {entry.nextPage.title}
            </Link>
          </>
        ) : (
          t('learnerHome.allDone')
        )}
      </p>
      <Link
        to={progressPath(entry.coursePath)}
        aria-label={t('learnerHome.seeProgressOf', { name: entry.courseName })}
        className="mt-auto text-sm font-semibold text-brand-800 hover:underline"
      >
        {t('learnerHome.seeProgress')}
      </Link>
    </li>
  );
}
