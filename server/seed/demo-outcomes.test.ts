import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { blockAlignments, blocks, courseOutcomes, courses, questionAlignments } from '../db/schema';
import { DEMO_OPEN_COURSE } from '../domains/learning';
import { LocalFileStorage } from '../storage/local-storage';
import { freshDatabase } from '../test/database';
import { seedDemoData } from './demo-data';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('the demo course’s outcomes', () => {
  it('aligns its quizzes and bank questions to its outcomes once, and shows learners their attainment', async () => {
    const { db } = database;
    const storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'kelas-demo-outcomes-')));
    const logger = pino({ level: 'silent' });
    await seedDemoData(db, logger, storage);
    await seedDemoData(db, logger, storage);
    const [course] = await db.select().from(courses).where(eq(courses.path, DEMO_OPEN_COURSE));
    expect(course!.alignmentVisibility).toBe(true);
    const outcomes = await db
      .select({ id: courseOutcomes.id, text: courseOutcomes.text })
      .from(courseOutcomes)
      .where(eq(courseOutcomes.courseId, course!.id))
      .orderBy(asc(courseOutcomes.position));
    expect(outcomes.map((outcome) => outcome.text)).toEqual(course!.outcomes);
    const aligned = await db
      .select({ widgetType: blocks.widgetType, outcomeId: blockAlignments.outcomeId })
      .from(blockAlignments)
      .innerJoin(blocks, eq(blocks.id, blockAlignments.blockId));
    const position = (outcomeId: string) => outcomes.findIndex((outcome) => outcome.id === outcomeId);
    const byWidget = (widgetType: string) =>
      aligned
        .filter((row) => row.widgetType === widgetType)
        .map((row) => position(row.outcomeId))
        .sort();
    expect(byWidget('multiple_choice')).toEqual([0]);
    expect(byWidget('crossword')).toEqual([0, 1, 3]);
    expect(byWidget('long_form_response')).toEqual([0, 2, 3]);
    expect(aligned).toHaveLength(12);
    // The bank's nine questions, by their tag: audience, search, measurement.
    expect(await db.$count(questionAlignments)).toBe(9);
  });
});
