import { type Mark, markOf } from './mark';
import type { MultipleChoiceSetup } from './multiple-choice-setup';

/** A multiple choice question as the marking reads it. */
export type MultipleChoiceQuestion = Pick<MultipleChoiceSetup, 'options' | 'multipleAnswers'>;
/** What only the marking knows: the right options, partial credit, feedback per option. */
export type MultipleChoiceKey = MultipleChoiceSetup['answerKey'];

/**
 * Mark the options a learner chose. One right answer: full marks for it, none otherwise. Several:
 * without partial credit, full marks only for exactly the right set; with it (as Moodle's
 * multiple-answer questions), each right option ticked earns 1/right of the points and each wrong
 * option ticked costs 1/wrong, never below nothing, so ticking everything earns nothing.
 */
export function markMultipleChoice(
  question: MultipleChoiceQuestion,
  key: MultipleChoiceKey,
  selected: readonly string[],
  maxScore: number,
): Mark {
  const chosen = new Set(selected);
  const right = new Set(key.correctOptionIds);
  const feedback = question.options
    .filter((option) => chosen.has(option.id))
    .map((option) => key.feedback[option.id] ?? '');
  const wrongOptions = question.options.length - right.size;
  const rightTicked = [...chosen].filter((id) => right.has(id)).length;
  const wrongTicked = chosen.size - rightTicked;
  const exact = rightTicked === right.size && wrongTicked === 0;
  if (!question.multipleAnswers || !key.partialCredit || right.size === 0) {
    return markOf(exact ? 1 : 0, maxScore, feedback);
  }
  const fraction = rightTicked / right.size - (wrongOptions > 0 ? wrongTicked / wrongOptions : 0);
  return markOf(fraction, maxScore, feedback);
}
