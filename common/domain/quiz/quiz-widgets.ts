import { z } from 'zod';
import { reasonText } from '../../reasons';
import { ANSWER_TEXT_MAX, GAP_TEXT_MAX, LONG_ANSWER_MAX } from './answer-text';
import { CategoriseSetup } from './categorise-setup';
import { crosswordWords, markCrossword } from './crossword';
import { squaresOf } from './crossword-letters';
import { CrosswordSetup, MAX_LETTERS } from './crossword-setup';
import { markFillInTheBlanks } from './fill-in-the-blanks';
import { FillInTheBlanksSetup, gapIdsOf } from './fill-in-the-blanks-setup';
import { LongFormResponseSetup } from './long-form-response-setup';
import { type Mark, markOf } from './mark';
import { markMatchIt, markPlacements } from './match-it';
import { MatchItSetup } from './match-it-setup';
import { markMultipleChoice } from './multiple-choice';
import { MAX_OPTIONS, MultipleChoiceSetup } from './multiple-choice-setup';
import { randomSelectorWidget } from './random-selector';
import { markShortAnswer } from './short-answer';
import { ShortAnswerSetup } from './short-answer-setup';
import { wordCount } from './word-count';

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

/** The right answers as a learner may see them once the widget reveals them. */
export type RevealedKey =
  | { kind: 'options'; correctOptionIds: string[] }
  | { kind: 'text'; answers: string[] }
  | { kind: 'numeric'; answers: Array<{ value: number; tolerance: number }> }
  | { kind: 'gaps'; gaps: Record<string, string[]> }
  | { kind: 'matches'; matches: Record<string, string> }
  | { kind: 'categories'; categoryOf: Record<string, string> }
  | { kind: 'words'; words: Record<string, string> }
  /** A random selector's: each drawn question's own key, by question id. */
  | { kind: 'questions'; keys: Record<string, Exclude<RevealedKey, { kind: 'questions' }> | null> };

/**
 * A quiz widget the server can mark: its stored setup, the answers a learner may send for a given
 * setup (anything else is 400 with a reason), the marking of those answers, and the right answers
 * as a learner may see them (never the feedback of answers they did not give).
 */
export interface MarkedWidget<Setup extends { points: number }, Answers> {
  setup: z.ZodType<Setup, unknown>;
  answers: (setup: Setup) => z.ZodType<Answers>;
  /** The server's mark; for a widget a person marks, nothing yet (marked later, by a teacher). */
  mark: (setup: Setup, answers: Answers) => Mark;
  /** The right answers a learner may see; null for a widget without one. */
  revealedKey: (setup: Setup) => RevealedKey | null;
  /** A teacher marks it (its attempts wait for them); otherwise the server marks it at once. */
  markedByPerson?: true;
  /**
   * What a submission needs beyond the answers' shape (a scratchpad may still lack it): the field,
   * under the answers, and the reason it is refused; null when it is complete.
   */
  incomplete?: (setup: Setup, answers: Answers) => { field: string; reason: string } | null;
}

const ANSWER_REASONS = {
  option: reasonText('quiz.chooseGiven'),
  oneOption: reasonText('quiz.chooseOne'),
  text: reasonText('page.maxLength', { max: ANSWER_TEXT_MAX }),
  answers: reasonText('quiz.answers'),
  part: reasonText('quiz.part'),
  gapText: reasonText('page.maxLength', { max: GAP_TEXT_MAX }),
  squares: reasonText('quiz.squares'),
} as const;

const multipleChoice: MarkedWidget<MultipleChoiceSetup, { selected: string[] }> = {
  setup: MultipleChoiceSetup,
  answers: (setup) => {
    const ids = new Set(setup.options.map((option) => option.id));
    return z.object(
      {
        selected: z
          .array(
            z
              .string({ error: ANSWER_REASONS.option })
              .refine((id) => ids.has(id), { error: ANSWER_REASONS.option }),
            {
              error: ANSWER_REASONS.answers,
            },
          )
          .max(setup.multipleAnswers ? MAX_OPTIONS : 1, { error: ANSWER_REASONS.oneOption })
          .refine((selected) => new Set(selected).size === selected.length, { error: ANSWER_REASONS.option }),
      },
      { error: ANSWER_REASONS.answers },
    );
  },
  mark: (setup, { selected }) => markMultipleChoice(setup, setup.answerKey, selected, setup.points),
  revealedKey: (setup) => ({ kind: 'options', correctOptionIds: setup.answerKey.correctOptionIds }),
};

const shortAnswer: MarkedWidget<ShortAnswerSetup, { text: string }> = {
  setup: ShortAnswerSetup,
  answers: () =>
    z.object(
      {
        text: z
          .string({ error: ANSWER_REASONS.answers })
          .max(ANSWER_TEXT_MAX, { error: ANSWER_REASONS.text }),
      },
      { error: ANSWER_REASONS.answers },
    ),
  mark: (setup, { text }) => markShortAnswer(setup.answerKey, text, setup.points),
  // Only answers worth full marks: a near miss is not "the right answer".
  revealedKey: ({ answerKey }) =>
    answerKey.kind === 'text'
      ? { kind: 'text', answers: answerKey.answers.filter((a) => a.fraction === 1).map((a) => a.text) }
      : {
          kind: 'numeric',
          answers: answerKey.answers
            .filter((a) => a.fraction === 1)
            .map(({ value, tolerance }) => ({ value, tolerance })),
        },
};

/**
 * The answers of a question in parts: one text per part id (a gap, an item to match), each part of
 * `partIds` at most once, each text checked by `value`; parts left out are unanswered.
 */
