import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { SCREEN_ROUTES } from '../../common/routes';
import { useAuthState } from '../auth/use-auth-state';
import { AuthButtons } from './auth-buttons';
import { classNames } from './class-names';
import { LanguageMenu } from './language-menu';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { SearchBox } from './search-box';

// A signed-in person's menus load with the English they need once someone is signed in, keeping
// them out of a visitor's first load.
const SignedInMenus = lazy(() =>
  import('./signed-in-menus').then((module) => ({
    default: module.SignedInMenus,
  })),
);

/** The top bar (spec §2): logo, courses, search, language, and the account or the sign-in buttons. */
export function TopBar() {
  const { t } = useTranslation();
  const { currentUser, userLoaded } = useAuthState();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-6 lg:px-8">
        <Logo />
        <nav aria-label={t('nav.main')} className="hidden md:block">
          <NavLink
            to={SCREEN_ROUTES.courses}
            className={({ isActive }) =>
              classNames(
                'rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100',
                isActive ? 'text-brand-800' : 'text-slate-700',
              )
            }
          >
            {t('nav.courses')}
          </NavLink>
        </nav>
        <SearchBox className="hidden md:block md:max-w-sm md:flex-1 lg:max-w-md" />
        <div className="ml-auto flex items-center gap-2">
          <LanguageMenu align="right" testId="language-menu" />
          <div className="hidden md:flex md:items-center">
            {!userLoaded ? (
              // Neutral until we know who is here, so the log-in buttons never flash for a signed-in user.
              <MenusPlaceholder />
            ) : currentUser ? (
              <Suspense fallback={<MenusPlaceholder />}>
                <SignedInMenus user={currentUser} />
              </Suspense>
            ) : (
              <AuthButtons className="flex items-center gap-2" />
            )}
          </div>
          <MobileMenu className="md:hidden" />
        </div>
      </div>
    </header>
  );
}

/** Holds the place of the account menus or the log-in buttons while they are not known or loaded. */
function MenusPlaceholder() {
  return (
    <span aria-hidden="true" className="block h-9 w-44 rounded-lg bg-slate-100 motion-safe:animate-pulse" />
  );
}
