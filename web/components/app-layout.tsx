import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isMobileAppWebView } from '../../common/device';
import { FOOTERLESS_SCREENS, findScreen } from '../../common/routes';
import { drawingServerPage } from '../api/first-reads';
import { useAuthState } from '../auth/use-auth-state';
import { Footer } from './footer';
import { PageAnnouncer } from './page-announcer';
import { ScrollManager } from './scroll-manager';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';
import { useFirstPaintHold } from './use-first-paint-hold';

// The page-leave metric's collector loads just after the first paint: nothing on screen needs it.
const PageLeaveTracker = lazy(() =>
  import('./page-leave-tracker').then((module) => ({ default: module.PageLeaveTracker })),
);

// The modal and its forms (and zod) load on first use, with the English they use
// (i18n/english-sections.ts), keeping them out of the first page load.
const LoginModal = lazy(() =>
  import('./login-modal').then((module) => ({
    default: module.LoginModal,
  })),
);

// Only for a signed-in person whose address is not confirmed: loads when there is one.
const EmailVerificationBanner = lazy(() =>
  import('./email-verification-banner').then((module) => ({
    default: module.EmailVerificationBanner,
  })),
);

// Only for a signed-in person with a confirmed address: their invitations waiting for an answer.
const InvitationsNotice = lazy(() =>
  import('./invitations-notice').then((module) => ({
    default: module.InvitationsNotice,
  })),
);

// Only for a signed-in person: the terms they still have to accept (and the reasons' words of its errors).
const TermsGate = lazy(() => import('./terms-gate').then((module) => ({ default: module.TermsGate })));

const MAIN_ID = 'main';

/** The page shell around every screen: skip link, top bar, main content, footer, login modal. */
export function AppLayout() {
  const { pathname } = useLocation();
  const { loginModal, currentUser, userLoaded } = useAuthState();
  const firstPaint = useFirstPaintHold(userLoaded, currentUser);
  // The mobile apps draw their own navigation around the web view (spec §1); the server draws no
  // page for them (server/http/server-drawing.ts), and has no navigator.
  const inMobileApp = typeof navigator !== 'undefined' && isMobileAppWebView(navigator.userAgent);
  const screen = findScreen(pathname);
  const showFooter = !inMobileApp && !(screen && FOOTERLESS_SCREENS.includes(screen));
  // A page drawn on the server is shown before the app has it: until the app has hydrated the
  // shell, it takes no input (a click would be lost, a form sent by the browser itself). That is
  // lifted on the element, not by drawing the shell again: a new draw would make React drop the
  // server's markup of the parts whose code is still loading (the invitations notice), which
  // would then come back and move the page.
  const [drawn] = useState(drawingServerPage);
  const shell = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shell.current) shell.current.inert = false;
  }, []);
  return (
    <div ref={shell} className="flex min-h-screen flex-col" inert={drawn}>
      <SkipLink targetId={MAIN_ID} />
      {!inMobileApp && <TopBar />}
      {currentUser && !currentUser.emailVerified && (
        <Suspense fallback={null}>
          <EmailVerificationBanner />
        </Suspense>
      )}
      {currentUser?.emailVerified && (
        <Suspense fallback={null}>
          <InvitationsNotice onAnswered={firstPaint.release} />
        </Suspense>
      )}
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className={`flex-1 focus:outline-none ${firstPaint.held ? 'invisible' : ''}`}
      >
        <Outlet />
      </main>
      {showFooter && <Footer />}
      {loginModal && (
        <Suspense fallback={null}>
          <LoginModal />
        </Suspense>
      )}
      {currentUser && (
        <Suspense fallback={null}>
          <TermsGate />
        </Suspense>
      )}
      <ScrollManager />
      <PageAnnouncer mainId={MAIN_ID} />
      <Suspense fallback={null}>
        <PageLeaveTracker />
      </Suspense>
    </div>
  );
}
