import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../api/api-error';
import { coursePageFirstRead, coursePageKey, fetchCoursePage } from '../../api/course-page';
import { outlineQuery } from '../../api/outline';
import { useAuthState } from '../../auth/use-auth-state';
import { ScreenFrame, ScreenSkeleton } from '../../components/screen-frame';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { usePageTitle } from '../../hooks/use-page-title';
import { EDITOR_MODES, modeOf, withMode } from '../../lib/page-mode';

// Only a refused reader sees the access-denied modal, the not-found screen or a failed read.
const CoursePageRefusal = lazy(() =>
  import('./course-page-refusal').then((module) => ({ default: module.CoursePageRefusal })),
);
// A page's sections and blocks are drawn for someone who may read it: a visitor asked to sign in
// (the common case) never loads their renderers.
const CoursePageContent = lazy(() =>
  import('./course-page-content').then((module) => ({ default: module.CoursePageContent })),
);
// What a signed-in reader's page adds (learning time, completions, the class's schedule) is for
// them alone: asked for as soon as someone is signed in, alongside the page's read.
const loadSignedInPageContent = () => import('./signed-in-page-content');
const SignedInPageContent = lazy(() =>
  loadSignedInPageContent().then((module) => ({ default: module.SignedInPageContent })),
);

/**
 * A course page (spec §2 course content area). An address without a known mode is replaced by the
 * same one in view mode; edit and history fall back to view for a caller who is not an editor.
 * The outline beside the page is asked for alongside it and the page is drawn once both have
 * come: on a narrow screen the outline stands above the page, which would otherwise move down.
 */
export function CoursePageScreen() {
  const { t } = useTranslation();
  const { courseCode = '', pagePath = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const mode = modeOf(params);
  const { currentUser, userLoaded } = useAuthState();
  const signedIn = currentUser !== null;
  const page = useQuery({
    queryKey: coursePageKey(courseCode, pagePath, currentUser?.userId ?? null),
    queryFn: () => fetchCoursePage(courseCode, pagePath),
    ...coursePageFirstRead(courseCode, pagePath),
    enabled: userLoaded,
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
  // While the page is read; a page that came with its HTML draws that part at once, which loads it.
  const pageRead = page.data !== undefined;
  useEffect(() => {
    if (signedIn && !pageRead) void loadSignedInPageContent();
  }, [signedIn, pageRead]);
  const withOutline = mode !== 'focus' && mode !== 'edit';
  const outline = useQuery({ ...outlineQuery(courseCode), enabled: userLoaded && withOutline });
  const status = page.error instanceof ApiError ? page.error.status : 500;
  // A refusal names itself in the tab's title too (the not-found screen's title would be replaced here).
  const errorTitle = !page.isError
    ? ''
    : status === 401
      ? t('coursePage.signInTitle')
      : status === 403 || status === 404
        ? t('notFound.title')
        : '';
  usePageTitle(page.data?.title ?? errorTitle, page.data?.courseName ?? '');
  const refused = page.data && mode && EDITOR_MODES.includes(mode) && !page.data.isEditor;
  useEffect(() => {
    if (!mode || refused) setParams(withMode(params, 'view'), { replace: true });
  }, [mode, refused, params, setParams]);

  const skeleton = <ScreenSkeleton label={t('coursePage.loading')} />;
  // A visitor asked to sign in (every course but those open to guests) is the common refusal.
  if (page.isError && status === 401) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        <h1 className="mb-6 text-2xl font-semibold text-slate-900">{t('coursePage.signInTitle')}</h1>
        <SignInPrompt message={t('coursePage.signedOut')} />
      </div>
    );
  }
  if (page.isError) {
    return (
      // The loading status stays until it is in: nothing moves.
      <Suspense fallback={skeleton}>
        <CoursePageRefusal error={page.error} courseCode={courseCode} />
      </Suspense>
    );
  }
  if (!page.data || refused || (withOutline && outline.isPending)) return skeleton;
  // An address without a mode is drawn in view mode while the effect above names it.
  const shown = mode ?? 'view';
  return (
    <ScreenFrame>
      {/* An editor is signed in; the page's own word for it is enough too. */}
      {signedIn || page.data.isEditor ? (
        // The loading status stays until that chunk is in too: nothing moves when it arrives.
        <Suspense fallback={skeleton}>
          <SignedInPageContent page={page.data} mode={shown} />
        </Suspense>
      ) : (
        <Suspense fallback={skeleton}>
          <CoursePageContent page={page.data} mode={shown} />
        </Suspense>
      )}
    </ScreenFrame>
  );
}
