import type { Db } from '../../db/client';
import { AppError, REASONS } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { loadOutlineCourse, mayEditOutline, mayReadOutline, type OutlineCourse } from '../courses';
import { type EditablePage, loadEditablePage, mayWritePage } from './page-access';

const notFound = () => new AppError('not_found', REASONS.notFound);
// The refusal of a write to what the caller only reads: 403, or 404 when read-only must not show.
const readOnlyRefusal = (hideReadOnly: boolean) =>
  hideReadOnly ? notFound() : new AppError('forbidden', REASONS.forbidden);

/**
 * The course at `coursePath` when the caller may write it, for methods that name the course in
 * their input rather than their path id. A course they cannot see is 404; one they only see is
 * 403, or 404 too with `hideReadOnly` (a lookup that should not tell courses apart).
 */
export async function loadWritableCourse(
  db: Db,
  ctx: RequestContext,
  coursePath: string,
  { hideReadOnly = false } = {},
): Promise<OutlineCourse> {
  const course = await loadOutlineCourse(db, ctx, coursePath);
  if (!course || !mayReadOutline(ctx.actor, course)) throw notFound();
  if (!mayEditOutline(ctx.actor, course)) throw readOnlyRefusal(hideReadOnly);
  return course;
}

/**
 * The page `pageId` when the caller may write it, for methods that name the page in their input:
 * 404 for a page they cannot see, 403 for one they only see, or 404 too with `hideReadOnly`.
 */
export async function loadWritablePage(
  db: Db,
  ctx: RequestContext,
  pageId: string,
  { hideReadOnly = false } = {},
): Promise<EditablePage> {
  const page = await loadEditablePage(db, ctx, pageId);
  const { actor } = ctx;
  if (!page || !(page.displayed || page.role !== null || actor.isStaff || actor.isSuperUser))
    throw notFound();
  if (!mayWritePage(actor, page)) throw readOnlyRefusal(hideReadOnly);
  return page;
}
