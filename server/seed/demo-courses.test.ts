import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_COURSE_LIMITS } from '../../common/domain/plans';
import { WIDGET_SETUP } from '../../common/domain/widget-setup';
import { type OpencredFields, opencredFailure } from '../../common/rules/opencred-hours';
import type { Database } from '../db/client';
import { blocks, courses, modules, pages, roleGrants, uploads } from '../db/schema';
import { findUserByEmail } from '../domains/accounts';
import { DEMO_COURSE_CREATOR_EMAIL, DEMO_COURSES } from '../domains/content';
import { sanitizeRichText } from '../security/rich-text';
import { LocalFileStorage } from '../storage/local-storage';
import { freshDatabase } from '../test/database';
import { seedDemoData } from './demo-data';

let database: Database;
const storage = new LocalFileStorage(mkdtempSync(join(tmpdir(), 'kelas-demo-courses-')));
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

describe('demo courses', () => {
  it('seeds 8+ displayed courses with modules, pages, sanitised rich text and generated images, once', async () => {
    const { db } = database;
    const logger = pino({ level: 'silent' });
    await seedDemoData(db, logger, storage);
    await seedDemoData(db, logger, storage);

    const creator = await findUserByEmail(db, DEMO_COURSE_CREATOR_EMAIL);
    const rows = await db.select().from(courses);
    // His plan leaves room for courses of his own beside the seeded ones.
    expect(creator!.plan).toBe('educator');
    expect(PLAN_COURSE_LIMITS.educator).toBeGreaterThan(rows.length);
    expect(rows.length).toBe(DEMO_COURSES.length);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(rows.map((row) => row.category)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(rows.map((row) => row.courseType)).size).toBeGreaterThanOrEqual(4);
    expect(rows.find((row) => row.courseType === 'OPENCRED')).toMatchObject({
      path: 'bahasa-melayu-pemula',
      credentialFramework: 'MALAYSIA',
    });
    for (const course of rows) {
      expect(course).toMatchObject({ displayed: true, createdBy: creator!.id });
      expect(opencredFailure(course as OpencredFields)).toBeNull();
      expect(course.outcomes.length).toBeGreaterThanOrEqual(3);
      const image = await storage.get(`courses/${course.imageKey}`);
      expect(await sharp(image!).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 675 });
      const [grant] = await db.select().from(roleGrants).where(eq(roleGrants.scopePath, course.path));
      expect(grant).toMatchObject({ userId: creator!.id, scope: 'course', role: 'administrator' });
      const courseModules = await db
        .select()
        .from(modules)
        .where(eq(modules.courseId, course.id))
        .orderBy(asc(modules.position));
      expect(courseModules.length).toBeGreaterThanOrEqual(2);
      expect(courseModules.map((module) => module.position)).toEqual(courseModules.map((_, index) => index));
      const coursePages = await db.select().from(pages).where(eq(pages.courseId, course.id));
      expect(coursePages.length).toBeGreaterThanOrEqual(courseModules.length * 2);
      expect(coursePages.every((page) => page.revisionId !== null)).toBe(true);
    }
    const richText = await db.select().from(blocks).where(eq(blocks.widgetType, 'rich_text'));
    expect(richText.length).toBe(await db.$count(pages));
    for (const block of richText) {
      const html = (block.setupData as { html: string }).html;
      expect(html).toBe(sanitizeRichText(html));
      expect(html.match(/<p>/g)!.length).toBeGreaterThanOrEqual(2);
    }
    const videos = await db.select().from(blocks).where(eq(blocks.widgetType, 'video'));
    expect(videos.length).toBeGreaterThan(0);
    for (const video of videos)
      expect((video.setupData as { url: string }).url).toMatch(
        /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/,
      );
    const questions = await db
      .select()
      .from(blocks)
      .where(inArray(blocks.widgetType, ['multiple_choice', 'short_answer']));
    expect(questions.length).toBeGreaterThanOrEqual(3);
    for (const question of questions) {
      expect(
        WIDGET_SETUP[question.widgetType as 'short_answer'].safeParse(question.setupData).error,
      ).toBeUndefined();
    }
    const images = await db.select().from(blocks).where(eq(blocks.widgetType, 'image'));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      const { storageKey, alt } = image.setupData as { storageKey: string; alt: string };
      expect(alt.length).toBeGreaterThan(10);
      expect(await storage.get(storageKey)).toBeInstanceOf(Buffer);
      expect(await db.$count(uploads, eq(uploads.storageKey, storageKey))).toBe(1);
    }
  });
});
