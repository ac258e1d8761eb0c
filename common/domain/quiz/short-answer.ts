import { type Mark, markOf } from './mark';
import type { ShortAnswerSetup } from './short-answer-setup';

/** What only the marking knows of a short answer question (its accepted answers and rules). */
export type ShortAnswerKey = ShortAnswerSetup['answerKey'];
type WhitespaceRule = Extract<ShortAnswerKey, { kind: 'text' }>['whitespace'];

function normalised(text: string, caseSensitive: boolean, whitespace: WhitespaceRule): string {
  const spaced =
    whitespace === 'exact'
      ? text
      : whitespace === 'collapse'
        ? text.trim().replace(/\s+/g, ' ')
        : text.replace(/\s+/g, '');
  // NFC, so an accented letter typed as one code point or as two matches either way.
  const composed = spaced.normalize('NFC');
  return caseSensitive ? composed : composed.toLocaleLowerCase();
}

/**
 * A typed number: digits with one decimal separator, a dot or (as Indonesian and Malay write it)
 * a comma, an optional sign and exponent; thousands separators are not accepted, since "1,500"
 * would be a decimal in one language and a thousand and a half in another. Null when it is not one.
 */
export function typedNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)(e[+-]?\d+)?$/i.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** Mark a typed answer: the best accepted answer it matches gives its fraction of the points. */
export function markShortAnswer(key: ShortAnswerKey, typed: string, maxScore: number): Mark {
  let best: { fraction: number; feedback: string } | undefined;
  if (key.kind === 'text') {
    const answer = normalised(typed, key.caseSensitive, key.whitespace);
    for (const accepted of key.answers) {
      if (normalised(accepted.text, key.caseSensitive, key.whitespace) !== answer) continue;
      if (!best || accepted.fraction > best.fraction) best = accepted;
    }
  } else {
    const value = typedNumber(typed);
    for (const accepted of key.answers) {
      // A hair of slack for binary fractions: 0.1 + 0.2 is within 0.3 ± 0.
      const slack = 1e-9 * Math.max(1, Math.abs(accepted.value));
      if (value === null || Math.abs(value - accepted.value) > accepted.tolerance + slack) continue;
      if (!best || accepted.fraction > best.fraction) best = accepted;
    }
  }
  return best
    ? markOf(best.fraction, maxScore, [best.feedback])
    : markOf(0, maxScore, [key.otherwiseFeedback]);
}
