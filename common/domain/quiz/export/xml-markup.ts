/** What XML 1.0 cannot hold even escaped (control characters but tab and line breaks, U+FFFE, U+FFFF): left out. */
const NOT_XML = /(?![\t\n\r])\p{Cc}|[\uFFFE\uFFFF]/gu;

/**
 * Line breaks are written as references: kept in text however it is indented, and not read as
 * spaces in an attribute (nor a tab).
 */
const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\n': '&#10;',
  '\r': '&#13;',
  '\t': '&#9;',
};

/** Text as XML character data. */
export function escapedText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>\n\r]/g, (character) => ESCAPES[character]!);
}

function escapedAttribute(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"\n\r\t]/g, (character) => ESCAPES[character]!);
}

/** Attributes by name; one that is undefined is left out. */
export type Attributes = Readonly<Record<string, string | number | boolean | undefined>>;

/**
 * An element of `name` with `attributes` around `content`, markup written as is (escape text with
 * escapedText); without content it is an empty element (`<br/>`).
 */
export function element(name: string, attributes: Attributes = {}, content = ''): string {
  const written = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${escapedAttribute(String(value))}"`)
    .join('');
  return content === '' ? `<${name}${written}/>` : `<${name}${written}>${content}</${name}>`;
}

/**
 * An element holding only elements, each on a line of its own and indented: never one with text
 * of its own, where the line breaks would be read as spaces. Empty children are left out.
 */
export function parent(name: string, attributes: Attributes, children: ReadonlyArray<string>): string {
  const lines = children.filter(Boolean).flatMap((child) => child.split('\n').map((line) => `  ${line}`));
  return element(name, attributes, lines.length === 0 ? '' : `\n${lines.join('\n')}\n`);
}

/** An XML file of UTF-8 text with `root`. */
export function xmlFile(root: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root}\n`;
}

/** Plain text as XHTML inside a paragraph: escaped, each line break a `<br/>`. */
export function inlineText(text: string): string {
  return text
    .split(/\r\n?|\n/)
    .map(escapedText)
    .join('<br/>');
}

/** Plain text as XHTML paragraphs: one `<p>` for each part between blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/(?:\r\n?|\n)[ \t]*(?:\r\n?|\n)\s*/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => element('p', {}, inlineText(paragraph)));
}
