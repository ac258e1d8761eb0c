import type { PassagePart } from '../../../../common/domain/quiz/fill-in-the-blanks-setup';
import { newOptionIds } from './option-id';

/**
 * The notation in which an author writes a fill in the blanks passage: text, and each gap between
 * asterisks with its accepted answers separated by slashes, `*colour/color*`. A backslash makes
 * the next asterisk, slash or backslash a character of the text or the answer (`\*`, `\/`, `\\`);
 * before any other character it is a backslash itself. Outside a gap, a slash is text.
 */

/** A part of a passage as written: text, or a gap with its accepted answers (no id yet). */
export type WrittenPart = { text: string } | { answers: string[] };

/** Why a notation is no passage: a gap left open, or a gap without an answer (`**`). */
export type GapNotationError = 'unclosed' | 'emptyGap';

export type ParsedNotation = { ok: true; parts: WrittenPart[] } | { ok: false; error: GapNotationError };

const ESCAPED = new Set(['*', '/', '\\']);

/**
 * The parts `notation` writes: text as it is, gaps with their answers trimmed (an empty one, as
 * in `*colour/*` while the next is typed, is dropped).
 */
export function parseGapNotation(notation: string): ParsedNotation {
  const parts: WrittenPart[] = [];
  // The text, or the answer, being read; inside a gap, the answers read before it.
  let piece = '';
  let gap: string[] | null = null;
  for (let at = 0; at < notation.length; at += 1) {
    const char = notation[at]!;
    const next = notation[at + 1];
    if (char === '\\' && next !== undefined && ESCAPED.has(next)) {
      piece += next;
      at += 1;
    } else if (char === '*' && !gap) {
      if (piece) parts.push({ text: piece });
      piece = '';
      gap = [];
    } else if (gap && (char === '/' || char === '*')) {
      gap.push(piece.trim());
      piece = '';
      if (char === '*') {
        const answers = gap.filter((answer) => answer !== '');
        if (answers.length === 0) return { ok: false, error: 'emptyGap' };
        parts.push({ answers });
        gap = null;
      }
    } else {
      piece += char;
    }
  }
  if (gap) return { ok: false, error: 'unclosed' };
  if (piece) parts.push({ text: piece });
  return { ok: true, parts };
}

// A backslash is written twice only where it would otherwise escape what follows it.
const escapedText = (text: string) => text.replace(/\\(?=[*/\\]|$)|\*/g, '\\$&');
const escapedAnswer = (answer: string) => answer.replace(/\\(?=[*/\\]|$)|[*/]/g, '\\$&');

/** The notation of `parts`, which parses back to them. */
export function writeGapNotation(parts: readonly WrittenPart[]): string {
  return parts
    .map((part) =>
      'text' in part ? escapedText(part.text) : `*${part.answers.map(escapedAnswer).join('/')}*`,
    )
    .join('');
}

/** A stored passage as written parts, each gap with its accepted answers from `gaps`. */
export function writtenPartsOf(
  passage: readonly PassagePart[],
  gaps: Readonly<Record<string, readonly string[]>>,
): WrittenPart[] {
  return passage.map((part) => ('text' in part ? part : { answers: [...(gaps[part.gapId] ?? [])] }));
}

/**
 * The passage and answer key to store for written parts. The gap at each place takes the id of
 * the gap that was there before (`previousIds`, in reading order), so a learner's saved answers
 * still apply after an edit; a gap at a new place gets a new id.
 */
export function withGapIds(
  parts: readonly WrittenPart[],
  previousIds: readonly string[],
): { passage: PassagePart[]; gaps: Record<string, string[]> } {
  const gapCount = parts.filter((part) => 'answers' in part).length;
  const ids = [
    ...previousIds.slice(0, gapCount),
    ...newOptionIds(Math.max(0, gapCount - previousIds.length), previousIds),
  ];
  const gaps: Record<string, string[]> = {};
  let index = 0;
  const passage = parts.map((part): PassagePart => {
    if ('text' in part) return { text: part.text };
    const gapId = ids[index]!;
    index += 1;
    gaps[gapId] = part.answers;
    return { gapId };
  });
  return { passage, gaps };
}
