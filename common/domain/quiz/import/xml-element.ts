/**
 * An element as fast-xml-parser gives it with the options of moodle-xml-document.ts: its children
 * by name, each name a list; its attributes as `@_name`; its text (CDATA included) as `#text`.
 */
export type XmlElement = { readonly [key: string | symbol]: unknown };

/** The children of `node` named `name`, in document order. */
export function elements(node: XmlElement | undefined, name: string): XmlElement[] {
  const children = node?.[name];
  return Array.isArray(children) ? (children as XmlElement[]) : [];
}

/** The first child of `node` named `name`. */
export function element(node: XmlElement | undefined, name: string): XmlElement | undefined {
  return elements(node, name)[0];
}

export function attribute(node: XmlElement | undefined, name: string): string | undefined {
  const value = node?.[`@_${name}`];
  return typeof value === 'string' ? value : undefined;
}

/** The text of `node` itself, as written (empty for no node). */
export function ownText(node: XmlElement | undefined): string {
  const text = node?.['#text'];
  return typeof text === 'string' ? text : '';
}

/** The trimmed text of the first child of `node` named `name` (Moodle's `<name><text>…</text></name>`). */
export function childText(node: XmlElement | undefined, name: string): string {
  return ownText(element(node, name)).trim();
}
