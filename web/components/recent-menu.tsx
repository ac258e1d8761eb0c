import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RECENT_COURSES_DEFAULT } from '../../common/api/catalogue-limits';
import { recentCoursesQuery } from '../api/catalogue';
import { courseLandingPath } from '../lib/paths';
import { Dropdown, MENU_ITEM_CLASS } from './dropdown';
import { Icon } from './icon';

/** The top bar's 'Recent' menu (spec §2): the signed-in user's recently visited courses. */
export function RecentMenu() {
  const { t } = useTranslation();
  return (
    <Dropdown
      align="right"
      testId="recent-menu"
      buttonClassName="flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
      label={
        <>
          {t('catalogue.recent')}
          <Icon name="chevronDown" className="size-4" />
        </>
      }
    >
      <RecentCourses inMenu />
    </Dropdown>
  );
}

/**
 * The recently visited courses as links (menu items `inMenu`). Mounted only while its menu is
 * open, so the list is fetched when someone looks at it.
 */
export function RecentCourses({ inMenu = false }: { inMenu?: boolean }) {
  const { t } = useTranslation();
  const recent = useQuery(recentCoursesQuery(RECENT_COURSES_DEFAULT));
  const note = 'px-3 py-2 text-sm text-slate-700';
  return (
    <div className={inMenu ? 'w-72' : undefined}>
      <p className="px-3 pt-2 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {t('catalogue.recentHeading')}
      </p>
      {recent.isPending ? (
        <p className={note}>{t('catalogue.loading')}</p>
      ) : recent.isError ? (
        <p role="alert" className="px-3 py-2 text-sm text-red-800">
          {t('catalogue.recentError')}
        </p>
      ) : recent.data.length === 0 ? (
        <p className={note}>{t('catalogue.recentEmpty')}</p>
      ) : (
        recent.data.map((course) => (
          <Link
            key={course.path}
            role={inMenu ? 'menuitem' : undefined}
            to={courseLandingPath(course.path)}
            className={MENU_ITEM_CLASS}
          >
            <Icon name="book" className="size-4 shrink-0" />
            <span className="truncate">{course.name}</span>
          </Link>
        ))
      )}
    </div>
  );
}
