import { count, eq } from 'drizzle-orm';
import { outlinePageCalls } from '../../../common/api/page-admin';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema';
import { servedMethods } from '../../rpc/method';
import { freePagePath, lockCourse, outlineWrite, requireModule } from '../courses';
import { createPageWithLayout } from './page-with-layout';

/** Add an empty page at the end of a module; its path is a free slug of its title. */
async function addBlankPage(db: Db, courseId: string, authorId: string, moduleId: string, title: string) {
  await lockCourse(db, courseId);
  await requireModule(db, courseId, moduleId);
  const [row] = await db.select({ total: count() }).from(pages).where(eq(pages.moduleId, moduleId));
  await createPageWithLayout(db, {
    courseId,
    moduleId,
    path: await freePagePath(db, courseId, title),
    title,
    position: row?.total ?? 0,
    authorId,
  });
}

/** `update outline addPage`, added by content to the courses' `outline` resource. */
export const outlineAddPageMethods = servedMethods(
  outlineWrite(outlinePageCalls.addPage, (db, ctx, course, input) =>
    addBlankPage(db, course.id, ctx.actor.userId, input.moduleId, input.title),
  ),
);
