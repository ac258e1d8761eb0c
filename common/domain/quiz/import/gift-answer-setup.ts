import { GAP_TEXT_MAX } from '../answer-text';
import { MAX_GAP_ANSWERS } from '../fill-in-the-blanks-setup';
import type { GiftAccepted, GiftNumber } from './gift-answers';
import { GAP_MARK } from './gift-escapes';
import { GiftFailure, quote } from './gift-failure';
import {
  acceptedFractions,
  asked,
  type GiftSetup,
  type GiftWords,
  joinedFeedback,
} from './gift-setup-common';

interface Accepted {
  text: string;
  fraction: number;
  feedback: string;
}

/**
 * A short answer question: each answer accepted with its share of the points and feedback, the
 * text marked without regard to case as Moodle does by default. An answer of just `*` with no
 * points is Moodle's "anything else": its feedback is Kelas's feedback for an answer that matches
 * none. Any other `*` would match any text, which Kelas does not do, so it is refused.
 *
 * Written inside a sentence ("missing word") with every answer worth full marks and no feedback, it
 * is a fill in the blanks text with one gap; otherwise a short answer asking the sentence with a
 * blank, which keeps the weights and feedback a gap cannot.
 */
export function shortAnswerSetup(
  text: string,
  answers: GiftAccepted[],
  generalFeedback: string,
  words: GiftWords,
): GiftSetup {
  const fractions = acceptedFractions(answers.map((answer) => answer.weight));
  const accepted: Accepted[] = [];
  let otherwise = '';
  answers.forEach((answer, at) => {
    const fraction = fractions[at] ?? 1;
    if (answer.text === '*' && fraction === 0) otherwise = joinedFeedback(otherwise, answer.feedback);
    else if (/(^|[^\\])\*/.test(answer.text))
      throw new GiftFailure('quiz.import.wildcard', { answer: quote(answer.text) });
    else accepted.push({ text: answer.text.replace(/\\\*/g, '*'), fraction, feedback: answer.feedback });
  });

  const oneGap =
    text.includes(GAP_MARK) &&
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
    otherwiseFeedback: joinedFeedback(otherwise, generalFeedback),
  };
  return { widgetType: 'short_answer', setup: { question: asked(text), answerKey } };
}

/** A sentence with one gap: the text before and after the answers, and the answers the gap takes. */
function blanksSetup(text: string, accepted: Accepted[], words: GiftWords): GiftSetup {
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
  numbers: GiftNumber[],
  wrongFeedback: string,
  generalFeedback: string,
): GiftSetup {
  const fractions = acceptedFractions(numbers.map((number) => number.weight));
  let otherwise = wrongFeedback;
  const answers: Array<{ value: number; tolerance: number; fraction: number; feedback: string }> = [];
  numbers.forEach((number, at) => {
    const fraction = fractions[at] ?? 1;
    if (number.value !== 'any') {
      const feedback = joinedFeedback(number.feedback, generalFeedback);
      answers.push({ value: number.value, tolerance: number.tolerance, fraction, feedback });
    } else if (fraction === 0) otherwise = joinedFeedback(otherwise, number.feedback);
    else throw new GiftFailure('quiz.import.wildcard', { answer: '*' });
  });
  const answerKey = {
    kind: 'numeric',
    answers,
    otherwiseFeedback: joinedFeedback(otherwise, generalFeedback),
  };
  return { widgetType: 'short_answer', setup: { question: asked(text), answerKey } };
}
