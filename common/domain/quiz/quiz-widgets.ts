import { z } from 'zod';
import type { Mark } from './mark';
import { markMultipleChoice } from './multiple-choice';
import { MAX_OPTIONS, MultipleChoiceSetup } from './multiple-choice-setup';
import { markShortAnswer } from './short-answer';
import { ShortAnswerSetup } from './short-answer-setup';

/** The quiz widgets of spec §3 (toolbox category `quiz`). */
export const QUIZ_WIDGET_TYPES = [
  'multiple_choice',
  'short_answer',
  'categorise',
  'fill_in_the_blanks',
  'match_it',
  'crossword',
  'random_selector',
  'long_form_response',
] as const;
export type QuizWidgetType = (typeof QUIZ_WIDGET_TYPES)[number];

/**
 * A quiz widget the server can mark: its stored setup, the answers a learner may send for a given
 * setup (anything else is 400 with a reason), and the marking of those answers.
 */
interface MarkedWidget<Setup extends { points: number }, Answers> {
  setup: z.ZodType<Setup, unknown>;
  answers: (setup: Setup) => z.ZodType<Answers>;
  mark: (setup: Setup, answers: Answers) => Mark;
}

/** The most characters of one typed answer. */
export const ANSWER_TEXT_MAX = 10_000;

const ANSWER_REASONS = {
  option: 'Choose from the options given.',
  oneOption: 'Choose one option.',
  text: `Use at most ${ANSWER_TEXT_MAX} characters.`,
} as const;

const multipleChoice: MarkedWidget<MultipleChoiceSetup, { selected: string[] }> = {
  setup: MultipleChoiceSetup,
  answers: (setup) => {
    const ids = new Set(setup.options.map((option) => option.id));
    return z.object({
      selected: z
        .array(z.string().refine((id) => ids.has(id), { error: ANSWER_REASONS.option }))
        .max(setup.multipleAnswers ? MAX_OPTIONS : 1, { error: ANSWER_REASONS.oneOption })
        .refine((selected) => new Set(selected).size === selected.length, { error: ANSWER_REASONS.option }),
    });
  },
  mark: (setup, { selected }) => markMultipleChoice(setup, setup.answerKey, selected, setup.points),
};

const shortAnswer: MarkedWidget<ShortAnswerSetup, { text: string }> = {
  setup: ShortAnswerSetup,
  answers: () => z.object({ text: z.string().max(ANSWER_TEXT_MAX, { error: ANSWER_REASONS.text }) }),
  mark: (setup, { text }) => markShortAnswer(setup.answerKey, text, setup.points),
};

/** The quiz widgets built so far, by type. */
export const MARKED_WIDGETS: Partial<Record<QuizWidgetType, MarkedWidget<{ points: number }, unknown>>> = {
  multiple_choice: multipleChoice as unknown as MarkedWidget<{ points: number }, unknown>,
  short_answer: shortAnswer as unknown as MarkedWidget<{ points: number }, unknown>,
};
