import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CourseImageKind } from '../../../common/api/course';
import type { Db } from '../../db/client';
import { courses, uploads } from '../../db/schema';
import type { FileStorage } from '../../storage/storage';
import { courseMediaUrl } from './course-store';

const COURSE_FOLDER = 'courses';
const PURPOSE: Record<CourseImageKind, string> = { image: 'course-image', banner: 'course-banner' };
const COLUMN = { image: 'imageKey', banner: 'bannerKey' } as const;
// The public key of a course image: a random UUID and the extension of its format.
const MEDIA_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/**
 * Store a processed course image or banner and make it the course's, removing the old one. The
 * file is written first; the rows change in one transaction; the old file goes once that commits.
 */
export async function replaceCourseImage(
  db: Db,
  storage: FileStorage,
  target: { courseId: string; uploaderId: string; kind: CourseImageKind },
  image: Buffer,
): Promise<{ url: string }> {
  const key = `${randomUUID()}.webp`;
  const storageKey = `${COURSE_FOLDER}/${key}`;
  const column = COLUMN[target.kind];
  await storage.put(storageKey, image, 'image/webp');
  let oldKey: string | null;
  try {
    oldKey = await db.transaction(async (tx) => {
      const [course] = await tx
        .select({ previous: courses[column] })
        .from(courses)
        .where(eq(courses.id, target.courseId))
        .for('update');
      await tx.insert(uploads).values({
        ownerId: target.uploaderId,
        purpose: PURPOSE[target.kind],
        storageKey,
        contentType: 'image/webp',
        sizeBytes: image.length,
      });
      await tx
        .update(courses)
        .set({ [column]: key, updatedAt: new Date() })
        .where(eq(courses.id, target.courseId));
      const previous = course?.previous ?? null;
      if (previous) await tx.delete(uploads).where(eq(uploads.storageKey, `${COURSE_FOLDER}/${previous}`));
      return previous;
    });
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  if (oldKey) await storage.delete(`${COURSE_FOLDER}/${oldKey}`);
  return { url: courseMediaUrl(key)! };
}

/** The bytes of the course image with public key `key`, or undefined for an unknown key. */
export async function readCourseImage(
  db: Db,
  storage: FileStorage,
  key: string,
): Promise<Buffer | undefined> {
  if (!MEDIA_KEY.test(key)) return undefined;
  const storageKey = `${COURSE_FOLDER}/${key}`;
  const [row] = await db.select({ id: uploads.id }).from(uploads).where(eq(uploads.storageKey, storageKey));
  return row ? storage.get(storageKey) : undefined;
}
