import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/database';
import { type Database, rowsOf } from './client';
import { courses } from './schema';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('the courses search vector', () => {
  it('is kept by the database from name, objective, outcomes and description', async () => {
    const { db } = database;
    await db.insert(courses).values([
      {
        path: 'data-basics',
        name: 'Data Basics',
        objective: 'Read charts with confidence',
        outcomes: ['Clean a spreadsheet', 'Explain a median'],
        category: 'data',
        courseType: 'SHORT_COURSE',
      },
      {
        path: 'kimia',
        name: 'Kimia Asas',
        objective: 'Memahami tindak balas',
        category: 'science',
        courseType: 'OTHER',
      },
    ]);
    const find = async (term: string) =>
      rowsOf<{ path: string }>(
        await db.execute(
          sql`SELECT path FROM courses WHERE search_vector @@ plainto_tsquery('simple', ${term}) ORDER BY path`,
        ),
      ).map((row) => row.path);
    expect(await find('median')).toEqual(['data-basics']);
    expect(await find('charts')).toEqual(['data-basics']);
    expect(await find('tindak')).toEqual(['kimia']);
    expect(await find('nothing-here')).toEqual([]);
  });
});
