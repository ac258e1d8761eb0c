import { QuestionFileFailure, quote } from '../question-file-failure';
import type { ImportedQuestion } from './imported-question';

/** A question's widget and the setup it is given, before the widget's schema checks it. */
export interface ImportSetup {
  widgetType: ImportedQuestion['widgetType'];
  setup: Record<string, unknown>;
}

/**
 * The words an imported question needs that the file does not give: the options of a true/false
 * question and the instructions of a fill in the blanks one. English unless the caller passes the
 * course's language (the editor's `quizSetup.starter.blanksQuestion` says the instructions).
 */
export interface ImportWords {
  trueOption: string;
  falseOption: string;
  blanksQuestion: string;
}

export const ENGLISH_WORDS: ImportWords = {
  trueOption: 'True',
  falseOption: 'False',
  blanksQuestion: 'Fill in the blanks.',
};

/**
 * Where the answers stood inside a question's text (GIFT's "missing word", a cloze's gaps): a
 * Unicode noncharacter, which no text carries. The readers give meanings to the noncharacters
 * U+FDD0 to U+FDEF, so a file is read without any (`withoutNoncharacters`).
 */
export const GAP_MARK = '\uFDDF';

export function withoutNoncharacters(text: string): string {
  return text.replace(/[\uFDD0-\uFDEF]/g, '');
}

/** What Moodle shows where the answers stood inside a question's text. */
export const BLANK = '_____';

/** A question's text as asked: a blank (`_____`) where its answers stood inside it. */
export function asked(text: string): string {
  return text.replace(GAP_MARK, BLANK);
}

/** Feedback shown together, such as an answer's then the question's general feedback, as Moodle shows them. */
export function joinedFeedback(...feedback: string[]): string {
  return feedback.filter(Boolean).join('\n\n');
}

/** Refuse feedback a question has no place for. */
export function noFeedback(feedback: string): void {
  if (feedback) throw new QuestionFileFailure('quiz.import.feedback', { feedback: quote(feedback) });
}

/** Weights as the file writes them: "50%, 25%, 25%". */
export function percentages(weighted: ReadonlyArray<{ fraction: number }>): string {
  return weighted.map(({ fraction }) => `${Number((fraction * 100).toPrecision(6))}%`).join(', ');
}

/** The share of the points of each weight (none written: full marks), refused outside 0 to 100%. */
export function acceptedFractions(weights: ReadonlyArray<number | null>): number[] {
  const fractions = weights.map((weight) => (weight ?? 100) / 100);
  const outside = fractions.filter((fraction) => fraction < 0 || fraction > 1);
  if (outside.length > 0) {
    throw new QuestionFileFailure('quiz.import.weights', {
      weights: percentages(outside.map((fraction) => ({ fraction }))),
    });
  }
  return fractions;
}
