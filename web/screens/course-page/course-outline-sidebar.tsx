import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CoursePageMode } from '../../../common/api/course-page';
import { outlineModules } from '../../../common/api/outline-modules';
import { outlineQuery } from '../../api/outline';
import { coursePagePath } from '../../lib/paths';

/** The paths of the pages a learner has completed and of those their class has not opened yet. */
export interface OutlineMarks {
  completed: ReadonlySet<string>;
  locked: ReadonlySet<string>;
}

const NO_MARKS: OutlineMarks = { completed: new Set(), locked: new Set() };

/**
 * The course outline beside a page, collapsible; the current page is marked, and for a learner
 * the `marks` of their completed pages and those their class has not opened yet. Its links open
 * the pages in `mode` (the editor's outline stays in edit mode); `startOpen` false starts it
 * collapsed.
 */
export function CourseOutlineSidebar({
  coursePath,
  pagePath,
  marks = NO_MARKS,
  mode = 'view',
  startOpen = true,
}: {
  coursePath: string;
  pagePath: string;
  marks?: OutlineMarks;
  mode?: CoursePageMode;
  startOpen?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(startOpen);
  const outline = useQuery(outlineQuery(coursePath));
  const { completed, locked } = marks;
  return (
    <nav aria-label={t('coursePage.outline')} className="h-fit rounded-2xl border border-slate-200 p-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open && outline.data ? 'course-page-outline' : undefined}
        onClick={() => setOpen(!open)}
        className="w-full text-left font-semibold text-slate-900"
      >
        {t('coursePage.outline')}
      </button>
      {open && outline.data && (
        <ol id="course-page-outline" className="mt-3 space-y-3 text-sm">
          {outlineModules(outline.data).map((module) => (
            <li key={module.id}>
              <span className="font-medium text-slate-800">{module.title}</span>
              <ol className="mt-1 space-y-1 pl-3">
                {module.pages.map((page) => (
                  <li key={page.id} className="flex items-baseline gap-1.5">
                    <span aria-hidden="true" className="w-4 shrink-0 font-semibold text-green-800">
                      {completed.has(page.path) ? '✓' : ''}
                    </span>
                    <Link
                      to={coursePagePath(coursePath, page.path, mode)}
                      aria-current={page.path === pagePath ? 'page' : undefined}
                      className="text-brand-800 underline aria-[current=page]:font-semibold aria-[current=page]:no-underline"
                    >
                      {page.title}
                      {completed.has(page.path) && (
                        <span className="sr-only"> ({t('coursePage.pageCompleted')})</span>
                      )}
                    </Link>
                    {locked.has(page.path) && (
                      <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-950">
                        {t('membership.locked.badge')}
                      </span>
                    )}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ol>
      )}
    </nav>
  );
}
