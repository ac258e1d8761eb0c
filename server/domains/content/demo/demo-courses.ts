import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../../db/client';
import { courses, modules, roleGrants, uploads } from '../../../db/schema';
import { sanitizeRichText } from '../../../security/rich-text';
import type { FileStorage } from '../../../storage/storage';
import { findUserByEmail } from '../../accounts';
import { pagePathFrom } from '../../courses';
import { createPageWithLayout, type NewBlock } from '../page-with-layout';
import { DEMO_COURSES_A } from './demo-courses-content-a';
import { DEMO_COURSES_B } from './demo-courses-content-b';
import { DEMO_COURSES_C } from './demo-courses-content-c';
import { DEMO_COURSES_D } from './demo-courses-content-d';
import { drawDemoImage } from './demo-courses-image';
import type { DemoCourse, DemoPage } from './demo-courses-model';

/** Every demo course, displayed in the catalogue. */
export const DEMO_COURSES: readonly DemoCourse[] = [
  ...DEMO_COURSES_A,
  ...DEMO_COURSES_B,
  ...DEMO_COURSES_C,
  ...DEMO_COURSES_D,
];

/** The demo account that created and administers the demo courses. */
export const DEMO_COURSE_CREATOR_EMAIL = 'creator@kelas.example';

// Course images live where uploaded ones do (server/domains/courses/course-media.ts).
const COURSE_FOLDER = 'courses';

/** A stored picture: its key under COURSE_FOLDER and its upload row. */
interface StoredImage {
  key: string;
  bytes: number;
}

async function storeImage(storage: FileStorage, image: Buffer, stored: string[]): Promise<StoredImage> {
  const key = `${randomUUID()}.webp`;
  await storage.put(`${COURSE_FOLDER}/${key}`, image, 'image/webp');
  stored.push(`${COURSE_FOLDER}/${key}`);
  return { key, bytes: image.length };
}

function pageHtml(page: DemoPage): string {
  return sanitizeRichText(
    page.paragraphs
      .map((paragraph) => (paragraph.startsWith('<') ? paragraph : `<p>${paragraph}</p>`))
      .join(''),
  );
}

/** Write one course, its role grant, modules and pages in one transaction; pictures are stored first. */
async function seedCourse(db: Db, storage: FileStorage, course: DemoCourse, creatorId: string, seed: number) {
  const stored: string[] = [];
  try {
    const cover = await storeImage(storage, await drawDemoImage(course.theme, seed), stored);
    const figures = new Map<DemoPage, StoredImage>();
    for (const [index, page] of course.modules.flatMap((module) => module.pages).entries()) {
      if (!page.imageAlt) continue;
      figures.set(
        page,
        await storeImage(storage, await drawDemoImage(course.theme, seed * 31 + index, 960, 540), stored),
      );
    }
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const { theme, modules: outline, ...fields } = course;
      const [created] = await t
        .insert(courses)
        .values({
          ...fields,
          displayed: true,
          themeData: { ...theme },
          imageKey: cover.key,
          createdBy: creatorId,
        })
        .returning({ id: courses.id });
      const courseId = created!.id;
      await t
        .insert(roleGrants)
        .values({ userId: creatorId, scope: 'course', scopePath: course.path, role: 'administrator' });
      await t.insert(uploads).values([
        {
          ownerId: creatorId,
          courseId,
          purpose: 'course-image',
          storageKey: `${COURSE_FOLDER}/${cover.key}`,
          contentType: 'image/webp',
          sizeBytes: cover.bytes,
        },
        ...[...figures.values()].map((figure) => ({
          ownerId: creatorId,
          courseId,
          purpose: 'block-image',
          storageKey: `${COURSE_FOLDER}/${figure.key}`,
          contentType: 'image/webp',
          sizeBytes: figure.bytes,
        })),
      ]);
      const moduleRows = await t
        .insert(modules)
        .values(outline.map((module, position) => ({ courseId, title: module.title, position })))
        .returning({ id: modules.id, position: modules.position });
      for (const row of moduleRows) {
        for (const [position, page] of outline[row.position]!.pages.entries()) {
          const blocks: NewBlock[] = [{ widgetType: 'rich_text', setupData: { html: pageHtml(page) } }];
          if (page.video)
            blocks.push({ widgetType: 'video', setupData: { provider: 'youtube', url: page.video } });
          const figure = figures.get(page);
          if (figure) {
            blocks.push({
              widgetType: 'image',
              setupData: { storageKey: `${COURSE_FOLDER}/${figure.key}`, alt: page.imageAlt },
            });
          }
          for (const { isProgressContributor = true, ...question } of page.quiz ?? []) {
            blocks.push({ ...question, isProgressContributor });
          }
          // Titles are distinct within a demo course, so their slugs are free paths.
          await createPageWithLayout(t, {
            courseId,
            moduleId: row.id,
            path: pagePathFrom(page.title),
            title: page.title,
            position,
            authorId: creatorId,
            blocks,
          });
        }
      }
    });
  } catch (error) {
    await Promise.all(stored.map((key) => storage.delete(key)));
    throw error;
  }
}

/**
 * Create the demo courses that do not exist yet (a course whose path exists is left alone), each
 * administered and created by the demo course creator, with pictures generated by the project.
 */
export async function seedDemoCourses(db: Db, storage: FileStorage, logger: Logger): Promise<void> {
  const creator = await findUserByEmail(db, DEMO_COURSE_CREATOR_EMAIL);
  if (!creator) {
    logger.warn('demo courses skipped: the demo course creator does not exist');
    return;
  }
  const existing = await db
    .select({ path: courses.path })
    .from(courses)
    .where(
      inArray(
        courses.path,
        DEMO_COURSES.map((course) => course.path),
      ),
    );
  const taken = new Set(existing.map((row) => row.path));
  for (const [index, course] of DEMO_COURSES.entries()) {
    if (taken.has(course.path)) continue;
    await seedCourse(db, storage, course, creator.id, index + 1);
    logger.info({ course: course.path }, 'demo course created');
  }
}
