import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import type { CoursePage, CoursePageMode, PageBlock } from '../../../common/api/course-page';
import { isAnswerableBlock, isSubmissionBlock } from '../../../common/domain/widgets';
import { useAuthState } from '../../auth/use-auth-state';
import { useBlockCompletion } from './use-block-completion';

// "Mark as done" is for learners only: its chunk loads once a learner reads a page that counts.
const loadMarkAsDone = () => import('./mark-as-done');
const MarkAsDone = lazy(() => loadMarkAsDone().then((module) => ({ default: module.MarkAsDone })));

// The recorder and the responses are their own chunks: only pages with a media recording block load them.
const RecordingResponse = lazy(() =>
  import('../course-page/blocks/recording-response').then((module) => ({
    default: module.RecordingResponse,
  })),
);
const ClassResponses = lazy(() =>
  import('../course-page/blocks/class-responses').then((module) => ({ default: module.ClassResponses })),
);

/** A block a learner marks as done with a button: one that counts, but one answered (a quiz, work handed in), done by submitting it. */
const marksAsDone = (block: PageBlock) => block.isProgressContributor && !isAnswerableBlock(block);

/** A media recording block that takes a response of the learner's own (in submission mode, their work is handed in instead). */
const takesResponse = (block: PageBlock) =>
  block.widgetType === 'media_recording' && !isSubmissionBlock(block);

/**
 * What a course page draws under each block for a signed-in reader in view or focus mode: under a
 * media recording block the learner's response and, for its teachers, their learners' responses
 * (each drawn only when the server answers it); "Mark as done" on the blocks that count towards
 * progress, for learners. Undefined for visitors, other modes, and pages with neither.
 */
export function useLearnerBlockFooter(
  page: CoursePage,
  mode: CoursePageMode,
): ((block: PageBlock) => ReactNode) | undefined {
  const { currentUser } = useAuthState();
  const reading = currentUser !== null && (mode === 'view' || mode === 'focus');
  const applies = reading && !page.isEditor;
  const hasContributor = page.sections.some((section) => section.blocks.some(marksAsDone));
  const recordings = reading && page.sections.some((section) => section.blocks.some(takesResponse));
  const completion = useBlockCompletion(page.id, applies && hasContributor);
  // Asked for alongside the learner's completions, so the buttons are there when the answer is.
  useEffect(() => {
    if (applies && hasContributor) void loadMarkAsDone();
  }, [applies, hasContributor]);
  if (!completion && !recordings) return undefined;
  return (block) => {
    const kind = block.setupData.kind === 'video' ? 'video' : 'audio';
    return (
      <>
        {recordings && takesResponse(block) && (
          <Suspense fallback={null}>
            {!page.isEditor && <RecordingResponse blockId={block.id} kind={kind} />}
            <ClassResponses blockId={block.id} kind={kind} />
          </Suspense>
        )}
        {completion && marksAsDone(block) && (
          <Suspense fallback={null}>
            <MarkAsDone blockId={block.id} completion={completion} />
          </Suspense>
        )}
      </>
    );
  };
}
