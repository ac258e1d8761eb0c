import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CoursePage, CoursePageMode, PageBlock, PageLink } from '../../../common/api/course-page';
import { courseLandingPath, coursePagePath } from '../../lib/paths';
import { CourseOutlineSidebar, type OutlineMarks } from './course-outline-sidebar';
import { PageSections } from './page-sections';

// The editor (Tiptap included) is its own chunk: view mode never loads it.
const PageEditor = lazy(() =>
  import('../page-editor/page-editor').then((module) => ({ default: module.PageEditor })),
);
// Only an editor sees the links to the other modes (and their English, the editor's section).
const PageModeLinks = lazy(() =>
  import('../../components/page-mode-links').then((module) => ({ default: module.PageModeLinks })),
);
const PageHistoryMode = lazy(() =>
  import('../page-history/page-history-mode').then((module) => ({ default: module.PageHistoryMode })),
);

/** What a signed-in reader's page adds to a visitor's (signed-in-page-content.tsx). */
export interface ReaderAdditions {
  /** Drawn under each block ("Mark as done", media responses). */
  blockFooter?: (block: PageBlock) => ReactNode;
  /** A learner's completed and not yet opened pages, marked in the outline. */
  outlineMarks?: OutlineMarks;
  /** The page's due date in the learner's class, under its title. */
  dueDate?: ReactNode;
  /** In place of the content of a page the learner's class has not opened yet. */
  lockedNotice?: ReactNode;
}

/**
 * A page in `mode`: breadcrumb, title, its sections and blocks, neighbours and, but in focus mode,
 * the outline; with a signed-in reader's `additions`.
 */
export function CoursePageContent({
  page,
  mode,
  additions = {},
}: {
  page: CoursePage;
  mode: CoursePageMode;
  additions?: ReaderAdditions;
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
  const neighbour = (link: PageLink | null, label: string, rel: string) =>
    link && (
      <Link
        to={coursePagePath(page.coursePath, link.path, mode)}
        rel={rel}
        className="text-brand-800 underline"
      >
        {label}: {link.title}
      </Link>
    );
  return (
    <div
      className={`mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8 ${mode === 'focus' ? '' : 'lg:grid-cols-[18rem_1fr]'}`}
    >
      {mode !== 'focus' && (
        <CourseOutlineSidebar
          coursePath={page.coursePath}
          pagePath={page.path}
          marks={additions.outlineMarks}
        />
      )}
      <article className="min-w-0">
        {page.isEditor && (
          <div className="mb-4 rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3">
            <Suspense fallback={null}>
              <PageModeLinks current={mode} />
            </Suspense>
          </div>
        )}
        <nav aria-label={t('coursePage.breadcrumb')}>
          <ol className="flex flex-wrap gap-2 text-sm text-slate-700">
            <li>
              <Link to={courseLandingPath(page.coursePath)} className="text-brand-800 underline">
                {page.courseName}
              </Link>
            </li>
            {page.moduleTitle && <li aria-hidden="true">/</li>}
            {page.moduleTitle && <li>{page.moduleTitle}</li>}
            <li aria-hidden="true">/</li>
            <li aria-current="page">{page.title}</li>
          </ol>
        </nav>
        {/* The course's words carry its language (a screen reader reads a Malay page as Malay). */}
        <h1 lang={page.courseLanguage} className="mt-3 text-3xl font-semibold text-slate-900">
          {page.title}
        </h1>
        {additions.dueDate}
        {additions.lockedNotice ? (
          additions.lockedNotice
        ) : mode === 'history' ? (
          <Suspense fallback={<p className="mt-6 text-slate-700">{t('coursePage.loading')}</p>}>
            <PageHistoryMode page={page} />
          </Suspense>
        ) : (
          <div lang={page.courseLanguage} className="mt-6" data-testid="page-content">
            <PageSections
              sections={page.sections}
              exhibit={mode === 'exhibit'}
              headingLevel={2}
              blockFooter={additions.blockFooter}
            />
          </div>
        )}
        <nav aria-label={t('coursePage.pages')} className="mt-10 flex flex-wrap justify-between gap-4">
          <span>{neighbour(page.previous, t('coursePage.previous'), 'prev')}</span>
          <span>{neighbour(page.next, t('coursePage.next'), 'next')}</span>
        </nav>
      </article>
    </div>
  );
}
