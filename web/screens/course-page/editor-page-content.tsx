import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoursePage, CoursePageMode } from '../../../common/api/course-page';
import { CoursePageContent, type ReaderAdditions } from './course-page-content';

// The editor (Tiptap included) is its own chunk: view mode never loads it.
const PageEditor = lazy(() =>
  import('../page-editor/page-editor').then((module) => ({ default: module.PageEditor })),
);
const PageModeLinks = lazy(() =>
  import('../../components/page-mode-links').then((module) => ({ default: module.PageModeLinks })),
);
const PageHistoryMode = lazy(() =>
  import('../page-history/page-history-mode').then((module) => ({ default: module.PageHistoryMode })),
);

/**
 * A course page for one of its editors: the links to the other modes above it, the history mode
 * and the editor. A chunk of its own (signed-in-page-content.tsx), which a learner never loads.
 */
export function EditorPageContent({
  page,
  mode,
  additions,
}: {
  page: CoursePage;
  mode: CoursePageMode;
  additions: ReaderAdditions;
}) {
  const { t } = useTranslation();
  if (mode === 'edit') {
    return (
      <Suspense
        fallback={
          <p role="status" className="mx-auto max-w-7xl px-4 py-16 text-slate-700 sm:px-6 lg:px-8">
            {t('coursePage.loading')}
          </p>
        }
      >
        <PageEditor page={page} />
      </Suspense>
    );
  }
  return (
    <CoursePageContent
      page={page}
      mode={mode}
      additions={{
        ...additions,
        modeLinks: (
          <Suspense fallback={null}>
            <PageModeLinks current={mode} />
          </Suspense>
        ),
        content:
          mode === 'history' ? (
            <Suspense fallback={<p className="mt-6 text-slate-700">{t('coursePage.loading')}</p>}>
              <PageHistoryMode page={page} />
            </Suspense>
          ) : (
            additions.content
          ),
      }}
    />
  );
}
