import { lazy, type ReactNode, Suspense } from 'react';
import type { CoursePage, CoursePageMode, PageBlock } from '../../../common/api/course-page';
import { useAuthState } from '../../auth/use-auth-state';
import { MarkAsDone } from './mark-as-done';
import { useBlockCompletion } from './use-block-completion';

// The recorder is its own chunk: only pages with a media recording block load it.
const RecordingResponse = lazy(() =>
  import('../course-page/blocks/recording-response').then((module) => ({
    default: module.RecordingResponse,
  })),
);

/**
 * What a course page draws under each block for a learner in view or focus mode: their response to
 * a media recording block, and "Mark as done" on the blocks that count towards progress. Undefined
 * for editors, visitors and other modes.
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
  const hasRecording = page.sections.some((section) =>
    section.blocks.some((block) => block.widgetType === 'media_recording'),
  );
  const completion = useBlockCompletion(page.id, applies && hasContributor);
  if (!applies || (!completion && !hasRecording)) return undefined;
  return (block) => (
    <>
      {block.widgetType === 'media_recording' && (
        <Suspense fallback={null}>
          <RecordingResponse blockId={block.id} kind={block.setupData.kind === 'video' ? 'video' : 'audio'} />
        </Suspense>
      )}
      {completion && block.isProgressContributor && <MarkAsDone blockId={block.id} completion={completion} />}
    </>
  );
}
