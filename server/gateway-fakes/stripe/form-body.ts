// Stripe's request bodies and query strings: application/x-www-form-urlencoded with bracket
// notation for nested hashes and arrays (`metadata[order]=7`, `allowed_payment_method_types[0]=card`,
// `transfer_data[destination]=acct_1`, `expand[]=latest_charge`), decoded into plain values.

/** A decoded parameter: a string, a list or a hash of them. */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [name: string]: FormValue;
}

/** A body Stripe would refuse as malformed (a name that is not bracket notation, or a clash). */
export class FormBodyError extends Error {}

/** The segments of a parameter name: `a[b][0]` → ['a', 'b', '0']; `a[]` → ['a', '']. */
function segmentsOf(name: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) throw new FormBodyError(`Invalid parameter name: ${name}`);
  return [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((found) => found[1]!)];
}

const isIndex = (segment: string) => segment === '' || /^\d+$/.test(segment);

/**
 * Containers are built as null-prototype hashes (so a name such as `__proto__` is just a name);
 * those addressed by indices become arrays at the end, gaps closed (`a[0]` and `a[5]` make two items).
 */
type Container = Record<string, FormValue>;

export function decodeForm(text: string): FormObject {
  const lists = new WeakSet<Container>();
  const newContainer = (asList: boolean): Container => {
    const container: Container = Object.create(null);
    if (asList) lists.add(container);
    return container;
  };
  const root = newContainer(false);

  for (const [name, value] of new URLSearchParams(text)) {
    const segments = segmentsOf(name);
    let container = root;
    segments.forEach((segment, position) => {
      if (lists.has(container) !== isIndex(segment) && container !== root) {
        throw new FormBodyError(`Invalid parameter name: ${name} mixes a list and a hash`);
      }
      // `[]` appends: its key is one past the highest index so far.
      const key = segment === '' ? String(Math.max(-1, ...Object.keys(container).map(Number)) + 1) : segment;
      const next = segments[position + 1];
      if (next === undefined) {
        if (typeof container[key] === 'object') throw new FormBodyError(`Invalid parameter: ${name}`);
        container[key] = value;
        return;
      }
      const existing = container[key];
      if (typeof existing === 'string') throw new FormBodyError(`Invalid parameter: ${name}`);
      if (existing === undefined) container[key] = newContainer(isIndex(next));
      container = container[key] as Container;
    });
  }

  const finish = (value: FormValue): FormValue => {
    if (typeof value === 'string') return value;
    const container = value as Container;
    // Index keys enumerate in ascending numeric order, so a list comes out in index order.
    if (lists.has(container)) return Object.keys(container).map((key) => finish(container[key]!));
    for (const key of Object.keys(container)) container[key] = finish(container[key]!);
    return container;
  };
  return finish(root) as FormObject;
}
