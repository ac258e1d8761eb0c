import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPglite, rowsOf } from './client';

// server/db/pglite-parsers.ts: Drizzle's queries reach PGlite without parsers of their own (PGlite
// would copy its whole parser table to merge them, on every query), and every path parses dates,
// intervals and their arrays as before: Drizzle as PostgreSQL's text, raw SQL (pg-boss) as PGlite's
// own values.
const client = await PGlite.create();
const sent: Array<QueryOptions | undefined> = [];
const query = client.query.bind(client);
client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
  sent.push(options);
  return query(text, params, options);
}) as typeof client.query;
const database = fromPglite(client);
afterAll(() => database.close());

const DATES = sql`select '2026-01-02 03:04:05+00'::timestamptz as at, '1 day'::interval as span,
  '2026-01-02'::date as day, array['2026-01-02 03:04:05'::timestamp] as ats`;

describe('PGlite under Drizzle', () => {
  it('sends Drizzle’s queries without parsers, and reads dates as PostgreSQL’s text', async () => {
    sent.length = 0;
    const [row] = rowsOf<Record<string, unknown>>(await database.db.execute(DATES));
    await database.db.transaction(async (tx) => tx.execute(sql`select 1`));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((options) => options?.parsers)).toEqual([]);
    expect(row).toEqual({
      at: '2026-01-02 03:04:05+00',
      span: '1 day',
      day: '2026-01-02',
      ats: '{"2026-01-02 03:04:05"}',
    });
  });

  it('gives raw SQL PGlite’s own values, with and without parameters', async () => {
    const withValues = await database.sql.executeSql('select $1::timestamptz as at', [
      '2026-01-02 03:04:05+00',
    ]);
    const [multi] = (
      await database.sql.executeSql(
        "select 1; select '2026-01-02'::date as day, array['2026-01-02 03:04:05'::timestamp] as ats",
      )
    ).rows as Array<Record<string, unknown>>;
    expect((withValues.rows[0] as { at: Date }).at).toEqual(new Date('2026-01-02T03:04:05Z'));
    expect(multi?.day).toBeInstanceOf(Date);
    expect(multi?.ats).toEqual([expect.any(Date)]);
  });
});
