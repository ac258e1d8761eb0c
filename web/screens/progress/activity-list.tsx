import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PageActivity, PageStatus } from '../../../common/api/progress';
import { coursePagePath } from '../../lib/paths';

const STATUS_LOOK: Record<PageStatus, string> = {
  not_started: 'bg-slate-100 text-slate-800',
  in_progress: 'bg-amber-100 text-amber-900',
  completed: 'bg-green-100 text-green-900',
};

/** The course's pages with their module, status and progress-contributing activities done. */
export function ActivityList({ coursePath, pages }: { coursePath: string; pages: readonly PageActivity[] }) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('progress.pages')}
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
    >
      {pages.map((page) => (
        <li key={page.pageId} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-5 py-4">
          <div className="min-w-0 flex-1">
            <Link
              to={coursePagePath(coursePath, page.path)}
              className="font-semibold text-brand-800 hover:underline"
            >
              {page.title}
            </Link>
            <p className="text-sm text-slate-600">{t('progress.module', { name: page.moduleTitle })}</p>
          </div>
          {page.contributorsTotal > 0 && (
            <span className="text-sm text-slate-700">
              {t('progress.activitiesDone', { done: page.contributorsDone, total: page.contributorsTotal })}
            </span>
          )}
          <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_LOOK[page.status]}`}>
            {t(`progress.status.${page.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
