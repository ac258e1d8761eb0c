import { QuestionFileFailure } from '../question-file-failure';
import {
  type GiftAnswers,
  matchPairs,
  multichoiceAnswers,
  numericalAnswers,
  shortAnswers,
  trueFalseAnswer,
} from './gift-answers';
import { unescaped } from './gift-escapes';
import { type GiftFormat, giftText, plainText, withFormat } from './gift-text';
import { GAP_MARK } from './setup-common';

/** One question of a GIFT file as the file says it, before it becomes a Kelas setup. */
export interface GiftQuestion {
  /** Plain text, with GAP_MARK where the answers stood when text follows them (missing word). */
  text: string;
  /** Feedback for every answer (after `####`), as plain text. */
  generalFeedback: string;
  answers: GiftAnswers;
}

/**
 * A question's `::name::` and the rest of its (escaped) text; no name when the text does not start
 * with one. As in Moodle, a `::` that is never closed is dropped and the question has no name.
 */
export function questionName(text: string): { name: string | null; rest: string } {
  if (!text.startsWith('::')) return { name: null, rest: text };
  const end = text.indexOf('::', 2);
  if (end < 0) return { name: null, rest: text.slice(2).trim() };
  const name = unescaped(text.slice(2, end)).replace(/\s+/g, ' ').trim();
  return { name: name || null, rest: text.slice(end + 2).trim() };
}

const TRUE_FALSE = new Set(['T', 'TRUE', 'F', 'FALSE']);

/**
 * A question from its (escaped) text after its name: the text, and the answers between its braces,
 * whose first characters say the type as Moodle reads them. No braces: a description. Text after
 * the closing brace makes it a "missing word" question, the answers standing where the braces are.
 */
export function giftQuestion(text: string): GiftQuestion {
  const open = text.indexOf('{');
  const close = text.indexOf('}');
  if (open < 0 && close < 0) {
    const { format, body } = withFormat(text, 'moodle');
    return { text: plainText(body, format), generalFeedback: '', answers: { type: 'description' } };
  }
  const after = text.slice(close + 1);
  const inside = text.slice(open + 1, close);
  if (open < 0 || close < open || /[{}]/.test(after) || inside.includes('{')) {
    throw new QuestionFileFailure('quiz.import.braces');
  }
  const written = after.trim() === '' ? text.slice(0, open) : `${text.slice(0, open)}${GAP_MARK}${after}`;
  const { format, body } = withFormat(written, 'moodle');

  let answerText = inside.trim();
  let generalFeedback = '';
  const general = answerText.lastIndexOf('####');
  if (general >= 0) {
    generalFeedback = giftText(answerText.slice(general + 4), format);
    answerText = answerText.slice(0, general).trim();
  }
  return { text: plainText(body, format), generalFeedback, answers: answersOf(answerText, format) };
}

/** The answers by the type Moodle reads in them, in its order: `#` numerical, `~` multiple choice… */
function answersOf(answerText: string, format: GiftFormat): GiftAnswers {
  if (answerText === '') return { type: 'essay' };
  if (answerText.startsWith('#')) return numericalAnswers(answerText.slice(1), format);
  if (answerText.includes('~')) return multichoiceAnswers(answerText, format);
  if (answerText.includes('=') && answerText.includes('->')) return matchPairs(answerText, format);
  const hash = answerText.indexOf('#');
  const answer = hash > 0 ? answerText.slice(0, hash).trim() : answerText;
  if (TRUE_FALSE.has(answer)) return trueFalseAnswer(answerText, format);
  return shortAnswers(answerText, format);
}
