import { GAP_MARK, type ImportSetup, type ImportWords } from './setup-common';

/**
 * A fill in the blanks text from `text` with a GAP_MARK where each gap stood, each gap taking its
 * `accepted` answers in order. A first paragraph without a gap (before a blank line) is the
 * instructions; without one, the caller's words.
 */
export function gapsSetup(
  text: string,
  accepted: string[][],
  caseSensitive: boolean,
  points: number,
  words: ImportWords,
): ImportSetup {
  const breakAt = text.indexOf('\n\n');
  const head = breakAt < 0 ? '' : text.slice(0, breakAt);
  const instructed = head !== '' && !head.includes(GAP_MARK);
  const passageText = instructed ? text.slice(breakAt + 2) : text;
  const pieces = passageText.split(GAP_MARK);
  const passage = pieces.flatMap((piece, at) => [
    ...(piece ? [{ text: piece }] : []),
    ...(at < pieces.length - 1 ? [{ gapId: `g${at + 1}` }] : []),
  ]);
  return {
    widgetType: 'fill_in_the_blanks',
    setup: {
      question: instructed ? head : words.blanksQuestion,
      passage,
      answerKey: {
        gaps: Object.fromEntries(accepted.map((answers, at) => [`g${at + 1}`, answers])),
        caseSensitive,
      },
      points,
    },
  };
}
