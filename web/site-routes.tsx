import { Navigate, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { CUSTOM_DOMAIN_SCREENS } from '../common/custom-domain-screens';
import type { ScreenName } from '../common/routes';
import type { ClientSite } from '../common/site';
import { handOffOnSignIn } from './auth/site-handoff';
import { siteHome } from './lib/site-home';
import { routes } from './router';

// Loaded only on an institution's own domain (web/main.tsx), so the platform's pages never carry it.

/** A screen of the platform's domain (components/to-platform.tsx). */
const toPlatform = () =>
  import('./components/to-platform').then((module) => ({ Component: module.ToPlatform }));

/**
 * The route table of a page on `site`, an institution's own domain (spec §2), made from the
 * platform's: its portal at the site's home (the institution's prefix filled in from the domain),
 * the screens the domain serves (CUSTOM_DOMAIN_SCREENS) as they are, and every other screen,
 * another institution's portal too, a way to the platform's domain, as the server sends a page
 * request there. Signing in or up on the page hands off to the platform's domain (spec §7).
 */
export function siteRoutes(site: ClientSite): RouteObject[] {
  // Signing in here signs in on the platform's domain too.
  handOffOnSignIn(site);
  const home = siteHome(site);
  // The page shell, which holds every screen's route.
  const shell = routes[0] as NonIndexRouteObject;
  const children = (shell.children ?? []).flatMap((route): RouteObject[] => {
    if (route.id === 'home')
      return home === '/' ? [] : [{ id: 'home', path: '/', element: <Navigate to={home} replace /> }];
    if (route.id === 'portal')
      return [
        { ...route, path: home },
        { id: 'otherPortal', path: route.path, lazy: toPlatform },
      ];
    if (route.id === 'catchAll' || CUSTOM_DOMAIN_SCREENS.has(route.id as ScreenName)) return [route];
    return [{ id: route.id, path: route.path, lazy: toPlatform }];
  });
  return [{ ...shell, children }];
}
