import {
  messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

// PGlite sends every query as an unnamed statement, so PostgreSQL parses and plans it again on
// every call (Drizzle's PGlite session drops a prepared statement's name). Planning is most of what
// a hot statement costs: the course page statement took 2.6 ms that way and 0.35 ms as a named
// statement, measured on the same PGlite (docs/performance.md). So a statement built by
// db/prepared.ts is parsed once per PGlite instance under its name, and from then on only bound
// and executed, as node-postgres does on each pooled connection. The steps and locks are those of
// PGlite's own query(): the instance's transaction and query locks, the same parameter
// serializers and result parsing, and the same error (a DatabaseError carrying the query).
const { serialize } = protocol;

/** Per PGlite instance, the parameter types of each statement it has parsed under its name. */
const parsedOf = new WeakMap<PGlite, Map<string, number[]>>();

/** Parse `text` as the statement `name` once per instance; the types of its parameters. */
async function parameterTypes(pglite: PGlite, name: string, text: string): Promise<number[]> {
  let parsed = parsedOf.get(pglite);
  if (!parsed) {
    parsed = new Map();
    parsedOf.set(pglite, parsed);
  }
  const known = parsed.get(name);
  if (known) return known;
  const described = await pglite.execProtocolStream(
    Buffer.concat([
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]),
    { syncToFs: false },
  );
  const types = parse.parseDescribeStatementResults(described);
  parsed.set(name, types);
  return types;
}

/** A prepared statement's name and text, and what PGlite's query() would have been given with it. */
export interface NamedQuery {
  name: string;
  text: string;
  params: unknown[];
  options: QueryOptions | undefined;
}

/** Bind and execute the named statement, as PGlite's query() does an unnamed one. */
async function execute<T>(pglite: PGlite, { name, text, params, options }: NamedQuery): Promise<Results<T>> {
  try {
    const types = await parameterTypes(pglite, name, text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[types[index]!];
      return serializer ? serializer(value) : String(value);
    });
    const replies = await pglite.execProtocolStream(
      Buffer.concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    return parse.parseResults(replies, pglite.parsers, options)[0] as Results<T>;
  } catch (error) {
    if (error instanceof messages.DatabaseError) {
      Object.assign(error, { query: text, params, queryOptions: options });
    }
    throw error;
  }
}

/** Run a prepared statement on `pglite` itself (not in a transaction), as PGlite's query() would. */
export async function queryNamed<T = Record<string, unknown>>(
  pglite: PGlite,
  query: NamedQuery,
): Promise<Results<T>> {
  await pglite._checkReady();
  return pglite._runExclusiveTransaction(() =>
    pglite._runExclusiveQuery(async () => {
      const results = await execute<T>(pglite, query);
      await pglite.syncToFs();
      return results;
    }),
  );
}

/** Run a prepared statement inside a transaction of `pglite`, which already holds its lock. */
export function queryNamedInTransaction<T = Record<string, unknown>>(
  pglite: PGlite,
  query: NamedQuery,
): Promise<Results<T>> {
  return pglite._runExclusiveQuery(() => execute<T>(pglite, query));
}
