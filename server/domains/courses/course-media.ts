import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CourseImageKind } from '../../../common/api/course';
import type { Db } from '../../db/client';
import { courses, uploads } from '../../db/schema';
import { deleteImageVariants } from '../../storage/image-variants';
import { findCourseUpload, type RecordedCourseUpload } from '../../storage/recorded-upload';
import type { FileStorage } from '../../storage/storage';
import { courseMediaUrl } from './course-store';

const COURSE_FOLDER = 'courses';
const PURPOSE: Record<CourseImageKind, string> = { image: 'course-image', banner: 'course-banner' };
const COLUMN = { image: 'imageKey', banner: 'bannerKey' } as const;
// The public key of a course image: a random UUID and the extension of its format.
const MEDIA_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/**
 * Where a new image in the course media folder goes: its `uploads` purpose and how to point the
 * owning row at it. `swap` runs in the transaction, locks the row, sets the new key and answers
 * the key it replaces (null: none).
 */
export interface CourseMediaSlot {
  uploaderId: string;
  /** The course the image belongs to: it is served to those who may see that course. */
  courseId: string;
  purpose: string;
  swap: (tx: Db, key: string) => Promise<string | null>;
}

/**
 * Store a processed image in the course media folder and put it in `slot`, removing the old one.
 * The file is written first; the rows change in one transaction; the old file goes once that
 * commits. Course images and banners, and page thumbnails, are stored this way.
 */
export async function replaceCourseMedia(
  db: Db,
  storage: FileStorage,
  slot: CourseMediaSlot,
  image: Buffer,
): Promise<{ url: string }> {
  const key = `${randomUUID()}.webp`;
  const storageKey = `${COURSE_FOLDER}/${key}`;
  await storage.put(storageKey, image, 'image/webp');
  let oldKey: string | null;
  try {
    oldKey = await db.transaction(async (tx) => {
      await tx.insert(uploads).values({
        ownerId: slot.uploaderId,
        courseId: slot.courseId,
        purpose: slot.purpose,
        storageKey,
        contentType: 'image/webp',
        sizeBytes: image.length,
      });
      const previous = await slot.swap(tx as unknown as Db, key);
      if (previous) await forgetCourseMedia(tx as unknown as Db, previous);
      return previous;
    });
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  if (oldKey) await deleteCourseMediaFile(storage, oldKey);
  return { url: courseMediaUrl(key)! };
}

/** Drop the record of the course media `key` (in the caller's transaction): it is no longer served. */
export async function forgetCourseMedia(db: Db, key: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.storageKey, `${COURSE_FOLDER}/${key}`));
}

/** Delete the file of the course media `key` and its variants; call once the change that forgot it has committed. */
export async function deleteCourseMediaFile(storage: FileStorage, key: string): Promise<void> {
  await storage.delete(`${COURSE_FOLDER}/${key}`);
  await deleteImageVariants(storage, `${COURSE_FOLDER}/${key}`);
}

/** Store a processed course image or banner and make it the course's, removing the old one. */
export async function replaceCourseImage(
  db: Db,
  storage: FileStorage,
  target: { courseId: string; uploaderId: string; kind: CourseImageKind },
  image: Buffer,
): Promise<{ url: string }> {
  const column = COLUMN[target.kind];
  return replaceCourseMedia(
    db,
    storage,
    {
      uploaderId: target.uploaderId,
      courseId: target.courseId,
      purpose: PURPOSE[target.kind],
      swap: async (tx, key) => {
        const [course] = await tx
          .select({ previous: courses[column] })
          .from(courses)
          .where(eq(courses.id, target.courseId))
          .for('update');
        await tx
          .update(courses)
          .set({ [column]: key, updatedAt: new Date() })
          .where(eq(courses.id, target.courseId));
        return course?.previous ?? null;
      },
    },
    image,
  );
}

/** The course image (or page thumbnail) with public key `key`, or undefined for an unknown key. */
export async function findCourseImage(db: Db, key: string): Promise<RecordedCourseUpload | undefined> {
  return MEDIA_KEY.test(key) ? findCourseUpload(db, `${COURSE_FOLDER}/${key}`) : undefined;
}
