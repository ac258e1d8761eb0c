import { WIDGET_SETUP } from '../../widget-setup';
import type { CategoriseSetup } from '../categorise-setup';
import type { FillInTheBlanksSetup } from '../fill-in-the-blanks-setup';
import type { MatchPair } from '../import/match-setup';
import type { ImportWords } from '../import/setup-common';
import type { LongFormResponseSetup } from '../long-form-response-setup';
import type { MatchItSetup } from '../match-it-setup';
import type { MultipleChoiceSetup } from '../multiple-choice-setup';
import { QuestionFileFailure } from '../question-file-failure';
import type { ShortAnswerSetup } from '../short-answer-setup';

/** An answer as Moodle keeps it: its text, the share of the points it earns (or costs) and its feedback. */
export interface MoodleAnswer {
  text: string;
  fraction: number;
  feedback: string;
}

/**
 * A question of a bank as Moodle's question types hold it, which GIFT, Moodle XML and IMS QTI
 * write. Texts are plain text. A short answer's texts follow Moodle's rules (`*` any text, `\*` an
 * asterisk); a numerical `*` is any number; a cloze's passage is text and gaps (their answers). A
 * multichoice of several right options `allOrNothing` (each right one an equal share, the wrong
 * ones nothing) is given only to a format that marks so (`MoodleOptions`).
 */
export type MoodleBody =
  | {
      type: 'multichoice';
      text: string;
      single: boolean;
      shuffle: boolean;
      answers: MoodleAnswer[];
      allOrNothing?: boolean;
    }
  | { type: 'truefalse'; text: string; answer: boolean; trueFeedback: string; falseFeedback: string }
  | { type: 'shortanswer'; text: string; caseSensitive: boolean; answers: MoodleAnswer[] }
  | { type: 'numerical'; text: string; answers: Array<MoodleAnswer & { tolerance: number }> }
  | { type: 'matching'; text: string; pairs: MatchPair[] }
  | { type: 'cloze'; instructions: string; passage: Array<string | string[]>; caseSensitive: boolean }
  | { type: 'essay'; text: string; minWords: number; guidance: string };

export type MoodleQuestion = MoodleBody & { name: string | null; tags: string[]; points: number };

/** What a format holds beyond Moodle's questions: QTI marks several right options all or nothing too. */
export interface MoodleOptions {
  allOrNothing?: boolean;
}

/** A question of a bank as the bank keeps it. */
export interface BankQuestionData {
  name: string | null;
  widgetType: string;
  setupData: Record<string, unknown>;
  tags: string[];
}

/**
 * A bank question as Moodle holds it, the reverse of the import (common/domain/quiz/import): a
 * multiple choice of the `words`' true and false options, in that order and not shuffled, as
 * true/false; several right options with partial credit as Moodle's multiple answers (each right
 * one an equal share, each wrong one costing an equal share, as Kelas marks them); categorise as
 * a matching whose items share matches, fill in the blanks as a cloze of short answers. Kelas's
 * own settings (attempts, when answers show, the pass mark) have no place in Moodle's questions.
 * Refused: a widget Moodle has nothing like, and several right options marked all or nothing
 * unless `options` take them.
 */
export function moodleQuestion(
  question: BankQuestionData,
  format: string,
  words: ImportWords,
  options: MoodleOptions = {},
): MoodleQuestion {
  const { name, widgetType, tags } = question;
  if (!Object.hasOwn(BODIES, widgetType)) {
    throw new QuestionFileFailure('quiz.export.widget', { format, type: widgetType });
  }
  const type = widgetType as keyof typeof BODIES;
  const checked = WIDGET_SETUP[type].safeParse(question.setupData);
  if (!checked.success) {
    throw new QuestionFileFailure('quiz.import.invalid', { detail: checked.error.issues[0]?.message ?? '' });
  }
  const setup = checked.data as { points: number };
  return { ...BODIES[type](setup as never, words, options), name, tags, points: setup.points };
}

const BODIES = {
  multiple_choice: choiceBody,
  short_answer: shortAnswerBody,
  fill_in_the_blanks: blanksBody,
  match_it: matchBody,
  categorise: categoriseBody,
  long_form_response: essayBody,
} satisfies Record<string, (setup: never, words: ImportWords, options: MoodleOptions) => MoodleBody>;

