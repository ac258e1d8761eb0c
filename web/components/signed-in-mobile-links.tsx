import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoggedInUserData } from '../../common/api/user';
import { SCREEN_ROUTES } from '../../common/routes';
import { useLogOut } from '../auth/use-log-out';
import { profilePath } from '../lib/paths';
import { Icon } from './icon';
import { MyInstitutions, runsAnInstitution } from './institutions-menu';
import { MOBILE_ROW } from './mobile-menu';
import { RecentCourses } from './recent-menu';

/**
 * The mobile menu's part for a signed-in person: their pages, log out, their recent courses and,
 * for someone who runs one, their institutions. Its own chunk (mobile-menu.tsx).
 */
export function SignedInMobileLinks({ user }: { user: LoggedInUserData }) {
  const { t } = useTranslation();
  const logOut = useLogOut();
  return (
    <>
      <Link to={SCREEN_ROUTES.myCourses} className={MOBILE_ROW}>
        <Icon name="graduation" />
        {t('nav.myCourses')}
      </Link>
      <Link to={SCREEN_ROUTES.progress} className={MOBILE_ROW}>
        <Icon name="check" />
        {t('nav.progress')}
      </Link>
      {user.profileName && (
        <Link to={profilePath(user.profileName)} className={MOBILE_ROW}>
          <Icon name="user" />
          {t('nav.profile')}
        </Link>
      )}
      <Link to={SCREEN_ROUTES.accountSettings} className={MOBILE_ROW}>
        <Icon name="user" />
        {t('account.accountSettings')}
      </Link>
      <button type="button" onClick={logOut} className={`${MOBILE_ROW} w-full`}>
        <Icon name="logOut" />
        {t('account.logOut')}
      </button>
      <div className="mt-2 border-t border-slate-200 pt-2">
        <RecentCourses />
      </div>
      {runsAnInstitution(user.institutionRoles) && (
        <div className="mt-2 border-t border-slate-200 pt-2">
          <MyInstitutions />
        </div>
      )}
    </>
  );
}
