import { unescaped } from './gift-escapes';
import { formattedText, type TextFormat } from './html-text';

/**
 * The formats a piece of GIFT text may name first: `[html]`, `[moodle]` (Moodle's default),
 * `[markdown]` and `[plain]`. Answers and feedback take the question text's format unless they
 * name their own.
 */
export type GiftFormat = TextFormat;

const FORMATS: ReadonlySet<string> = new Set<GiftFormat>(['moodle', 'html', 'markdown', 'plain']);

/** A piece of (escaped) GIFT text without its format prefix, and the format it is in. */
export function withFormat(raw: string, inherited: GiftFormat): { format: GiftFormat; body: string } {
  const trimmed = raw.trim();
  const end = trimmed.startsWith('[') ? trimmed.indexOf(']') : -1;
  const name = trimmed.slice(1, end);
  if (end > 0 && FORMATS.has(name)) return { format: name as GiftFormat, body: trimmed.slice(end + 1) };
  return { format: inherited, body: trimmed };
}

/** The plain text Kelas keeps of a piece of GIFT text in `format`, its escapes restored. */
export function plainText(body: string, format: GiftFormat): string {
  return formattedText(unescaped(body), format);
}

/** A piece of GIFT text, with its own format or the one it inherits, as plain text. */
export function giftText(raw: string, inherited: GiftFormat): string {
  const { format, body } = withFormat(raw, inherited);
  return plainText(body, format);
}
