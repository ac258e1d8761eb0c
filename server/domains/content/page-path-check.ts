import { and, eq, ne } from 'drizzle-orm';
import { PAGE_REASONS, PagePath, type PathCheck } from '../../../common/api/page-admin';
import { isUsableName } from '../../../common/routes';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { freePagePath } from '../courses';

/**
 * Why `path` cannot be a page path of the course (PAGE_REASONS), or null when it can. The page
 * `exceptPageId` (the one being renamed) does not take its own path.
 */
export async function pathProblem(
  db: Db,
  courseId: string,
  path: string,
  exceptPageId?: string,
): Promise<string | null> {
  const parsed = PagePath.safeParse(path);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? PAGE_REASONS.pathShape;
  if (!isUsableName(parsed.data)) return PAGE_REASONS.pathReserved;
  const samePath = and(eq(pages.courseId, courseId), eq(pages.path, parsed.data));
  const [taken] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(exceptPageId ? and(samePath, ne(pages.id, exceptPageId)) : samePath);
  return taken ? PAGE_REASONS.pathTaken : null;
}

/** The path check of the page helper (spec §4): empty, failed with a reason and a free suggestion, or success. */
export async function checkPath(
  db: Db,
  courseId: string,
  path: string,
  exceptPageId?: string,
): Promise<PathCheck> {
  if (path.trim() === '') return { status: 'empty' };
  const reason = await pathProblem(db, courseId, path, exceptPageId);
  if (!reason) return { status: 'success' };
  return { status: 'failed', reason, suggestion: await freePagePath(db, courseId, path) };
}

/** Refuse a path a page cannot take: 409 page_path_taken when another page has it, 400 otherwise. */
export async function requireUsablePath(
  db: Db,
  courseId: string,
  path: string,
  exceptPageId?: string,
): Promise<void> {
  const reason = await pathProblem(db, courseId, path, exceptPageId);
  if (!reason) return;
  throw new AppError(reason === PAGE_REASONS.pathTaken ? 'page_path_taken' : 'invalid_input', reason, {
    path: reason,
  });
}
