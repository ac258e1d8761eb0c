/**
 * The formats Moodle keeps text in: `html`, `moodle` (Moodle's auto-format: text whose line
 * breaks show), `markdown` and `plain`. Kelas keeps plain text.
 */
export type TextFormat = 'moodle' | 'html' | 'markdown' | 'plain';

/**
 * The plain text Kelas keeps of a text in `format`: HTML turned into its text (tags dropped,
 * paragraphs and line breaks as new lines, entities decoded), and the other formats as written,
 * since Moodle's, Markdown and plain text read well as they are.
 */
export function formattedText(text: string, format: TextFormat): string {
  return (format === 'html' ? htmlText(text) : text).trim();
}

const BLOCK_END = /<\/(?:p|div|li|h[1-6]|tr|blockquote|pre|ul|ol|table|dd|dt)\s*>/gi;

/** The text a browser shows of `html`, with its paragraphs and line breaks as new lines. */
export function htmlText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(BLOCK_END, '\n')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  return decodedEntities(text)
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n');
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  minus: '−',
  le: '≤',
  ge: '≥',
  ne: '≠',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  sect: '§',
  micro: 'µ',
  sup2: '²',
  sup3: '³',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  pi: 'π',
};

/** `text` with HTML's character references decoded; an unknown one stays as written. */
export function decodedEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/gi, (reference, name: string) => {
    if (!name.startsWith('#')) return Object.hasOwn(NAMED_ENTITIES, name) ? NAMED_ENTITIES[name]! : reference;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    const storable = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
    return storable ? String.fromCodePoint(code) : reference;
  });
}
