import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { modules, pages } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { lockCourse } from './outline-access';
import { moveInList, setModulePositions } from './outline-positions';

/** The reason for a module id that is not one of this course's modules. */
export const UNKNOWN_MODULE_REASON = 'This module is not part of this course.';
/** The reason for deleting a module that still has pages. */
export const MODULE_NOT_EMPTY_REASON = 'Move or delete the pages of this module before deleting it.';

/** The course's modules in order (ids only). */
async function moduleOrder(db: Db, courseId: string): Promise<Array<{ id: string }>> {
  return db
    .select({ id: modules.id })
    .from(modules)
    .where(eq(modules.courseId, courseId))
    .orderBy(asc(modules.position), asc(modules.createdAt));
}

/** 404 unless `moduleId` is a module of `courseId`. */
export async function requireModule(db: Db, courseId: string, moduleId: string): Promise<void> {
  const [row] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.id, moduleId), eq(modules.courseId, courseId)));
  if (!row) throw new AppError('not_found', UNKNOWN_MODULE_REASON, { moduleId: UNKNOWN_MODULE_REASON });
}

/** Add a module at the end of the course. */
export async function addModule(db: Db, courseId: string, title: string): Promise<void> {
  await lockCourse(db, courseId);
  const [row] = await db.select({ total: count() }).from(modules).where(eq(modules.courseId, courseId));
  await db.insert(modules).values({ courseId, title, position: row?.total ?? 0 });
}

/** Rename a module of the course. */
export async function renameModule(db: Db, courseId: string, moduleId: string, title: string): Promise<void> {
  const renamed = await db
    .update(modules)
    .set({ title })
    .where(and(eq(modules.id, moduleId), eq(modules.courseId, courseId)))
    .returning({ id: modules.id });
  if (renamed.length === 0) {
    throw new AppError('not_found', UNKNOWN_MODULE_REASON, { moduleId: UNKNOWN_MODULE_REASON });
  }
}

/** Move a module to `index` among the course's modules; positions stay 0..n-1. */
export async function moveModule(db: Db, courseId: string, moduleId: string, index: number): Promise<void> {
  await lockCourse(db, courseId);
  const order = await moduleOrder(db, courseId);
  if (!order.some((module) => module.id === moduleId)) {
    throw new AppError('not_found', UNKNOWN_MODULE_REASON, { moduleId: UNKNOWN_MODULE_REASON });
  }
  await setModulePositions(
    db,
    moveInList(order, moduleId, index).map((module) => module.id),
  );
}

/** Delete an empty module; a module that still has pages is refused (409 conflict). */
export async function deleteModule(db: Db, courseId: string, moduleId: string): Promise<void> {
  await lockCourse(db, courseId);
  await requireModule(db, courseId, moduleId);
  const [row] = await db.select({ total: count() }).from(pages).where(eq(pages.moduleId, moduleId));
  if ((row?.total ?? 0) > 0)
    throw new AppError('conflict', MODULE_NOT_EMPTY_REASON, { moduleId: MODULE_NOT_EMPTY_REASON });
  await db.delete(modules).where(eq(modules.id, moduleId));
  const rest = await moduleOrder(db, courseId);
  await setModulePositions(
    db,
    rest.map((module) => module.id),
  );
}
