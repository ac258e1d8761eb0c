/**
 * GIFT's escapes. A backslash takes away the meaning of a control character (`\~ \= \# \{ \} \:`),
 * `\\` is a backslash and `\n` a new line; any other backslash stays as written. Escaped characters
 * are first swapped for Unicode noncharacters, which no text carries, so the grammar's splits on
 * `~ = # { } :` pass over them; `unescaped` gives them back once a piece of text is cut out.
 */

const ESCAPABLE: Readonly<Record<string, string>> = {
  ':': '\uFDD0',
  '#': '\uFDD1',
  '=': '\uFDD2',
  '{': '\uFDD3',
  '}': '\uFDD4',
  '~': '\uFDD5',
  n: '\uFDD6',
};
const RESTORED: Readonly<Record<string, string>> = {
  '\uFDD0': ':',
  '\uFDD1': '#',
  '\uFDD2': '=',
  '\uFDD3': '{',
  '\uFDD4': '}',
  '\uFDD5': '~',
  '\uFDD6': '\n',
};

/** Where the answers stood inside a question's text (GIFT's "missing word" form). */
export const GAP_MARK = '\uFDDF';

/** The noncharacters this module gives a meaning: dropped from a file before it is read. */
const NONCHARACTERS = /[\uFDD0-\uFDEF]/g;

/** `text` with its escapes swapped for placeholders (and any stray noncharacter dropped). */
export function escaped(text: string): string {
  return text
    .replace(NONCHARACTERS, '')
    .replace(/\\([\\:#={}~n])/g, (_escape, character: string) =>
      character === '\\' ? '\\' : (ESCAPABLE[character] ?? character),
    );
}

/** `text` with the escaped characters' placeholders back as the characters they stand for. */
export function unescaped(text: string): string {
  return text.replace(/[\uFDD0-\uFDD6]/g, (placeholder) => RESTORED[placeholder] ?? '');
}
