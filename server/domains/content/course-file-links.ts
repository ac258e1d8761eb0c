import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courseFileLinks, courses, uploads } from '../../db/schema';
import type { Actor } from '../../rpc/actor';
import { findVisibleCourse, readCoursePages, type VisibleCourse } from '../classes';
import type { NewSection } from './page-with-layout';

// The setup-data fields that name a stored file (block media, and older block images).
const MEDIA_KEY_FIELDS = ['storageKey', 'captionsKey'];

/** The stored files the blocks of `sections` point at. */
function mediaKeysOf(sections: readonly NewSection[]): string[] {
  const keys = sections.flatMap((section) =>
    section.blocks.flatMap((block) =>
      MEDIA_KEY_FIELDS.map((field) => block.setupData[field]).filter(
        (key): key is string => typeof key === 'string',
      ),
    ),
  );
  return [...new Set(keys)];
}

/**
 * Let the readers of the course `courseId` receive the files that copied `sections` point at (a
 * page copied, or a template used, in that course), but only the files whose own course `actor`
 * may read: a key typed into a block of one's own course opens nothing. One query for the files,
 * one per other course they come from.
 */
export async function linkCopiedCourseFiles(
  db: Db,
  actor: Actor,
  courseId: string,
  sections: readonly NewSection[],
): Promise<void> {
  const keys = mediaKeysOf(sections);
  if (keys.length === 0) return;
  const files = await db
    .select({ storageKey: uploads.storageKey, coursePath: courses.path })
    .from(uploads)
    .innerJoin(courses, eq(courses.id, uploads.courseId))
    .where(and(inArray(uploads.storageKey, keys), ne(uploads.courseId, courseId)));
  const readable = new Map<string, boolean>();
  for (const { coursePath } of files) {
    if (readable.has(coursePath)) continue;
    const home = await findVisibleCourse(db, actor, coursePath);
    readable.set(coursePath, home !== undefined && readCoursePages(actor, home) === true);
  }
  const links = files
    .filter((file) => readable.get(file.coursePath))
    .map((file) => ({ storageKey: file.storageKey, courseId }));
  if (links.length > 0) await db.insert(courseFileLinks).values(links).onConflictDoNothing();
}

/**
 * The courses of a course file that `actor` sees: its own (`coursePath`, null when unrecorded) and
 * those it was copied into. One query for the links, one per course.
 */
export async function coursesOfFile(
  db: Db,
  actor: Actor,
  file: { storageKey: string; coursePath: string | null },
): Promise<VisibleCourse[]> {
  const linked = await db
    .select({ path: courses.path })
    .from(courseFileLinks)
    .innerJoin(courses, eq(courses.id, courseFileLinks.courseId))
    .where(eq(courseFileLinks.storageKey, file.storageKey));
  const seen: VisibleCourse[] = [];
  for (const path of [file.coursePath, ...linked.map((row) => row.path)]) {
    const course = path === null ? undefined : await findVisibleCourse(db, actor, path);
    if (course) seen.push(course);
  }
  return seen;
}
