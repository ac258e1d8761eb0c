import { and, desc, eq, sql } from 'drizzle-orm';
import type { RecentCourse, RecentPage } from '../../../common/api/catalogue';
import type { Db } from '../../db/client';
import { courses, courseVisits, pages, pageVisits } from '../../db/schema';
import type { WriteBehind } from '../../db/write-behind';
import { courseMediaUrl } from './course-store';

/** The courses `userId` visited last, most recent first, in one query. */
export async function recentlyVisitedCourses(db: Db, userId: string, limit: number): Promise<RecentCourse[]> {
  const rows = await db
    .select({
      path: courses.path,
      name: courses.name,
      imageKey: courses.imageKey,
      visitedAt: courseVisits.visitedAt,
    })
    .from(courseVisits)
    .innerJoin(courses, eq(courses.id, courseVisits.courseId))
    .where(eq(courseVisits.userId, userId))
    .orderBy(desc(courseVisits.visitedAt))
    .limit(limit);
  return rows.map((row) => ({
    path: row.path,
    name: row.name,
    imageUrl: courseMediaUrl(row.imageKey),
    visitedAt: row.visitedAt.toISOString(),
  }));
}

/** The pages of the course at `coursePath` that `userId` visited last, most recent first. */
export async function recentlyVisitedPages(
  db: Db,
  userId: string,
  coursePath: string,
  limit: number,
): Promise<RecentPage[]> {
  const rows = await db
    .select({ path: pages.path, title: pages.title, visitedAt: pageVisits.visitedAt })
    .from(pageVisits)
    .innerJoin(pages, eq(pages.id, pageVisits.pageId))
    .innerJoin(courses, eq(courses.id, pageVisits.courseId))
    .where(and(eq(pageVisits.userId, userId), eq(courses.path, coursePath)))
    .orderBy(desc(pageVisits.visitedAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, visitedAt: row.visitedAt.toISOString() }));
}

/**
 * Remember that `userId` visited the course now (one row per user and course), written behind the
 * read (server/db/write-behind.ts): the landing page read writes nothing.
 */
export function deferCourseVisit(bookkeeping: WriteBehind, userId: string, courseId: string): void {
  const visitedAt = new Date();
  bookkeeping.defer(`course-visit:${userId}:${courseId}`, userId, async (db) => {
    await db
      .insert(courseVisits)
      .values({ userId, courseId, visitedAt })
      .onConflictDoUpdate({
        target: [courseVisits.userId, courseVisits.courseId],
        // Never back in time: a later page view of the course may have been written first.
        set: { visitedAt: sql`greatest(${courseVisits.visitedAt}, excluded.visited_at)` },
      });
  });
}
