import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CoursePage, CoursePageMode, PageBlock, PageLink } from '../../../common/api/course-page';
import { courseLandingPath, coursePagePath } from '../../lib/paths';
import { CourseOutlineSidebar, type OutlineMarks } from './course-outline-sidebar';
import { PageSections } from './page-sections';

/** What a signed-in reader's page adds to a visitor's (signed-in-page-content.tsx, editor-page-content.tsx). */
export interface ReaderAdditions {
  /** Drawn under each block ("Mark as done", media responses). */
  blockFooter?: (block: PageBlock) => ReactNode;
  /** Drawn in place of a block's own view when it gives something (a learner's quiz form). */
  blockBody?: (block: PageBlock) => ReactNode | undefined;
  /** A learner's completed and not yet opened pages, marked in the outline. */
  outlineMarks?: OutlineMarks;
  /** The page's due date in the learner's class, under its title. */
  dueDate?: ReactNode;
  /** An editor's links to the other modes, above the page. */
  modeLinks?: ReactNode;
  /** In place of the page's sections: a closed page's notice, or the page's history. */
  content?: ReactNode;
  /** Under the outline: a learner's exams. */
  sidebar?: ReactNode;
  /** Under the page's sections: the comments on the page. */
  afterContent?: ReactNode;
}

/**
 * A page in `mode` (not edit mode, the editor's): breadcrumb, title, its sections and blocks,
 * neighbours and, but in focus mode, the outline; with a signed-in reader's `additions`.
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
        <div className="space-y-4">
          <CourseOutlineSidebar
            coursePath={page.coursePath}
            pagePath={page.path}
            marks={additions.outlineMarks}
          />
          {additions.sidebar}
        </div>
      )}
      <article className="min-w-0">
        {additions.modeLinks && (
          <div className="mb-4 rounded-2xl border border-slate-200 bg-slate-50 px-4 py-3">
            {additions.modeLinks}
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
        {additions.content ?? (
          <div lang={page.courseLanguage} className="mt-6" data-testid="page-content">
            <PageSections
              sections={page.sections}
              exhibit={mode === 'exhibit'}
              headingLevel={2}
              blockFooter={additions.blockFooter}
              blockBody={additions.blockBody}
            />
          </div>
        )}
        {!additions.content && additions.afterContent}
        <nav aria-label={t('coursePage.pages')} className="mt-10 flex flex-wrap justify-between gap-4">
          <span>{neighbour(page.previous, t('coursePage.previous'), 'prev')}</span>
          <span>{neighbour(page.next, t('coursePage.next'), 'next')}</span>
        </nav>
      </article>
    </div>
  );
}
