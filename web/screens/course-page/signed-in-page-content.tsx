import type { CoursePage, CoursePageMode } from '../../../common/api/course-page';
import { useLearningTime } from '../../learning-time/use-learning-time';
import { useLearnerBlockFooter } from '../progress/learner-block-footer';
import { CoursePageContent } from './course-page-content';
import { LockedPageNotice, PageDueDate } from './page-schedule-notes';
import { useCompletedPages } from './use-completed-pages';
import { useLockedPages } from './use-locked-pages';

/**
 * A course page for a signed-in reader: a visitor's page with the reader's learning time, what
 * goes under the blocks ("Mark as done", media responses), a learner's marks in the outline and
 * their class's schedule of the page. A chunk of its own, which a visitor never loads.
 */
export function SignedInPageContent({ page, mode }: { page: CoursePage; mode: CoursePageMode }) {
  useLearningTime(page, mode);
  const blockFooter = useLearnerBlockFooter(page, mode);
  // The outline's marks, for a learner (not an editor) while the outline shows.
  const marked = !page.isEditor && mode !== 'focus' && mode !== 'edit';
  const locked = useLockedPages(page.coursePath, marked);
  const completed = useCompletedPages(page.coursePath, page.path, marked);
  return (
    <CoursePageContent
      page={page}
      mode={mode}
      additions={{
        blockFooter,
        outlineMarks: { completed, locked },
        dueDate: <PageDueDate page={page} />,
        lockedNotice: page.scheduledAccess?.locked && (
          <LockedPageNotice unlocksAt={page.scheduledAccess.unlocksAt} />
        ),
      }}
    />
  );
}
