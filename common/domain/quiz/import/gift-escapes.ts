import { withoutNoncharacters } from './setup-common';

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

/** `text` with its escapes swapped for placeholders (and any stray noncharacter dropped). */
export function escaped(text: string): string {
  return withoutNoncharacters(text).replace(/\\([\\:#={}~n])/g, (_escape, character: string) =>
    character === '\\' ? '\\' : (ESCAPABLE[character] ?? character),
  );
}

/** `text` with the escaped characters' placeholders back as the characters they stand for. */
export function unescaped(text: string): string {
  return text.replace(/[\uFDD0-\uFDD6]/g, (placeholder) => RESTORED[placeholder] ?? '');
}

/** `text` as a GIFT file writes it: a backslash before each control character and backslash, new lines as `\n`. */
export function giftEscaped(text: string): string {
  return text.replace(/[\\:#={}~]/g, (character) => `\\${character}`).replace(/\r\n|\r|\n/g, '\\n');
}
