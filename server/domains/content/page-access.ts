import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { courses, pages, roleGrants } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import type { RequestContext } from '../../rpc/context';
import { courseGrantOf } from '../courses';

/** A page as the editing methods load it, with its course and the caller's course role. */
export interface EditablePage {
  id: string;
  courseId: string;
  coursePath: string;
  courseName: string;
  displayed: boolean;
  moduleId: string | null;
  path: string;
  title: string;
  revisionId: string | null;
  role: string | null;
}

/**
 * Load the page with id `pageId`, its course and the caller's role on it, in one query. Only the
 * actor of `ctx` is read, so routes outside the resource scheme can call it too.
 */
export async function loadEditablePage(
  db: Db,
  ctx: Pick<RequestContext, 'actor'>,
  pageId: string,
): Promise<EditablePage | undefined> {
  if (!isUuid(pageId)) return undefined;
  const [row] = await db
    .select({
      id: pages.id,
      courseId: courses.id,
      coursePath: courses.path,
      courseName: courses.name,
      displayed: courses.displayed,
      moduleId: pages.moduleId,
      path: pages.path,
      title: pages.title,
      revisionId: pages.revisionId,
      role: roleGrants.role,
    })
    .from(pages)
    .innerJoin(courses, eq(courses.id, pages.courseId))
    .leftJoin(roleGrants, courseGrantOf(ctx.actor.userId ?? '00000000-0000-0000-0000-000000000000'))
    .where(eq(pages.id, pageId.toLowerCase()));
  return row;
}

/** Serialise writes on one page, so positions and revisions computed from a read stay right. */
export async function lockPage(db: Db, pageId: string): Promise<void> {
  await db.select({ id: pages.id }).from(pages).where(eq(pages.id, pageId)).for('update');
}
