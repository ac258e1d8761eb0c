/**
 * Braintree's XML dialect, as its gateway writes it and the Node SDK reads it (xml2js, then
 * Util.convertNodeToObject): dashed element names, `type="integer|boolean|datetime|date|array"`
 * attributes, `nil="true"` for null. Arrays name their items, since the SDK ignores the item
 * element's name but a reader of the raw XML does not.
 */

const TYPED = Symbol('typed');

/** A value with an explicit `type` attribute the SDK leaves as text (a date, a symbol). */
interface Typed {
  readonly [TYPED]: 'date' | 'symbol';
  readonly text: string;
}

/** An array of `itemName` elements. */
export class XmlArray {
  constructor(
    readonly itemName: string,
    readonly items: readonly XmlValue[],
  ) {}
}

export type XmlValue = string | number | boolean | null | Date | Typed | XmlArray | XmlNode;
export interface XmlNode {
  readonly [name: string]: XmlValue | undefined;
}

/** A `type="date"` element (YYYY-MM-DD). */
export function xmlDate(date: Date): Typed {
  return { [TYPED]: 'date', text: date.toISOString().slice(0, 10) };
}

/** A `type="symbol"` element, as error attributes are written. */
export function xmlSymbol(text: string): Typed {
  return { [TYPED]: 'symbol', text };
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function element(name: string, value: XmlValue): string {
  if (value === null) return `<${name} nil="true"/>`;
  if (typeof value === 'string') return `<${name}>${escapeXml(value)}</${name}>`;
  if (typeof value === 'boolean') return `<${name} type="boolean">${value}</${name}>`;
  if (typeof value === 'number') return `<${name} type="integer">${Math.trunc(value)}</${name}>`;
  // Braintree writes whole seconds in UTC: 2024-05-01T08:00:00Z.
  if (value instanceof Date)
    return `<${name} type="datetime">${value.toISOString().replace(/\.\d{3}Z$/, 'Z')}</${name}>`;
  if (value instanceof XmlArray)
    return `<${name} type="array">${value.items.map((item) => element(value.itemName, item)).join('')}</${name}>`;
  if (TYPED in value) return `<${name} type="${value[TYPED]}">${escapeXml(value.text)}</${name}>`;
  return `<${name}>${children(value)}</${name}>`;
}

function children(node: XmlNode): string {
  return Object.entries(node)
    .filter((entry): entry is [string, XmlValue] => entry[1] !== undefined)
    .map(([name, value]) => element(name, value))
    .join('');
}

/** A whole document: the declaration and one root element. */
export function xmlDocument(rootName: string, root: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${element(rootName, root)}\n`;
}

/** The request's JSON (underscored keys) as the `<params>` echo of an error response. */
export function paramsNode(value: unknown): XmlNode {
  const node: Record<string, XmlValue> = {};
  if (typeof value !== 'object' || value === null) return node;
  for (const [key, item] of Object.entries(value)) {
    const name = key.replaceAll('_', '-');
    if (typeof item === 'object' && item !== null && !Array.isArray(item)) node[name] = paramsNode(item);
    else if (typeof item === 'string' || typeof item === 'boolean') node[name] = String(item);
    else if (typeof item === 'number') node[name] = String(item);
  }
  return node;
}
