import { type EntityDecoderOptions, XMLParser, XMLValidator } from 'fast-xml-parser';
import { QuestionFileFailure, quote } from '../question-file-failure';
import { elements, type XmlElement } from './xml-element';

const XML_ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * XML's own character references only: the five named entities and numeric references. A
 * DOCTYPE's entities are never expanded (Moodle and QTI write no DOCTYPE), so a file cannot grow
 * itself ("billion laughs") nor pull in anything; an unknown reference stays as written.
 */
export const STANDARD_ENTITIES: EntityDecoderOptions = {
  setExternalEntities: () => undefined,
  addInputEntities: () => undefined,
  reset: () => undefined,
  setXmlVersion: () => undefined,
  decode: (text) =>
    text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (reference, name: string) => {
      if (!name.startsWith('#')) return Object.hasOwn(XML_ENTITIES, name) ? XML_ENTITIES[name]! : reference;
      const code = name[1] === 'x' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      const storable = code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff);
      return storable ? String.fromCodePoint(code) : reference;
    }),
};

const parser = new XMLParser({
  ignoreAttributes: false,
  // Text as written: "1.0" stays a string, and the spaces of markdown and plain text are kept.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  alwaysCreateTextNode: true,
  // Every element a list, as Moodle's own reader (xmlize) gives them: one answer or many alike.
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  entityDecoder: STANDARD_ENTITIES,
  captureMetaData: true,
});
// Typed as the `Symbol` object; it is a symbol, under which each element keeps its offset.
const META = XMLParser.getMetaDataSymbol() as unknown as symbol;

/** The questions of a Moodle XML file, in order, with the line each starts on. */
export interface MoodleDocument {
  questions: XmlElement[];
  lineOf: (question: XmlElement) => number | null;
}

/**
 * Read a Moodle XML file (`<quiz>` holding `<question type="…">`), or fail saying why it is not
 * one: not well-formed XML (with the line), or another root element.
 */
export function moodleDocument(file: string): MoodleDocument {
  const text = file.replace(/^\uFEFF/, '');
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new QuestionFileFailure('quiz.import.xml', { detail: `line ${valid.err.line}: ${valid.err.msg}` });
  }
  const root = parser.parse(text) as XmlElement;
  const [quiz] = elements(root, 'quiz');
  if (!quiz) {
    const found = Object.keys(root).find((name) => !name.startsWith('?'));
    throw new QuestionFileFailure('quiz.import.xml', { detail: quote(`<${found ?? ''}> instead of <quiz>`) });
  }
  const lineStarts = [0, ...[...text.matchAll(/\n/g)].map((match) => match.index + 1)];
  return { questions: elements(quiz, 'question'), lineOf: (question) => lineAt(lineStarts, question) };
}

/** The line (from 1) an element starts on: the last line start at or before its offset. */
function lineAt(lineStarts: readonly number[], node: XmlElement): number | null {
  const offset = (node[META] as { startIndex?: number } | undefined)?.startIndex;
  if (offset === undefined) return null;
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if ((lineStarts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}
