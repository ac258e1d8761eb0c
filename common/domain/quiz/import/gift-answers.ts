import { QuestionFileFailure, quote } from '../question-file-failure';
import type { WeightedAnswer, WeightedNumber } from './answer-setup';
import { unescaped } from './gift-escapes';
import { type GiftFormat, giftText } from './gift-text';
import type { MatchPair } from './match-setup';
import { writtenNumber } from './written-number';

/**
 * The answers between a question's braces, read as Moodle's GIFT import reads each type. Weights
 * are percentages as written (`%50%`), null where none is written. Texts are plain text.
 */
export type GiftAnswers =
  | { type: 'description' }
  | { type: 'essay' }
  | { type: 'truefalse'; answer: boolean; wrongFeedback: string; rightFeedback: string }
  | { type: 'multichoice'; choices: GiftChoice[] }
  | { type: 'shortanswer'; answers: WeightedAnswer[] }
  | { type: 'numerical'; answers: WeightedNumber[]; wrongFeedback: string }
  | { type: 'match'; pairs: MatchPair[] };

export interface GiftChoice {
  /** Written with `=` (a right answer) rather than `~`. */
  right: boolean;
  weight: number | null;
  text: string;
  feedback: string;
}

/** `~wrong =right ~%50%half`: `=` and `~` start each answer, `#` its feedback. */
export function multichoiceAnswers(answerText: string, format: GiftFormat): GiftAnswers {
  const choices = answerParts(answerText.replace(/=/g, '~='), '~').map((part) => {
    const right = part.startsWith('=');
    const { weight, rest } = weighted(right ? part.slice(1) : part);
    const { answer, feedback } = withFeedback(rest, format);
    return { right, weight, text: nonEmpty(answer, answerText), feedback };
  });
  return { type: 'multichoice', choices };
}

/** `=answer =%50%partly#feedback`: every answer accepted, with full marks unless weighted. */
export function shortAnswers(answerText: string, format: GiftFormat): GiftAnswers {
  const answers = answerParts(answerText, '=').map((part) => {
    const { weight, rest } = weighted(part);
    const { answer, feedback } = withFeedback(rest, format);
    return { weight, text: nonEmpty(answer, answerText), feedback };
  });
  return { type: 'shortanswer', answers };
}

/**
 * After `#`: `value`, `value:margin` or `minimum..maximum`, or several as `=%weight%value:margin`;
 * what follows a `~` is the feedback for any other number.
 */
export function numericalAnswers(answerText: string, format: GiftFormat): GiftAnswers {
  const tilde = answerText.indexOf('~');
  const wrongFeedback = tilde < 0 ? '' : withFeedback(answerText.slice(tilde), format).feedback;
  const parts = answerParts(tilde < 0 ? answerText : answerText.slice(0, tilde), '=');
  if (parts.length === 0)
    throw new QuestionFileFailure('quiz.import.malformed', { detail: quote(`{#${unescaped(answerText)}}`) });
  const answers = parts.map((part) => {
    const { weight, rest } = weighted(part);
    const { answer, feedback } = withFeedback(rest, format);
    return { weight, feedback, ...numberAnswer(nonEmpty(answer, `#${answerText}`)) };
  });
  return { type: 'numerical', answers, wrongFeedback };
}

/** `=item -> match`, at least one; `= -> match` is a choice that matches no item. */
export function matchPairs(answerText: string, format: GiftFormat): GiftAnswers {
  const pairs = answerParts(answerText, '=').map((part) => {
    const arrow = part.indexOf('->');
    if (arrow < 0)
      throw new QuestionFileFailure('quiz.import.malformed', { detail: quote(`=${unescaped(part)}`) });
    const feedback = part.indexOf('#');
    if (feedback >= 0) {
      throw new QuestionFileFailure('quiz.import.feedback', {
        feedback: quote(giftText(part.slice(feedback + 1), format)),
      });
    }
    const item = giftText(part.slice(0, arrow), format);
    // Moodle reads the match as plain text, whatever the question's format.
    const match = giftText(part.slice(arrow + 2), 'plain');
    if (!match)
      throw new QuestionFileFailure('quiz.import.malformed', { detail: quote(`=${unescaped(part)}`) });
    return { item, match };
  });
  return { type: 'match', pairs };
}

/** `T`, `TRUE`, `F` or `FALSE`, then `#feedback when wrong#feedback when right`. */
export function trueFalseAnswer(answerText: string, format: GiftFormat): GiftAnswers {
  const [answer = '', wrong = '', right = ''] = splitAt(answerText, '#', 3);
  const truth = answer.trim().startsWith('T');
  return {
    type: 'truefalse',
    answer: truth,
    wrongFeedback: giftText(wrong, format),
    rightFeedback: giftText(right, format),
  };
}

/** A numerical answer's value and margin, from `value`, `value:margin` or `minimum..maximum`. */
function numberAnswer(written: string): { value: number | 'any'; tolerance: number } {
  if (written === '*') return { value: 'any', tolerance: 0 };
  const range = written.indexOf('..');
  if (range > 0) {
    const minimum = writtenNumber(written.slice(0, range), written);
    const maximum = writtenNumber(written.slice(range + 2), written);
    return { value: clean((minimum + maximum) / 2), tolerance: clean((maximum - minimum) / 2) };
  }
  const colon = written.indexOf(':');
  if (colon > 0) {
    return {
      value: writtenNumber(written.slice(0, colon), written),
      tolerance: writtenNumber(written.slice(colon + 1), written),
    };
  }
  return { value: writtenNumber(written, written), tolerance: 0 };
}

/** A computed value without binary fractions' noise: 3.1415 rather than 3.1414999999999997. */
function clean(value: number): number {
  return Number(value.toPrecision(12));
}

/** The answers of a list split at each `marker`, trimmed; nothing before the first one is dropped. */
function answerParts(answerText: string, marker: string): string[] {
  const parts = answerText.split(marker).map((part) => part.trim());
  if (parts[0] === '') parts.shift();
  return parts;
}

const WEIGHT = /^%\s*(-?(?:\d+(?:\.\d*)?|\.\d+))\s*%/;

/** An answer's leading `%weight%`, when it has one, and the rest of it. */
function weighted(part: string): { weight: number | null; rest: string } {
  const match = WEIGHT.exec(part);
  if (!match) return { weight: null, rest: part };
  return { weight: Number(match[1]), rest: part.slice(match[0].length) };
}

/** An answer and the feedback after its first `#`, each as plain text. */
function withFeedback(part: string, format: GiftFormat): { answer: string; feedback: string } {
  const [answer = '', feedback = ''] = splitAt(part, '#', 2);
  return { answer: giftText(answer, format), feedback: giftText(feedback, format) };
}

/** `text` cut at `separator` into at most `count` pieces, the last one holding the rest (PHP's explode). */
function splitAt(text: string, separator: string, count: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (pieces.length < count - 1) {
    const at = rest.indexOf(separator);
    if (at < 0) break;
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at + separator.length);
  }
  return [...pieces, rest];
}

/** An answer's text, or a failure quoting the answers when it is empty. */
function nonEmpty(text: string, answerText: string): string {
  if (text === '')
    throw new QuestionFileFailure('quiz.import.malformed', { detail: quote(`{${unescaped(answerText)}}`) });
  return text;
}
