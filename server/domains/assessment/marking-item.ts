import type { MarkingItem } from '../../../common/api/assessment';
import type { Mark } from '../../../common/domain/quiz/mark';
import { questionTextOf } from './answerable-blocks';
import type { AttemptToMark } from './mark-attempt';
import { quizSetupOf } from './quiz-state';

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** An attempt as its teacher marks it from the queue: all of it was loaded with the attempt. */
export function markingItem({
  attempt,
  learnerName,
  block,
  cohort,
  design,
  designMissing,
}: AttemptToMark): MarkingItem {
  const { settings } = quizSetupOf(block.widgetType, block.setupData);
  const answerKey = block.setupData.answerKey as { guidance?: unknown } | undefined;
  return {
    attemptId: attempt.id,
    learnerId: attempt.userId,
    learnerName,
    cohortName: cohort.name,
    courseName: cohort.courseName,
    coursePath: cohort.coursePath,
    pageTitle: block.pageTitle,
    pagePath: block.pagePath,
    question: questionTextOf(block.setupData),
    guidance: textOf(answerKey?.guidance),
    number: attempt.number,
    submittedAt: attempt.submittedAt.toISOString(),
    late: attempt.late,
    status: attempt.status,
    answers: attempt.answers,
    mark: attempt.status === 'awaiting_marking' ? null : (attempt.mark as Mark),
    maxScore: design?.totalPoints ?? settings.points,
    design,
    designMissing,
  };
}
