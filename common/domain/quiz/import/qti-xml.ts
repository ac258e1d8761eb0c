import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { QuestionFileFailure, quote } from '../question-file-failure';
import { STANDARD_ENTITIES } from './moodle-xml-document';
import type { XmlElement } from './xml-element';

const NAME = Symbol('name');
const CONTENT = Symbol('content');

// In document order, as an item body's text and the interactions inside it need.
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  entityDecoder: STANDARD_ENTITIES,
});

/** A node as fast-xml-parser gives it in order: `{ tag: [nodes], ':@': attributes }` or `{ '#text': … }`. */
type OrderedNode = Record<string, unknown>;

/** An element's children and text in document order. */
export type XmlContent = XmlElement | string;

/** The files an IMS QTI 2.x reader knows: an item or test, or a content package's manifest. */
type XmlFailure = 'quiz.import.qti' | 'quiz.import.package';

/** The root element of an XML file and the namespace it is in (undefined when it declares none). */
export interface XmlRoot {
  root: XmlElement;
  namespace: string | undefined;
}

/**
 * Read an XML file of a QTI item, test or manifest, or fail with `failure` saying why it is not
 * well-formed, and where (the file's `path` in a package, the line). Each element is shaped as
 * xml-element.ts reads them (children by name, `@_` attributes, its own text as `#text`), named
 * without its namespace prefix (`qti:itemBody` is an `itemBody`: QTI files use a default namespace
 * or a prefix alike), and keeps its content in document order (`contentOf`). Nesting deeper than
 * the parser's limit (100) is refused, not recursed into.
 */
export function xmlRoot(file: string, failure: XmlFailure, path = ''): XmlRoot {
  const text = file.replace(/^\uFEFF/, '');
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const where = `${path ? `${path}, ` : ''}line ${valid.err.line}`;
    throw new QuestionFileFailure(failure, { detail: `${where}: ${valid.err.msg}` });
  }
  let nodes: OrderedNode[];
  try {
    nodes = parser.parse(text) as OrderedNode[];
  } catch (error) {
    if (!(error instanceof Error)) throw error;
    throw new QuestionFileFailure(failure, { detail: quote(`${path ? `${path}, ` : ''}${error.message}`) });
  }
  const rootNode = nodes.find((node) => !tagOf(node).startsWith('?'));
  if (!rootNode) throw new QuestionFileFailure(failure, { detail: 'no root element' });
  const tag = tagOf(rootNode);
  const prefix = tag.includes(':') ? tag.slice(0, tag.indexOf(':')) : '';
  const root = converted(rootNode) as XmlElement;
  const namespace = root[prefix ? `@_xmlns:${prefix}` : '@_xmlns'];
  return { root, namespace: typeof namespace === 'string' ? namespace.trim() : undefined };
}

/** An element's name without its namespace prefix. */
export function nameOf(node: XmlElement): string {
  return node[NAME] as string;
}

/** An element's text and elements in document order. */
export function contentOf(node: XmlElement | undefined): readonly XmlContent[] {
  return (node?.[CONTENT] as XmlContent[] | undefined) ?? [];
}

/** The elements inside `node` at any depth, in document order, that `wanted` picks. */
export function descendants(node: XmlElement | undefined, wanted: (name: string) => boolean): XmlElement[] {
  return contentOf(node).flatMap((part) =>
    typeof part === 'string' ? [] : [...(wanted(nameOf(part)) ? [part] : []), ...descendants(part, wanted)],
  );
}

function tagOf(node: OrderedNode): string {
  return Object.keys(node).find((key) => key !== ':@') ?? '';
}

function converted(node: OrderedNode): XmlContent {
  const tag = tagOf(node);
  if (tag === '#text') return String(node[tag]);
  const content = (node[tag] as OrderedNode[])
    .filter((child) => !tagOf(child).startsWith('?'))
    .map(converted);
  // No prototype: an element named `constructor` or `__proto__` is a child like any other.
  const element: Record<string | symbol, unknown> = Object.assign(Object.create(null), node[':@'], {
    [NAME]: tag.slice(tag.indexOf(':') + 1),
    [CONTENT]: content,
    '#text': content.filter((part) => typeof part === 'string').join(''),
  });
  for (const child of content) {
    if (typeof child === 'string') continue;
    const name = nameOf(child);
    element[name] = [...((element[name] as XmlElement[] | undefined) ?? []), child];
  }
  return element;
}
