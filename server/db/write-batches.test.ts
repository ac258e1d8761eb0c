import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, fromPglite, rowsOf } from './client';
import { type BatchOutcome, WriteBatches } from './write-batches';

const database = fromPglite(await PGlite.create());
const { db } = database;
beforeAll(() => db.execute(sql`create table tally (name text primary key, n int not null)`));
afterAll(() => database.close());

interface Add {
  name: string;
  by: number;
}

/** Adds each item to its tally row in one transaction; refuses a negative amount; a name 'boom' fails the whole batch. */
function tallies(firstBatchWaitsFor: Promise<void> = Promise.resolve()) {
  const batches: string[][] = [];
  const write = async (tx: Db, items: readonly Add[]): Promise<BatchOutcome<number>[]> => {
    batches.push(items.map((item) => item.name));
    if (batches.length === 1) await firstBatchWaitsFor;
    const outcomes: BatchOutcome<number>[] = [];
    for (const item of items) {
      if (item.name === 'boom') throw new Error('boom');
      if (item.by < 0) {
        outcomes.push({ ok: false, error: new Error(`${item.name}: nothing to take`) });
        continue;
      }
      const [row] = rowsOf<{ n: number }>(
        await tx.execute(sql`insert into tally values (${item.name}, ${item.by})
          on conflict (name) do update set n = tally.n + excluded.n returning n`),
      );
      outcomes.push({ ok: true, value: row!.n });
    }
    return outcomes;
  };
  return { batches, writes: new WriteBatches(db, write, (item: Add) => item.name) };
}

const stored = async (name: string) =>
  rowsOf<{ n: number }>(await db.execute(sql`select n from tally where name = ${name}`))[0]?.n;

describe('WriteBatches', () => {
  it('writes the items added in one turn together, and those added while it writes in the next batch', async () => {
    let open = () => {};
    const { batches, writes } = tallies(new Promise<void>((resolve) => (open = resolve)));
    const first = [writes.add({ name: 'a1', by: 1 }), writes.add({ name: 'b1', by: 1 })];
    while (batches.length === 0) await new Promise((resolve) => setImmediate(resolve));
    const next = ['c1', 'd1', 'e1'].map((name) => writes.add({ name, by: 1 }));
    open();
    expect(await Promise.all([...first, ...next])).toEqual([1, 1, 1, 1, 1]);
    expect(batches).toEqual([
      ['a1', 'b1'],
      ['c1', 'd1', 'e1'],
    ]);
  });

  it('never puts two items of one key in a batch: the later waits for the next', async () => {
    const { batches, writes } = tallies();
    const results = await Promise.all(
      ['a2', 'b2', 'b2', 'c2', 'b2'].map((name) => writes.add({ name, by: 1 })),
    );
    expect(results).toEqual([1, 1, 2, 1, 3]);
    expect(batches).toEqual([['a2', 'b2', 'c2'], ['b2'], ['b2']]);
  });

  it('fails a refused item’s caller alone, and commits the rest of its batch', async () => {
    const { writes } = tallies();
    const settled = await Promise.allSettled([
      writes.add({ name: 'a3', by: 1 }),
      writes.add({ name: 'b3', by: 1 }),
      writes.add({ name: 'c3', by: -1 }),
      writes.add({ name: 'd3', by: 1 }),
    ]);
    expect(settled.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect([await stored('b3'), await stored('c3'), await stored('d3')]).toEqual([1, undefined, 1]);
  });

  it('writes each item of a batch that failed as a whole alone, so only the bad one’s caller sees the error', async () => {
    const { batches, writes } = tallies();
    const settled = await Promise.allSettled(
      ['a4', 'b4', 'boom', 'c4'].map((name) => writes.add({ name, by: 5 })),
    );
    expect(settled.map((result) => result.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((settled[2] as PromiseRejectedResult).reason).toEqual(new Error('boom'));
    // The failed batch was rolled back: b4 is added once, by its own batch.
    expect(await stored('b4')).toBe(5);
    expect(batches).toEqual([['a4', 'b4', 'boom', 'c4'], ['a4'], ['b4'], ['boom'], ['c4']]);
  });

  it('bounds a batch’s size', async () => {
    const batches: number[] = [];
    const writes = new WriteBatches(
      db,
      async (_tx, items: readonly number[]) => {
        batches.push(items.length);
        return items.map((value) => ({ ok: true as const, value }));
      },
      String,
      3,
    );
    await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => writes.add(n)));
    expect(batches).toEqual([3, 3, 2]);
  });
});
