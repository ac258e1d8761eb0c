import { messages, PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite, rowsOf } from './client';
import { queryNamed, queryNamedInTransaction } from './pglite-named-statements';
import { preparedSql } from './prepared';

// server/db/pglite-named-statements.ts: on PGlite a statement built by db/prepared.ts is parsed
// once under its name and then only bound and executed, with the results, the errors and the
// transactions of PGlite's own query().
const client = await PGlite.create();
const unnamed: string[] = [];
const query = client.query.bind(client);
client.query = ((
  text: string,
  ...rest: Parameters<typeof query> extends [string, ...infer R] ? R : never
) => {
  unnamed.push(text);
  return query(text, ...rest);
}) as typeof client.query;
const database = fromPglite(client);
beforeAll(() => client.exec('create table note (id int primary key, body text)'));
afterAll(() => database.close());

const noteById = preparedSql(
  'test_note_by_id',
  sql`select body from note where id = ${sql.placeholder('id')}`,
);
const addNote = preparedSql(
  'test_add_note',
  sql`insert into note (id, body) values (${sql.placeholder('id')}, ${sql.placeholder('body')})`,
);
const preparedNames = async () =>
  (await query<{ name: string }>('select name from pg_prepared_statements order by name')).rows.map(
    (row) => row.name,
  );

describe('named statements on PGlite', () => {
  it('parses a prepared statement once under its name and never sends it unnamed', async () => {
    unnamed.length = 0;
    await addNote(database.db).execute({ id: 1, body: 'first' });
    for (let read = 0; read < 3; read++) {
      expect(rowsOf(await noteById(database.db).execute({ id: 1 }))).toEqual([{ body: 'first' }]);
    }
    expect(await preparedNames()).toEqual(['test_add_note', 'test_note_by_id']);
    expect(unnamed).toEqual([]);
    // A statement that is not prepared goes the usual way.
    await database.db.execute(sql`select 1`);
    expect(unnamed).toEqual(['select 1']);
  });

  it('sends parameters and reads results as PGlite’s query() does', async () => {
    const text = `select $1::timestamptz as at, $2::jsonb as doc, $3::text as nothing, $4::int[] as list,
      $5::boolean as flag, $6::bigint as big, $7::numeric as amount`;
    const params = [
      new Date('2026-01-02T03:04:05Z'),
      { a: [1, 'b'] },
      null,
      [1, 2],
      true,
      9007199254740993n,
      1.5,
    ];
    for (const rowMode of ['object', 'array'] as const) {
      const asNamed = await queryNamed(client, { name: 'test_values', text, params, options: { rowMode } });
      expect(asNamed.rows).toEqual((await query(text, params, { rowMode })).rows);
    }
  });

  it('fails as PGlite’s query() does, and the next statement runs', async () => {
    const failure = await addNote(database.db)
      .execute({ id: 1, body: 'again' })
      .catch((error: Error) => error.cause);
    expect(failure).toBeInstanceOf(messages.DatabaseError);
    expect(failure).toMatchObject({ code: '23505', query: expect.stringContaining('insert into note') });
    expect(rowsOf(await noteById(database.db).execute({ id: 1 }))).toEqual([{ body: 'first' }]);
  });

  it('runs inside a transaction, which sees its writes and rolls them back', async () => {
    const rolledBack = new Error('roll back');
    await expect(
      database.db.transaction(async (tx) => {
        await addNote(tx).execute({ id: 2, body: 'inside' });
        expect(rowsOf(await noteById(tx).execute({ id: 2 }))).toEqual([{ body: 'inside' }]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect(rowsOf(await noteById(database.db).execute({ id: 2 }))).toEqual([]);
    await client.transaction(async (tx) => {
      const text = noteById(database.db).getQuery().sql;
      const named = { name: 'test_note_by_id', text, params: [1], options: undefined };
      const inside = await queryNamedInTransaction(client, named);
      expect(inside.rows).toEqual([{ body: 'first' }]);
      await tx.rollback();
    });
  });
});
