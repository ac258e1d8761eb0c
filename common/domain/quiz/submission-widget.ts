import { z } from 'zod';
import { reasonText } from '../../reasons';
import { isSubmissionBlock } from '../widgets';
import { markOf } from './mark';
import { type MarkedWidget, markedWidgetOf } from './quiz-widgets';
import { SubmissionSetup } from './submission-setup';
import { SubmittedFile } from './submitted-file';

/**
 * A file or media recording block in submission mode as a marked widget: the answers are the file
 * handed in (null until one is uploaded, as a scratchpad may hold), which a teacher marks.
 */
const submissionWidget: MarkedWidget<SubmissionSetup, { file: SubmittedFile | null }> = {
  setup: SubmissionSetup,
  answers: () => z.object({ file: SubmittedFile.nullable() }, { error: reasonText('quiz.answers') }),
  mark: (setup) => markOf(0, setup.points),
  revealedKey: () => null,
  markedByPerson: true,
  incomplete: (_setup, { file }) => (file ? null : { field: 'file', reason: reasonText('quiz.handInFirst') }),
};

type AnyMarkedWidget = MarkedWidget<{ points: number }, unknown>;

/**
 * The marked widget of a block learners answer (widgets.ts isAnswerableBlock): a quiz widget's, or
 * the submission widget of a file or media recording block in submission mode; undefined for any
 * other block, which stays plain content.
 */
export function answerableWidgetOf(block: {
  widgetType: string;
  setupData: Record<string, unknown>;
}): AnyMarkedWidget | undefined {
  return isSubmissionBlock(block)
    ? (submissionWidget as unknown as AnyMarkedWidget)
    : markedWidgetOf(block.widgetType);
}
