import type { SQL, SQLWrapper } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { onePerHandle } from './per-handle';

// A hot statement is built once as a Drizzle prepared statement with placeholders and a stable
// name. On node-postgres the name reaches the driver as a named statement: each pooled connection
// parses and plans it once and later only binds and executes it. Drizzle's PGlite session drops
// the name, so our PGlite client finds it by the text and does the same (pglite-named-statements.ts).
//
// A statement belongs to the handle it was built on: one built on the root handle runs on the
// pool, outside any transaction. A transaction handle is a different object, so it gets its own
// statement, built on its first use in that transaction and forgotten with it; the name and the
// text are the same, so a connection that already planned the statement keeps using that plan.

/** The SQL text behind each statement name: one name must always mean one text. */
const textOfName = new Map<string, string>();
/** The name of each statement's text (PGlite's client finds a prepared statement's name by it). */
const nameOfText = new Map<string, string>();

/**
 * Define a hot statement: `build` receives a handle and the name to give `.prepare()`;
 * the result, called with a handle, gives that handle's prepared statement.
 *
 *     const sessionByHash = prepared('session_by_hash', (db, name) =>
 *       db.select().from(sessions).where(eq(sessions.hash, sql.placeholder('hash'))).prepare(name));
 *     const [row] = await sessionByHash(db).execute({ hash });
 */
export function prepared<Statement extends PgPreparedQuery<PreparedQueryConfig>>(
  name: string,
  build: (db: Db, name: string) => Statement,
): (db: Db) => Statement {
  if (textOfName.has(name)) throw new Error(`Prepared statement name used twice: ${name}`);
  textOfName.set(name, '');
  return onePerHandle((db: Db) => {
    const statement = build(db, name);
    const text = statement.getQuery().sql;
    const known = textOfName.get(name);
    // node-postgres refuses a name that arrives with a second text on the same connection.
    if (known && known !== text) throw new Error(`Prepared statement ${name} built with two texts`);
    textOfName.set(name, text);
    nameOfText.set(text, name);
    return statement;
  });
}

const dialect = new PgDialect();

/** A raw SQL statement prepared like `prepared`'s: its execute() gives the driver's `{ rows }` (read them with rowsOf). */
export function preparedSql(
  name: string,
  text: SQL,
): (db: Db) => PgPreparedQuery<PreparedQueryConfig & { execute: { rows: unknown[] } }> {
  const query = dialect.sqlToQuery(text);
  return prepared(name, (db, statementName) =>
    db._.session.prepareQuery<PreparedQueryConfig & { execute: { rows: unknown[] } }>(
      query,
      undefined,
      statementName,
      false,
    ),
  );
}

/**
 * A query built once like `prepared`'s whose rows the driver hands over as arrays of column values
 * (in the order the query selects them) for `mapRow` to turn into the caller's shape. For the
 * hottest reads: Drizzle's own mapping (a decoder call per column, nested objects the caller then
 * reshapes) showed in the profile of every signed-in request. A timestamp arrives as the driver's
 * text: read it with its column's `mapFromDriverValue`, as Drizzle would.
 */
export function preparedRows<Row>(
  name: string,
  build: (db: Db) => SQLWrapper,
  mapRow: (values: unknown[]) => Row,
): (db: Db) => PgPreparedQuery<PreparedQueryConfig & { execute: Row[] }> {
  const mapRows = (rows: unknown[][]) => rows.map(mapRow);
  return prepared(name, (db, statementName) =>
    db._.session.prepareQuery<PreparedQueryConfig & { execute: Row[] }>(
      dialect.sqlToQuery(build(db).getSQL()),
      undefined,
      statementName,
      true,
      mapRows,
    ),
  );
}

/** The name of the statement built by `prepared` whose SQL is `text`, if there is one. */
export function preparedNameOf(text: string): string | undefined {
  return nameOfText.get(text);
}

/** Whether `text` is the SQL of a statement built by `prepared` (tests check hot paths with it). */
export function isPreparedText(text: string): boolean {
  return nameOfText.has(text);
}
