import { GAP_TEXT_MAX } from '../answer-text';
import { MAX_GAP_ANSWERS } from '../fill-in-the-blanks-setup';
import { QuestionFileFailure, quote } from '../question-file-failure';
import {
  acceptedFractions,
  asked,
  GAP_MARK,
  type ImportSetup,
  type ImportWords,
  joinedFeedback,
} from './setup-common';

/** An accepted answer as a file writes it, its weight a percentage (null where none is written). */
export interface WeightedAnswer {
  weight: number | null;
  /** As written: `*` stands for any text, `\*` for an asterisk (Moodle's short answer rules). */
  text: string;
  feedback: string;
}

/** A numerical answer as a file writes it: `any` for `*`, which any number matches. */
export interface WeightedNumber {
  weight: number | null;
  value: number | 'any';
  tolerance: number;
  feedback: string;
}

interface Accepted {
  text: string;
  fraction: number;
  feedback: string;
}

/**
 * A short answer question: each answer accepted with its share of the points and feedback, the
 * text marked without regard to case as Moodle does by default, or with it when `caseSensitive`.
 * An answer of just `*` with no points is Moodle's "anything else": its feedback is Kelas's
 * feedback for an answer that matches none. Any other `*` would match any text, which Kelas does
 * not do, so it is refused.
 *
 * Written inside a sentence ("missing word") with every answer worth full marks and no feedback, it
 * is a fill in the blanks text with one gap; otherwise a short answer asking the sentence with a
 * blank, which keeps the weights and feedback a gap cannot.
 */
export function shortAnswerSetup(
  text: string,
  answers: WeightedAnswer[],
  generalFeedback: string,
  words: ImportWords,
  caseSensitive = false,
): ImportSetup {
  const fractions = acceptedFractions(answers.map((answer) => answer.weight));
  const accepted: Accepted[] = [];
  let otherwise = '';
  answers.forEach((answer, at) => {
    const fraction = fractions[at] ?? 1;
    if (answer.text === '*' && fraction === 0) otherwise = joinedFeedback(otherwise, answer.feedback);
    else accepted.push({ text: literalAnswer(answer.text), fraction, feedback: answer.feedback });
  });

  const oneGap =
    text.includes(GAP_MARK) &&
    !caseSensitive &&
    !otherwise &&
    !generalFeedback &&
    accepted.length <= MAX_GAP_ANSWERS &&
    accepted.every(
      (answer) => answer.fraction === 1 && answer.feedback === '' && answer.text.length <= GAP_TEXT_MAX,
    );
  if (oneGap) return blanksSetup(text, accepted, words);
  const answerKey = {
    kind: 'text',
    answers: accepted.map((answer) => ({
      ...answer,
      feedback: joinedFeedback(answer.feedback, generalFeedback),
    })),
    caseSensitive,
    otherwiseFeedback: joinedFeedback(otherwise, generalFeedback),
  };
  return { widgetType: 'short_answer', setup: { question: asked(text), answerKey } };
}

/** An accepted answer as Kelas matches it, as written: `\*` an asterisk; a `*` for any text is refused. */
export function literalAnswer(text: string): string {
  if (/(^|[^\\])\*/.test(text))
    throw new QuestionFileFailure('quiz.import.wildcard', { answer: quote(text) });
  return text.replace(/\\\*/g, '*');
}

/** A sentence with one gap: the text before and after the answers, and the answers the gap takes. */
function blanksSetup(text: string, accepted: Accepted[], words: ImportWords): ImportSetup {
  const [before = '', after = ''] = text.split(GAP_MARK);
  const passage = [
    ...(before ? [{ text: before }] : []),
    { gapId: 'g1' },
    ...(after ? [{ text: after }] : []),
  ];
  return {
    widgetType: 'fill_in_the_blanks',
    setup: {
      question: words.blanksQuestion,
      passage,
      answerKey: { gaps: { g1: accepted.map((answer) => answer.text) } },
    },
  };
}

/**
 * A numerical question: a short answer taking a number, each accepted value with its margin, share
 * of the points and feedback. The feedback after `~`, and that of a `*` answer with no points, is
 * the feedback for any other number; a `*` with points would accept any number, and is refused.
 */
export function numericalSetup(
  text: string,
  numbers: WeightedNumber[],
  wrongFeedback: string,
  generalFeedback: string,
): ImportSetup {
  const fractions = acceptedFractions(numbers.map((number) => number.weight));
  let otherwise = wrongFeedback;
  const answers: Array<{ value: number; tolerance: number; fraction: number; feedback: string }> = [];
  numbers.forEach((number, at) => {
    const fraction = fractions[at] ?? 1;
    if (number.value !== 'any') {
      const feedback = joinedFeedback(number.feedback, generalFeedback);
      answers.push({ value: number.value, tolerance: number.tolerance, fraction, feedback });
    } else if (fraction === 0) otherwise = joinedFeedback(otherwise, number.feedback);
    else throw new QuestionFileFailure('quiz.import.wildcard', { answer: '*' });
  });
  const answerKey = {
    kind: 'numeric',
    answers,
    otherwiseFeedback: joinedFeedback(otherwise, generalFeedback),
  };
  return { widgetType: 'short_answer', setup: { question: asked(text), answerKey } };
}