function choiceBody(setup: MultipleChoiceSetup, words: ImportWords, held: MoodleOptions): MoodleBody {
  const { question: text, options, answerKey } = setup;
  const right = new Set(answerKey.correctOptionIds);
  const feedback = (id: string) => answerKey.feedback[id] ?? '';
  const [first, second] = options;
  const trueFalse =
    !setup.multipleAnswers &&
    !setup.shuffle &&
    options.length === 2 &&
    first?.text === words.trueOption &&
    second?.text === words.falseOption;
  if (first && second && trueFalse) {
    const answer = right.has(first.id);
    return {
      type: 'truefalse',
      text,
      answer,
      trueFeedback: feedback(first.id),
      falseFeedback: feedback(second.id),
    };
  }
  const allOrNothing = setup.multipleAnswers && !answerKey.partialCredit;
  if (allOrNothing && !held.allOrNothing) throw new QuestionFileFailure('quiz.export.allOrNothing');
  const wrongCount = options.length - right.size;
  const fractionOf = (id: string) => {
    if (!setup.multipleAnswers) return right.has(id) ? 1 : 0;
    if (right.has(id)) return 1 / right.size;
    return allOrNothing ? 0 : -1 / wrongCount;
  };
  const answers = options.map(({ id, text }) => ({
    text,
    fraction: fractionOf(id),
    feedback: feedback(id),
  }));
  const single = !setup.multipleAnswers;
  return {
    type: 'multichoice',
    text,
    single,
    shuffle: setup.shuffle,
    answers,
    ...(allOrNothing && { allOrNothing }),
  };
}

/** The feedback for any other answer is Moodle's `*` answer worth nothing. */
function shortAnswerBody({ question: text, answerKey }: ShortAnswerSetup): MoodleBody {
  const otherwise = answerKey.otherwiseFeedback
    ? [{ fraction: 0, feedback: answerKey.otherwiseFeedback }]
    : [];
  if (answerKey.kind === 'numeric') {
    const answers = [
      ...answerKey.answers.map(({ value, ...answer }) => ({ ...answer, text: String(value) })),
      ...otherwise.map((answer) => ({ ...answer, text: '*', tolerance: 0 })),
    ];
    return { type: 'numerical', text, answers };
  }
  const answers = [
    ...answerKey.answers.map((answer) => ({ ...answer, text: literally(answer.text) })),
    ...otherwise.map((answer) => ({ ...answer, text: '*' })),
  ];
  return { type: 'shortanswer', text, caseSensitive: answerKey.caseSensitive, answers };
}

/** A text matched as written: Moodle's `*` stands for any text, `\*` for an asterisk. */
export function literally(text: string): string {
  return text.replace(/\*/g, '\\*');
}

function blanksBody({ question, passage, answerKey }: FillInTheBlanksSetup): MoodleBody {
  return {
    type: 'cloze',
    instructions: question,
    passage: passage.map((part) => ('text' in part ? part.text : (answerKey.gaps[part.gapId] ?? []))),
    caseSensitive: answerKey.caseSensitive,
  };
}

/** Each item with its match, then each choice no item matches as an extra choice. */
function matchBody({ question: text, items, choices, answerKey }: MatchItSetup): MoodleBody {
  return { type: 'matching', text, pairs: pairsOf(items, choices, answerKey.matches) };
}

/** Each item with its category as its match, then each category without items as an extra choice. */
function categoriseBody({ question: text, items, categories, answerKey }: CategoriseSetup): MoodleBody {
  return { type: 'matching', text, pairs: pairsOf(items, categories, answerKey.categoryOf) };
}

function pairsOf(
  items: ReadonlyArray<{ id: string; text: string }>,
  choices: ReadonlyArray<{ id: string; text: string }>,
  matchOf: Readonly<Record<string, string>>,
): MatchPair[] {
  const textOf = new Map(choices.map((choice) => [choice.id, choice.text]));
  const used = new Set(items.map((item) => matchOf[item.id]));
  return [
    ...items.map((item) => ({ item: item.text, match: textOf.get(matchOf[item.id] ?? '') ?? '' })),
    ...choices.filter((choice) => !used.has(choice.id)).map((choice) => ({ item: '', match: choice.text })),
  ];
}

function essayBody({ question: text, minWords, answerKey }: LongFormResponseSetup): MoodleBody {
  return { type: 'essay', text, minWords, guidance: answerKey.guidance };
}
