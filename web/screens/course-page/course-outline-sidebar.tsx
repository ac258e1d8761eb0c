import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { outlineModules } from '../../../common/api/outline';
import { outlineQuery } from '../../api/outline';
import { coursePagePath } from '../../lib/paths';
import { useLockedPages } from './use-locked-pages';

/**
 * The course outline beside a page, collapsible; the current page is marked, and for a learner
 * the pages their class has not opened yet (`scheduled`: the reader is not an editor).
 */
export function CourseOutlineSidebar({
  coursePath,
  pagePath,
  scheduled,
}: {
  coursePath: string;
  pagePath: string;
  scheduled: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const outline = useQuery(outlineQuery(coursePath));
  const locked = useLockedPages(coursePath, scheduled);
  return (
    <nav aria-label={t('coursePage.outline')} className="h-fit rounded-2xl border border-slate-200 p-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="course-page-outline"
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
                  <li key={page.id}>
                    <Link
                      to={coursePagePath(coursePath, page.path)}
                      aria-current={page.path === pagePath ? 'page' : undefined}
                      className="text-brand-800 underline aria-[current=page]:font-semibold aria-[current=page]:no-underline"
                    >
                      {page.title}
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
