import { z } from 'zod';
import { reasonText } from '../../reasons';
import { crosswordGrid } from './crossword-grid';
import { gridLetters, squaresOf } from './crossword-letters';
import { OptionId, QUIZ_TEXT_MAX, QuestionText } from './question-text';
import { QuizSettings } from './quiz-settings';

export const MIN_CLUES = 2;
export const MAX_CLUES = 30;
/** The fewest and most squares of one answer (its letters and digits). */
export const MIN_LETTERS = 2;
export const MAX_LETTERS = 20;
/** The longest answer as the author types it, spaces and punctuation included. */
const ANSWER_TYPED_MAX = 100;

const REASONS = {
  clues: reasonText('quiz.clues', { min: MIN_CLUES, max: MAX_CLUES }),
  clue: reasonText('quiz.clueText', { max: QUIZ_TEXT_MAX }),
  answer: reasonText('quiz.clueAnswer', { min: MIN_LETTERS, max: MAX_LETTERS }),
} as const;

const Entry = z.object({
  id: OptionId,
  clue: z.string({ error: REASONS.clue }).trim().min(1, { error: REASONS.clue }).max(QUIZ_TEXT_MAX, {
    error: REASONS.clue,
  }),
  // Kept as written ("search engine"); the grid holds its letters only (gridLetters).
  answer: z
    .string({ error: REASONS.answer })
    .trim()
    // Stops here: one reason, and a long text is never read whole.
    .max(ANSWER_TYPED_MAX, { error: REASONS.answer, abort: true })
    .refine(
      (answer) => {
        const squares = squaresOf(gridLetters(answer)).length;
        return squares >= MIN_LETTERS && squares <= MAX_LETTERS;
      },
      { error: REASONS.answer },
    ),
});

/**
 * A crossword block's setup as the author writes it: the question (its instructions), and its
 * entries, each a clue and its answer, under `answerKey`, which readers who do not edit the course
 * never receive; what they see of the entries is the grid the server lays out on saving
 * (LaidOutCrosswordSetup).
 */
export const CrosswordSetup = QuizSettings.extend({
  question: QuestionText,
  answerKey: z.object({
    entries: z
      .array(Entry, { error: REASONS.clues })
      .min(MIN_CLUES, { error: REASONS.clues })
      .max(MAX_CLUES, { error: REASONS.clues }),
  }),
}).superRefine((setup, context) => {
  const ids = setup.answerKey.entries.map((entry) => entry.id);
  if (new Set(ids).size !== ids.length) {
    context.addIssue({ code: 'custom', path: ['answerKey', 'entries'], message: REASONS.clues });
  }
});
export type CrosswordSetup = z.infer<typeof CrosswordSetup>;

/**
 * A crossword's setup as it is stored: laid out whenever it is saved (a grid sent with it is
 * replaced), its grid outside `answerKey` so learners receive where each word goes and its clue,
 * and never its letters.
 */
export const LaidOutCrosswordSetup = CrosswordSetup.transform((setup) => ({
  ...setup,
  grid: crosswordGrid(setup.answerKey.entries),
}));
export type LaidOutCrosswordSetup = z.output<typeof LaidOutCrosswordSetup>;
