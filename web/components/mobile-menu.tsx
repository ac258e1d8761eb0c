import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREEN_ROUTES } from '../../common/routes';
import { useAuthState } from '../auth/use-auth-state';
import { useLogOut } from '../auth/use-log-out';
import { profilePath } from '../lib/paths';
import { AuthButtons } from './auth-buttons';
import { Dropdown } from './dropdown';
import { Icon } from './icon';
import { SearchBox } from './search-box';

// A signed-in person's recent courses: their code stays out of a visitor's first load.
const RecentCourses = lazy(() =>
  import('./recent-menu').then((module) => ({ default: module.RecentCourses })),
);

// The institutions a person runs, for the few who run one: loaded with the list when shown.
const MyInstitutions = lazy(() =>
  import('./institutions-menu').then((module) => ({ default: module.MyInstitutions })),
);

const ROW =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100';

/** The top bar below 768 px: a hamburger opening a full-width panel with search, links and the account. */
export function MobileMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { currentUser, userLoaded } = useAuthState();
  const logOut = useLogOut();
  return (
    <Dropdown
      kind="disclosure"
      align="fullwidth"
      ariaLabel={t('nav.menu')}
      className={className}
      buttonClassName="rounded-lg p-2 text-slate-700 hover:bg-slate-100"
      label={<Icon name="menu" className="size-6" />}
    >
      <div className="mx-auto max-w-7xl space-y-4">
        <SearchBox />
        <nav aria-label={t('nav.main')}>
          <Link to={SCREEN_ROUTES.courses} className={ROW}>
            <Icon name="book" />
            {t('nav.courses')}
          </Link>
        </nav>
        {userLoaded &&
          (currentUser ? (
            <div className="border-t border-slate-200 pt-4">
              <p className="truncate px-3 pb-2 text-sm text-slate-600">{currentUser.fullName}</p>
              <Link to={SCREEN_ROUTES.myCourses} className={ROW}>
                <Icon name="graduation" />
                {t('nav.myCourses')}
              </Link>
              <Link to={SCREEN_ROUTES.progress} className={ROW}>
                <Icon name="check" />
                {t('nav.progress')}
              </Link>
              {currentUser.profileName && (
                <Link to={profilePath(currentUser.profileName)} className={ROW}>
                  <Icon name="user" />
                  {t('nav.profile')}
                </Link>
              )}
              <Link to={SCREEN_ROUTES.accountSettings} className={ROW}>
                <Icon name="user" />
                {t('account.accountSettings')}
              </Link>
              <button type="button" onClick={logOut} className={`${ROW} w-full`}>
                <Icon name="logOut" />
                {t('account.logOut')}
              </button>
              <div className="mt-2 border-t border-slate-200 pt-2">
                <Suspense fallback={null}>
                  <RecentCourses />
                </Suspense>
              </div>
              {Object.keys(currentUser.institutionRoles).length > 0 && (
                <div className="mt-2 border-t border-slate-200 pt-2">
                  <Suspense fallback={null}>
                    <MyInstitutions />
                  </Suspense>
                </div>
              )}
            </div>
          ) : (
            <AuthButtons className="grid grid-cols-2 gap-3 border-t border-slate-200 pt-4" />
          ))}
      </div>
    </Dropdown>
  );
}
