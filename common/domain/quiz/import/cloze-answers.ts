import { QuestionFileFailure, quote } from '../question-file-failure';
import { literalAnswer } from './answer-setup';
import { decodedEntities } from './html-text';

/** An escape, an entity (`&#35;` is no `#`) or any other character: what the answers are split between. */
const TOKEN = /\\[\s\S]|&#?[a-z0-9]+;|[\s\S]/gi;
/** `=`, or `%weight%`, before an answer. */
const FRACTION = /^(?:=|%(-?\d+(?:[.,]\d*)?)%)/;

/**
 * The answers of a short answer gap (`=right#feedback~%50%partly~wrong#why`) that take full marks,
 * refusing what a gap cannot keep; the escapes `\}`, `\#`, `\~` and the entities of Moodle's HTML
 * editor undone, and `\*` kept for the accepted answer's own rule (an asterisk, not any text).
 */
export function clozeAnswers(written: string): string[] {
  const alternatives: Array<{ answer: string; feedback: string | null }> = [{ answer: '', feedback: null }];
  for (const [token] of written.matchAll(TOKEN)) {
    const current = alternatives[alternatives.length - 1]!;
    if (token === '~') alternatives.push({ answer: '', feedback: null });
    else if (current.feedback !== null) current.feedback += token;
    else if (token === '#') current.feedback = '';
    else current.answer += token;
  }
  const accepted: string[] = [];
  for (const { answer, feedback } of alternatives) {
    const fraction = FRACTION.exec(answer);
    const weight = fraction ? Number((fraction[1] ?? '100').replace(',', '.')) : 0;
    const text = answerText(answer.slice(fraction?.[0].length ?? 0));
    const said = answerText(feedback ?? '');
    if (said) throw new QuestionFileFailure('quiz.import.feedback', { feedback: quote(said) });
    if (weight === 0) continue;
    if (weight !== 100) throw new QuestionFileFailure('quiz.import.weights', { weights: `${weight}%` });
    accepted.push(literalAnswer(text));
  }
  return accepted;
}

function answerText(written: string): string {
  return decodedEntities(written.replace(/\\([}#~])/g, '$1')).trim();
}
