import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CoursePage, CoursePageMode, PageLink } from '../../../common/api/course-page';
import { useLearningTime } from '../../learning-time/use-learning-time';
import { courseLandingPath, coursePagePath } from '../../lib/paths';
import { useLearnerBlockFooter } from '../progress/learner-block-footer';
import { CourseOutlineSidebar } from './course-outline-sidebar';
import { LockedPageNotice, PageDueDate } from './page-schedule-notes';
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

/** A page in `mode`: breadcrumb, title, its sections and blocks, neighbours and, but in focus mode, the outline. */
export function CoursePageContent({ page, mode }: { page: CoursePage; mode: CoursePageMode }) {
  const { t } = useTranslation();
  useLearningTime(page, mode);
  const blockFooter = useLearnerBlockFooter(page, mode);
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
        <CourseOutlineSidebar coursePath={page.coursePath} pagePath={page.path} scheduled={!page.isEditor} />
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
        <PageDueDate page={page} />
        {page.scheduledAccess?.locked ? (
          <LockedPageNotice unlocksAt={page.scheduledAccess.unlocksAt} />
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
              blockFooter={blockFooter}
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
