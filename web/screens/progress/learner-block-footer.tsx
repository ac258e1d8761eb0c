import type { ReactNode } from 'react';
import type { CoursePage, CoursePageMode, PageBlock } from '../../../common/api/course-page';
import { useAuthState } from '../../auth/use-auth-state';
import { MarkAsDone } from './mark-as-done';
import { useBlockCompletion } from './use-block-completion';

/**
 * What a course page draws under each block for a learner in view or focus mode: "Mark as done" on
 * the blocks that count towards progress. Undefined for editors, visitors and other modes.
 */
export function useLearnerBlockFooter(
  page: CoursePage,
  mode: CoursePageMode,
): ((block: PageBlock) => ReactNode) | undefined {
  const { currentUser } = useAuthState();
  const applies = currentUser !== null && !page.isEditor && (mode === 'view' || mode === 'focus');
  const hasContributor = page.sections.some((section) =>
    section.blocks.some((block) => block.isProgressContributor),
  );
  const completion = useBlockCompletion(page.id, applies && hasContributor);
  if (!completion) return undefined;
  return (block) =>
    block.isProgressContributor ? <MarkAsDone blockId={block.id} completion={completion} /> : null;
}
