import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREEN_ROUTES } from '../../common/routes';
import { useAuthState } from '../auth/use-auth-state';
import { AuthButtons } from './auth-buttons';
import { Dropdown } from './dropdown';
import { Icon } from './icon';
import { SearchBox } from './search-box';

// A signed-in person's links, recent courses and institutions: their code stays out of a
// visitor's first load.
const SignedInMobileLinks = lazy(() =>
  import('./signed-in-mobile-links').then((module) => ({ default: module.SignedInMobileLinks })),
);

/** A row of the mobile menu's panel. */
export const MOBILE_ROW =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-slate-800 hover:bg-slate-100';

/** The top bar below 768 px: a hamburger opening a full-width panel with search, links and the account. */
export function MobileMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { currentUser, userLoaded } = useAuthState();
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
          <Link to={SCREEN_ROUTES.courses} className={MOBILE_ROW}>
            <Icon name="book" />
            {t('nav.courses')}
          </Link>
        </nav>
        {userLoaded &&
          (currentUser ? (
            <div className="border-t border-slate-200 pt-4">
              <p className="truncate px-3 pb-2 text-sm text-slate-600">{currentUser.fullName}</p>
              <Suspense fallback={null}>
                <SignedInMobileLinks user={currentUser} />
              </Suspense>
            </div>
          ) : (
            <AuthButtons className="grid grid-cols-2 gap-3 border-t border-slate-200 pt-4" />
          ))}
      </div>
    </Dropdown>
  );
}
