import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { lockCourse } from './outline-access';
import { requireModule } from './outline-modules';
import { moveInList, setPagePositions } from './outline-positions';

/** The reason for a page id that is not one of this course's pages. */
export const UNKNOWN_PAGE_REASON = 'This page is not part of this course.';

function unknownPage(): AppError {
  return new AppError('not_found', UNKNOWN_PAGE_REASON, { pageId: UNKNOWN_PAGE_REASON });
}

/** The pages of the given modules, in order, in one query. */
async function pagesOf(db: Db, moduleIds: readonly string[]) {
  return db
    .select({ id: pages.id, moduleId: pages.moduleId })
    .from(pages)
    .where(inArray(pages.moduleId, [...moduleIds]))
    .orderBy(asc(pages.position), asc(pages.createdAt));
}

/** Rename a page; its path stays, so links to it keep working. */
export async function renamePage(db: Db, courseId: string, pageId: string, title: string): Promise<void> {
  const renamed = await db
    .update(pages)
    .set({ title, updatedAt: new Date() })
    .where(and(eq(pages.id, pageId), eq(pages.courseId, courseId)))
    .returning({ id: pages.id });
  if (renamed.length === 0) throw unknownPage();
}

/** The module a page of the course is in; 404 for another course's page. */
async function findPageModule(db: Db, courseId: string, pageId: string): Promise<string | null> {
  const [page] = await db
    .select({ moduleId: pages.moduleId })
    .from(pages)
    .where(and(eq(pages.id, pageId), eq(pages.courseId, courseId)));
  if (!page) throw unknownPage();
  return page.moduleId;
}

/**
 * Move a page to `index` in module `moduleId` (the same or another module of the course). Both
 * modules keep dense positions 0..n-1.
 */
export async function movePage(
  db: Db,
  courseId: string,
  pageId: string,
  moduleId: string,
  index: number,
): Promise<void> {
  await lockCourse(db, courseId);
  const fromModuleId = await findPageModule(db, courseId, pageId);
  await requireModule(db, courseId, moduleId);
  const rows = await pagesOf(db, fromModuleId ? [fromModuleId, moduleId] : [moduleId]);
  const target = [...rows.filter((row) => row.moduleId === moduleId && row.id !== pageId), { id: pageId }];
  const ordered = moveInList(target, pageId, index);
  await setPagePositions(
    db,
    moduleId,
    ordered.map((row) => row.id),
  );
  if (fromModuleId && fromModuleId !== moduleId) {
    const left = rows.filter((row) => row.moduleId === fromModuleId && row.id !== pageId);
    await setPagePositions(
      db,
      fromModuleId,
      left.map((row) => row.id),
    );
  }
}

/** Delete a page of the course (its sections, blocks and revisions go with it). */
export async function deletePage(db: Db, courseId: string, pageId: string): Promise<void> {
  await lockCourse(db, courseId);
  const moduleId = await findPageModule(db, courseId, pageId);
  await db.delete(pages).where(eq(pages.id, pageId));
  if (!moduleId) return;
  const rest = await pagesOf(db, [moduleId]);
  await setPagePositions(
    db,
    moduleId,
    rest.map((row) => row.id),
  );
}
