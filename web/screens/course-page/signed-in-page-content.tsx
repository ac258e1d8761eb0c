import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoursePage, CoursePageMode } from '../../../common/api/course-page';
import { useLearningTime } from '../../learning-time/use-learning-time';
import { useLearnerBlockFooter } from '../progress/learner-block-footer';
import { CoursePageContent } from './course-page-content';
import { LockedPageNotice, PageDueDate } from './page-schedule-notes';
import { useCompletedPages } from './use-completed-pages';
import { useLockedPages } from './use-locked-pages';

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

/**
 * A course page for a signed-in reader: a visitor's page with the reader's learning time, what
 * goes under the blocks ("Mark as done", media responses), a learner's marks in the outline and
 * their class's schedule of the page; for an editor, the links to the other modes, the history
 * mode and the editor. A chunk of its own, which a visitor never loads.
 */
export function SignedInPageContent({ page, mode }: { page: CoursePage; mode: CoursePageMode }) {
  const { t } = useTranslation();
  useLearningTime(page, mode);
  const blockFooter = useLearnerBlockFooter(page, mode);
  // The outline's marks, for a learner (not an editor) while the outline shows.
  const marked = !page.isEditor && mode !== 'focus' && mode !== 'edit';
  const locked = useLockedPages(page.coursePath, marked);
  const completed = useCompletedPages(page.coursePath, page.path, marked);
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
        blockFooter,
        outlineMarks: { completed, locked },
        dueDate: <PageDueDate page={page} />,
        modeLinks: page.isEditor && (
          <Suspense fallback={null}>
            <PageModeLinks current={mode} />
          </Suspense>
        ),
        content: page.scheduledAccess?.locked ? (
          <LockedPageNotice unlocksAt={page.scheduledAccess.unlocksAt} />
        ) : mode === 'history' ? (
          <Suspense fallback={<p className="mt-6 text-slate-700">{t('coursePage.loading')}</p>}>
            <PageHistoryMode page={page} />
          </Suspense>
        ) : undefined,
      }}
    />
  );
}
