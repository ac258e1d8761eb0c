import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSubmissionBlock } from '../../common/domain/widgets';
import type { Database } from '../db/client';
import { assessmentDesigns, blocks, courses, pages } from '../db/schema';
import { DEMO_OPEN_COURSE } from '../domains/learning';
import { LocalFileStorage } from '../storage/local-storage';
import { freshDatabase } from '../test/database';
import { seedDemoData } from './demo-data';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('the demo course’s persona sheet', () => {
  it('is a file block learners hand work in to, marked by a points design seeded once', async () => {
    const { db } = database;
    const storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'kelas-demo-submission-')));
    const logger = pino({ level: 'silent' });
    await seedDemoData(db, logger, storage);
    await seedDemoData(db, logger, storage);
    const [course] = await db.select().from(courses).where(eq(courses.path, DEMO_OPEN_COURSE));
    const designs = await db
      .select()
      .from(assessmentDesigns)
      .where(and(eq(assessmentDesigns.courseId, course!.id), eq(assessmentDesigns.name, 'Persona sheet')));
    expect(designs).toEqual([expect.objectContaining({ kind: 'points', maxPoints: 10 })]);
    const files = await db
      .select({ widgetType: blocks.widgetType, setupData: blocks.setupData, page: pages.title })
      .from(blocks)
      .innerJoin(pages, eq(pages.id, blocks.pageId))
      .where(and(eq(pages.courseId, course!.id), eq(blocks.widgetType, 'file')));
    expect(files.filter(isSubmissionBlock)).toEqual([
      {
        widgetType: 'file',
        page: 'Building a customer persona',
        setupData: expect.objectContaining({
          assessmentDesignId: designs[0]!.id,
          points: 10,
          submission: true,
        }),
      },
    ]);
  });
});
