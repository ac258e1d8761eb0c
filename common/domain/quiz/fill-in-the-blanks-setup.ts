import { z } from 'zod';
import { reasonText } from '../../reasons';
import { GAP_TEXT_MAX } from './answer-text';
import { OptionId, QUIZ_TEXT_MAX, QuestionText } from './question-text';
import { QuizSettings } from './quiz-settings';

export const MAX_PASSAGE_PARTS = 100;
export const MAX_GAP_ANSWERS = 10;

const REASONS = {
  passage: reasonText('quiz.passage', { max: MAX_PASSAGE_PARTS }),
  passageText: reasonText('quiz.passageText', { max: QUIZ_TEXT_MAX }),
  gapAnswers: reasonText('quiz.gapAnswers', { max: MAX_GAP_ANSWERS }),
  gapText: reasonText('quiz.acceptedText', { max: GAP_TEXT_MAX }),
  gapKey: reasonText('quiz.gapKey'),
} as const;

/** A part of the passage: text as written, or a gap the learner fills in. */
const PassagePart = z.union([
  z.object({ text: z.string().max(QUIZ_TEXT_MAX, { error: REASONS.passageText }) }).strict(),
  z.object({ gapId: OptionId }).strict(),
]);
export type PassagePart = z.infer<typeof PassagePart>;

/**
 * A fill in the blanks block's setup as stored: instructions, and a passage of text and gaps. The
 * accepted answers of each gap (several may be right: "colour", "color") are under `answerKey`,
 * which readers who do not edit the course never receive.
 */
export const FillInTheBlanksSetup = QuizSettings.extend({
  question: QuestionText,
  passage: z
    .array(PassagePart, { error: REASONS.passage })
    .min(1, { error: REASONS.passage })
    .max(MAX_PASSAGE_PARTS, { error: REASONS.passage }),
  answerKey: z.object({
    gaps: z.record(
      OptionId,
      z
        .array(
          z.string().trim().min(1, { error: REASONS.gapText }).max(GAP_TEXT_MAX, { error: REASONS.gapText }),
        )
        .min(1, { error: REASONS.gapAnswers })
        .max(MAX_GAP_ANSWERS, { error: REASONS.gapAnswers }),
    ),
    caseSensitive: z.boolean().default(false),
  }),
}).superRefine((setup, context) => {
  const gapIds = gapIdsOf(setup.passage);
  if (gapIds.length === 0 || new Set(gapIds).size !== gapIds.length) {
    context.addIssue({ code: 'custom', path: ['passage'], message: REASONS.passage });
  }
  const keyed = Object.keys(setup.answerKey.gaps);
  if (keyed.length !== gapIds.length || !gapIds.every((id) => Object.hasOwn(setup.answerKey.gaps, id))) {
    context.addIssue({ code: 'custom', path: ['answerKey', 'gaps'], message: REASONS.gapKey });
  }
});
export type FillInTheBlanksSetup = z.infer<typeof FillInTheBlanksSetup>;

/** The gaps of a passage, in reading order. */
export function gapIdsOf(passage: readonly PassagePart[]): string[] {
  return passage.flatMap((part) => ('gapId' in part ? [part.gapId] : []));
}
