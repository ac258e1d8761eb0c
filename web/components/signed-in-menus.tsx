import type { LoggedInUserData } from '../../common/api/user';
import { InstitutionsMenu, runsAnInstitution } from './institutions-menu';
import { NotificationBell } from './notification-bell';
import { ProfileMenu } from './profile-menu';
import { RecentMenu } from './recent-menu';

/** The top bar's menus for a signed-in person: their own chunk (top-bar.tsx), not in a visitor's first load. */
export function SignedInMenus({ user }: { user: LoggedInUserData }) {
  return (
    <>
      {runsAnInstitution(user.institutionRoles) && <InstitutionsMenu />}
      <RecentMenu />
      <NotificationBell />
      <ProfileMenu user={user} />
    </>
  );
}