const partsAnswers = (partIds: readonly string[], value: z.ZodString) => {
  const known = new Set(partIds);
  return z
    .record(z.string(), value, { error: ANSWER_REASONS.answers })
    .refine((parts) => Object.keys(parts).every((id) => known.has(id)), { error: ANSWER_REASONS.part });
};

const fillInTheBlanks: MarkedWidget<FillInTheBlanksSetup, { gaps: Record<string, string> }> = {
  setup: FillInTheBlanksSetup,
  answers: (setup) =>
    z.object(
      {
        gaps: partsAnswers(
          gapIdsOf(setup.passage),
          z.string({ error: ANSWER_REASONS.answers }).max(GAP_TEXT_MAX, { error: ANSWER_REASONS.gapText }),
        ),
      },
      { error: ANSWER_REASONS.answers },
    ),
  mark: (setup, { gaps }) => markFillInTheBlanks(setup, gaps, setup.points),
  revealedKey: ({ answerKey }) => ({ kind: 'gaps', gaps: answerKey.gaps }),
};

/** Answers that place each item (an id of `items`) on one target (an id of `targets`). */
const placements = (items: readonly { id: string }[], targets: readonly { id: string }[]) => {
  const targetIds = new Set(targets.map((target) => target.id));
  return partsAnswers(
    items.map((item) => item.id),
    z
      .string({ error: ANSWER_REASONS.option })
      .refine((id) => targetIds.has(id), { error: ANSWER_REASONS.option }),
  );
};

const matchIt: MarkedWidget<MatchItSetup, { matches: Record<string, string> }> = {
  setup: MatchItSetup,
  answers: (setup) =>
    z.object({ matches: placements(setup.items, setup.choices) }, { error: ANSWER_REASONS.answers }),
  mark: (setup, { matches }) => markMatchIt(setup, matches, setup.points),
  revealedKey: ({ answerKey }) => ({ kind: 'matches', matches: answerKey.matches }),
};

const categorise: MarkedWidget<CategoriseSetup, { categoryOf: Record<string, string> }> = {
  setup: CategoriseSetup,
  answers: (setup) =>
    z.object({ categoryOf: placements(setup.items, setup.categories) }, { error: ANSWER_REASONS.answers }),
  mark: (setup, { categoryOf }) =>
    markPlacements(setup.items, setup.answerKey.categoryOf, categoryOf, setup.points),
  revealedKey: ({ answerKey }) => ({ kind: 'categories', categoryOf: answerKey.categoryOf }),
};

/**
 * A crossword's answers: each word (an entry id) as one string, a character a square from its
 * first, a space for a square left empty; never more characters than the word has squares.
 */
const crossword: MarkedWidget<CrosswordSetup, { words: Record<string, string> }> = {
  setup: CrosswordSetup,
  answers: (setup) => {
    const key = crosswordWords(setup.answerKey.entries);
    return z.object(
      {
        words: partsAnswers(
          Object.keys(key),
          z
            .string({ error: ANSWER_REASONS.answers })
            .max(MAX_LETTERS * 2, { error: ANSWER_REASONS.squares, abort: true })
            .regex(/^[\p{L}\p{N} ]*$/u, { error: ANSWER_REASONS.squares }),
        ).superRefine((words, context) => {
          for (const [id, typed] of Object.entries(words)) {
            // An unknown word is refused whole (partsAnswers); a known one has as many squares as its answer.
            if (Object.hasOwn(key, id) && squaresOf(typed).length > squaresOf(key[id]!).length) {
              context.addIssue({ code: 'custom', path: [id], message: ANSWER_REASONS.squares });
            }
          }
        }),
      },
      { error: ANSWER_REASONS.answers },
    );
  },
  mark: (setup, { words }) => markCrossword(setup.answerKey.entries, words, setup.points),
  revealedKey: ({ answerKey }) => ({ kind: 'words', words: crosswordWords(answerKey.entries) }),
};

const longFormResponse: MarkedWidget<LongFormResponseSetup, { html: string }> = {
  setup: LongFormResponseSetup,
  answers: () =>
    z.object(
      {
        html: z
          .string({ error: ANSWER_REASONS.answers })
          .max(LONG_ANSWER_MAX, { error: reasonText('page.maxLength', { max: LONG_ANSWER_MAX }) }),
      },
      { error: ANSWER_REASONS.answers },
    ),
  mark: (setup) => markOf(0, setup.points),
  revealedKey: () => null,
  markedByPerson: true,
  incomplete: (setup, { html }) =>
    wordCount(html) < Math.max(1, setup.minWords)
      ? { field: 'html', reason: reasonText('quiz.tooFewWords', { count: Math.max(1, setup.minWords) }) }
      : null,
};

type AnyMarkedWidget = MarkedWidget<{ points: number }, unknown>;

/** The quiz widgets built so far, by type. */
export const MARKED_WIDGETS: Partial<Record<QuizWidgetType, AnyMarkedWidget>> = {
  multiple_choice: multipleChoice as unknown as AnyMarkedWidget,
  short_answer: shortAnswer as unknown as AnyMarkedWidget,
  fill_in_the_blanks: fillInTheBlanks as unknown as AnyMarkedWidget,
  match_it: matchIt as unknown as AnyMarkedWidget,
  categorise: categorise as unknown as AnyMarkedWidget,
  crossword: crossword as unknown as AnyMarkedWidget,
  long_form_response: longFormResponse as unknown as AnyMarkedWidget,
  random_selector: randomSelectorWidget(markedWidgetOf) as unknown as AnyMarkedWidget,
};

/** The marked widget of `widgetType`, or undefined for any other block. */
export function markedWidgetOf(widgetType: string): AnyMarkedWidget | undefined {
  return Object.hasOwn(MARKED_WIDGETS, widgetType) ? MARKED_WIDGETS[widgetType as QuizWidgetType] : undefined;
}
