import { useQuery } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import type { CoursePage, CoursePageMode, PageBlock } from '../../../common/api/course-page';
import { isAnswerableBlock } from '../../../common/domain/widgets';
import { pageQuizzesQuery } from '../../api/quiz';
import { FileBlock } from './blocks/file-block';
import { MediaRecordingBlock } from './blocks/media-recording-block';
import { QUESTION_VIEWS } from './blocks/quiz-question-block';
import type { BlockViewProps } from './blocks/setup-value';
import { useLearnerClass } from './use-learner-class';

// The answering forms are a chunk of their own: only a learner's page with a quiz loads them.
const QuizAnswerBlock = lazy(() =>
  import('./quiz/quiz-answer-block').then((module) => ({ default: module.QuizAnswerBlock })),
);

// What stands in place while the form loads: a question's view, a submission block's own.
const IN_PLACE: Partial<Record<string, ComponentType<BlockViewProps>>> = {
  ...QUESTION_VIEWS,
  file: FileBlock,
  media_recording: MediaRecordingBlock,
};

/** The question (or a submission's instructions) as everyone else sees it, held in place while the learner's form loads. */
function QuestionInPlace({ block }: { block: PageBlock }) {
  const View = IN_PLACE[block.widgetType];
  return View ? <View setupData={block.setupData} /> : null;
}

/**
 * What a learner of a class sees in place of a page's quiz blocks (and submission blocks: the blocks
 * learners answer, isAnswerableBlock) in view or focus mode: a form to answer each (or to hand in
 * work), with their attempts in their class (one read for the page). Undefined for anyone
 * else (visitors, editors, facilitators) and for pages without a quiz: they see the question only.
 */
export function useQuizBodies(
  page: CoursePage,
  mode: CoursePageMode,
): ((block: PageBlock) => ReactNode | undefined) | undefined {
  const reading = mode === 'view' || mode === 'focus';
  const hasQuiz = page.sections.some((section) => section.blocks.some(isAnswerableBlock));
  const { userId, member } = useLearnerClass(page.coursePath, reading && hasQuiz && !page.isEditor);
  const cohortPath = member?.cohortPath ?? null;
  const quizzes = useQuery({ ...pageQuizzesQuery(page.id, cohortPath ?? ''), enabled: cohortPath !== null });
  if (cohortPath === null || userId === null || !quizzes.data) return undefined;
  const states = new Map(quizzes.data.quizzes.map((state) => [state.blockId, state]));
  return (block) => {
    const state = states.get(block.id);
    if (!state) return undefined;
    return (
      <Suspense fallback={<QuestionInPlace block={block} />}>
        <QuizAnswerBlock
          block={block}
          state={state}
          pageId={page.id}
          cohortPath={cohortPath}
          userId={userId}
        />
      </Suspense>
    );
  };
}
