import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses, uploads } from '../db/schema';

/** A file the `uploads` table records: where it is stored, its type and its size. */
export interface RecordedUpload {
  storageKey: string;
  contentType: string;
  sizeBytes: number;
}

/** A course file or image as the `uploads` table records it, with its uploader and its course. */
export interface RecordedCourseUpload extends RecordedUpload {
  ownerId: string | null;
  /** The path of the course it belongs to; null when none was recorded (or it no longer exists). */
  coursePath: string | null;
}

/** The recorded course upload stored under `storageKey`, or undefined when none is recorded there. */
export async function findCourseUpload(
  db: Db,
  storageKey: string,
): Promise<RecordedCourseUpload | undefined> {
  const [row] = await db
    .select({
      storageKey: uploads.storageKey,
      contentType: uploads.contentType,
      sizeBytes: uploads.sizeBytes,
      ownerId: uploads.ownerId,
      coursePath: courses.path,
    })
    .from(uploads)
    .leftJoin(courses, eq(courses.id, uploads.courseId))
    .where(eq(uploads.storageKey, storageKey));
  return row;
}
