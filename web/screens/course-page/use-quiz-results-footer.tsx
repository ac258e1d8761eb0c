import { lazy, type ReactNode, Suspense } from 'react';
import type { CoursePage, CoursePageMode, PageBlock } from '../../../common/api/course-page';
import { isAnswerableBlock } from '../../../common/domain/widgets';
import { useLearnerClass } from './use-learner-class';

// A teacher's results are a chunk of their own, asked for only by readers who are not learners.
const QuizClassResults = lazy(() =>
  import('./quiz/quiz-class-results').then((module) => ({ default: module.QuizClassResults })),
);

/**
 * What goes under a page's quiz blocks (and submission blocks) for a signed-in reader who is not a learner of the course
 * (its editors, administrators, facilitators): the block's results in the classes they teach, once
 * the server says they teach one. Undefined for learners, visitors and pages without a quiz.
 */
export function useQuizResultsFooter(
  page: CoursePage,
  mode: CoursePageMode,
): ((block: PageBlock) => ReactNode) | undefined {
  const reading = mode === 'view' || mode === 'focus';
  const hasQuiz = page.sections.some((section) => section.blocks.some(isAnswerableBlock));
  const asked = reading && hasQuiz;
  // An editor is never a learner of their course; anyone else may be, which the membership tells.
  const { userId, member, known } = useLearnerClass(page.coursePath, asked && !page.isEditor);
  if (!asked || userId === null || member !== null || (!page.isEditor && !known)) return undefined;
  return (block) =>
    isAnswerableBlock(block) && (
      <Suspense fallback={null}>
        <QuizClassResults blockId={block.id} />
      </Suspense>
    );
}
