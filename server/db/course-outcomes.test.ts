import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../test/database';
import type { Database } from './client';
import { courseOutcomes, courses } from './schema';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

let count = 0;

/** A course created with `outcomes`, as the demo seed and the tests insert one. */
async function courseWith(outcomes: string[]) {
  const [course] = await database.db
    .insert(courses)
    .values({
      path: `outcomes-${++count}`,
      name: 'Outcomes',
      category: 'data',
      courseType: 'OTHER',
      outcomes,
    })
    .returning();
  return course!;
}

const rowsOf = (courseId: string) =>
  database.db
    .select({ id: courseOutcomes.id, text: courseOutcomes.text, position: courseOutcomes.position })
    .from(courseOutcomes)
    .where(eq(courseOutcomes.courseId, courseId))
    .orderBy(asc(courseOutcomes.position));

const setOutcomes = (courseId: string, outcomes: string[]) =>
  database.db.update(courses).set({ outcomes }).where(eq(courses.id, courseId));

describe('course outcomes with ids (migration 0015)', () => {
  it('gives a course created with outcomes a row for each, in order', async () => {
    const course = await courseWith(['Read a chart', 'Spot a misleading axis']);
    expect((await rowsOf(course.id)).map(({ text, position }) => [position, text])).toEqual([
      [0, 'Read a chart'],
      [1, 'Spot a misleading axis'],
    ]);
  });

  it('keeps the id of a text that moved, or was rewritten in place, whoever writes the list', async () => {
    const course = await courseWith(['A', 'B', 'C']);
    const [a, b, c] = await rowsOf(course.id);
    await setOutcomes(course.id, ['C', 'A', 'B']);
    expect((await rowsOf(course.id)).map((row) => row.id)).toEqual([c!.id, a!.id, b!.id]);

    // B rewritten where it stands, D added.
    await setOutcomes(course.id, ['C', 'A', 'B, better', 'D']);
    const after = await rowsOf(course.id);
    expect(after.map((row) => row.text)).toEqual(['C', 'A', 'B, better', 'D']);
    expect(after.slice(0, 3).map((row) => row.id)).toEqual([c!.id, a!.id, b!.id]);

    // A removed: its row goes, the others keep theirs and close up.
    await setOutcomes(course.id, ['C', 'B, better', 'D']);
    const removed = await rowsOf(course.id);
    expect(removed.map((row) => [row.position, row.id])).toEqual([
      [0, c!.id],
      [1, b!.id],
      [2, after[3]!.id],
    ]);
  });

  it('tells two outcomes of the same text apart by their order, and empties with the list', async () => {
    const course = await courseWith(['Same', 'Same', 'Other']);
    const before = await rowsOf(course.id);
    await setOutcomes(course.id, ['Same', 'Same', 'Other']);
    expect(await rowsOf(course.id)).toEqual(before);
    await setOutcomes(course.id, []);
    expect(await rowsOf(course.id)).toEqual([]);
  });
});
