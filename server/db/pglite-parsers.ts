import { type PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { queryNamed, queryNamedInTransaction } from './pglite-named-statements';
import { preparedNameOf } from './prepared';

// Drizzle sends parsers of its own with every PGlite query (dates, times and intervals, and their
// arrays, kept as PostgreSQL's text), and PGlite copies its whole table of type parsers (about 200,
// one per array type) to merge them, on every call: that copy was over half of what a signed-in
// read allocated, and ran the young-generation garbage collector three times as often, which
// showed in the tail latency (docs/performance.md). Instead the client's table gets Drizzle's
// parsers once, Drizzle's queries go without them, and the raw SQL path (pg-boss) gets PGlite's
// own parsers for those types back with each of its queries, so every path parses as before.
// Each type Drizzle reads as text, with the element type of the arrays among them (an array parser
// of PGlite's looks its element's parser up in the table when it runs).
const DRIZZLE_TEXT_TYPES: Record<number, number | null> = {
  1114: null, // timestamp
  1184: null, // timestamptz
  1186: null, // interval
  1082: null, // date
  1231: 1700, // numeric[]
  1115: 1114, // timestamp[]
  1185: 1184, // timestamptz[]
  1187: 1186, // interval[]
  1182: 1082, // date[]
};
const asText = (value: string) => value;

/**
 * The client Drizzle uses: its parsers dropped when they are those already installed, and a
 * prepared statement (db/prepared.ts) run as a named one. `tx` when it is a transaction's.
 */
function forDrizzle(pglite: PGlite): PGlite;
function forDrizzle(pglite: PGlite, tx: Transaction): Transaction;
function forDrizzle(pglite: PGlite, tx?: Transaction): PGlite | Transaction {
  const installed = new Set(Object.keys(DRIZZLE_TEXT_TYPES));
  const withoutInstalled = (options?: QueryOptions) => {
    if (!options?.parsers || !Object.keys(options.parsers).every((type) => installed.has(type))) {
      return options;
    }
    const { parsers: _installed, ...rest } = options;
    return rest;
  };
  const target = tx ?? pglite;
  // Only the methods Drizzle calls are replaced; the rest are the target's own.
  const client = Object.create(target) as Pick<PGlite, 'query' | 'transaction'>;
  client.query = <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    const name = preparedNameOf(text);
    if (!name) return target.query<T>(text, params, withoutInstalled(options));
    const named = { name, text, params: params ?? [], options: withoutInstalled(options) };
    if (!tx) return queryNamed<T>(pglite, named);
    if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
    return queryNamedInTransaction<T>(pglite, named);
  };
  if (!tx) client.transaction = (run) => pglite.transaction((inner) => run(forDrizzle(pglite, inner)));
  return client as PGlite | Transaction;
}

/**
 * Install Drizzle's text parsers in `client` once. Returns the client for Drizzle, and the
 * parsers that give raw SQL PGlite's own results for those types.
 */
export function splitParsers(client: PGlite): {
  drizzleClient: PGlite;
  rawParsers: QueryOptions['parsers'];
} {
  const own = { ...client.parsers };
  const rawParsers: NonNullable<QueryOptions['parsers']> = {};
  for (const [type, element] of Object.entries(DRIZZLE_TEXT_TYPES)) {
    const elementParser = element === null ? undefined : own[element];
    rawParsers[Number(type)] = elementParser
      ? (value: string) => types.arrayParser(value, elementParser, Number(type))
      : own[Number(type)]!;
    client.parsers[Number(type)] = asText;
  }
  return { drizzleClient: forDrizzle(client), rawParsers };
}
