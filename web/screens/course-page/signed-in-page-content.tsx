import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoursePage, CoursePageMode, PageBlock } from '../../../common/api/course-page';
import { ScreenSkeleton } from '../../components/screen-frame';
import { useLearningTime } from '../../learning-time/use-learning-time';
import { useLearnerBlockFooter } from '../progress/learner-block-footer';
import { CourseExams } from './course-exams';
import { CoursePageContent, type ReaderAdditions } from './course-page-content';
import { LockedPageNotice, PageDueDate } from './page-schedule-notes';
import { useCompletedPages } from './use-completed-pages';
import { useLockedPages } from './use-locked-pages';
import { usePageComments } from './use-page-comments';
import { useQuizBodies } from './use-quiz-bodies';
import { useQuizResultsFooter } from './use-quiz-results-footer';
import { useSocialBodies } from './use-social-bodies';

// An editor's modes (and the editor) load for the page's editors only.
const EditorPageContent = lazy(() =>
  import('./editor-page-content').then((module) => ({ default: module.EditorPageContent })),
);

/**
 * A course page for a signed-in reader: a visitor's page with the reader's learning time, what
 * goes under the blocks ("Mark as done", media responses, a quiz's results for its teachers), a learner's quiz forms, a learner's marks in the outline and
 * their class's schedule of the page and exams; an editor's modes for its editors. A chunk of its own,
 * which a visitor never loads.
 */
export function SignedInPageContent({ page, mode }: { page: CoursePage; mode: CoursePageMode }) {
  const { t } = useTranslation();
  useLearningTime(page, mode);
  const learnerFooter = useLearnerBlockFooter(page, mode);
  const resultsFooter = useQuizResultsFooter(page, mode);
  const blockFooter =
    learnerFooter || resultsFooter
      ? (block: PageBlock) => (
          <>
            {learnerFooter?.(block)}
            {resultsFooter?.(block)}
          </>
        )
      : undefined;
  const quizBody = useQuizBodies(page, mode);
  const socialBody = useSocialBodies(page, mode);
  const pageComments = usePageComments(page, mode);
  const blockBody =
    quizBody || socialBody ? (block: PageBlock) => quizBody?.(block) ?? socialBody?.(block) : undefined;
  // The outline's marks, for a learner (not an editor) while the outline shows.
  const marked = !page.isEditor && mode !== 'focus' && mode !== 'edit';
  const locked = useLockedPages(page.coursePath, marked);
  const completed = useCompletedPages(page.coursePath, page.path, marked);
  const additions: ReaderAdditions = {
    blockFooter,
    blockBody,
    outlineMarks: { completed, locked },
    dueDate: <PageDueDate page={page} />,
    content: page.scheduledAccess?.locked ? (
      <LockedPageNotice unlocksAt={page.scheduledAccess.unlocksAt} />
    ) : undefined,
    sidebar: page.isEditor ? undefined : <CourseExams coursePath={page.coursePath} />,
    afterContent: pageComments,
  };
  if (page.isEditor) {
    return (
      // The loading status stays until the editor's modes are in: nothing moves.
      <Suspense fallback={<ScreenSkeleton label={t('coursePage.loading')} />}>
        <EditorPageContent page={page} mode={mode} additions={additions} />
      </Suspense>
    );
  }
  return <CoursePageContent page={page} mode={mode} additions={additions} />;
}
