import { and, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { PageBlock, PageSection } from '../../../../common/api/course-page';
import type { PageOfCourse } from '../../../../common/api/rendering';
import type { CourseRole } from '../../../../common/domain/course-classification';
import { isLocked, pageSchedule } from '../../../../common/domain/page-schedule';
import type { Db } from '../../../db/client';
import { blocks, courses, pages } from '../../../db/schema';
import type { Actor } from '../../../rpc/actor';
import { findVisibleCourse, learnerStart, readCoursePages } from '../../classes';
import { designCourse } from '../../courses';
import { sectionsVisibleTo } from '../block-visibility';
import { sectionsForReader } from '../page-blocks';
import { readStoredSections } from '../page-sections';

const RowId = z.uuid();

/** Is `id` shaped as a row id? Anything else names no page or block, for anyone. */
export function isRowId(id: string): boolean {
  return RowId.safeParse(id).success;
}

/** A page's content as a reader may see it, with the titles of its document. */
export interface PageView extends PageOfCourse {
  sections: PageSection[];
}

/** One block as a reader may see it, with the titles of its page's document. */
export interface BlockView extends PageOfCourse {
  block: PageBlock;
}

/** The outline page `pageId` (placed in a module, as the app reads only those) and its course's path. */
async function findOutlinePage(db: Db, pageId: string) {
  const [page] = await db
    .select({
      id: pages.id,
      title: pages.title,
      coursePath: courses.path,
      unlockAfterDays: pages.unlockAfterDays,
    })
    .from(pages)
    .innerJoin(courses, eq(courses.id, pages.courseId))
    .where(and(eq(pages.id, pageId), isNotNull(pages.moduleId)));
  return page;
}

/**
 * The page `pageId` as `actor` reads it in the app (`read course getPage`): the course must be
 * visible to them (findVisibleCourse) and its pages readable (course-access.ts), a page their
 * class has not opened yet shows nothing, blocks not shared with them are left out, rich text goes
 * as stored (sanitised on write). Undefined when the id is unknown or the reader may not see it;
 * `pageId` must be a row id (isRowId).
 */
export async function readPageView(db: Db, actor: Actor, pageId: string): Promise<PageView | undefined> {
  const page = await findOutlinePage(db, pageId);
  return page && readerView(db, actor, page, await readStoredSections(db, page.id));
}

/** The block `blockId` (a row id) as `actor` may see it, by the checks of its page (readPageView). */
export async function readBlockView(db: Db, actor: Actor, blockId: string): Promise<BlockView | undefined> {
  const [stored] = await db
    .select({
      pageId: blocks.pageId,
      sectionId: blocks.sectionId,
      id: blocks.id,
      widgetType: blocks.widgetType,
      setupData: blocks.setupData,
      settings: blocks.settings,
      isProgressContributor: blocks.isProgressContributor,
    })
    .from(blocks)
    .where(eq(blocks.id, blockId));
  if (!stored) return undefined;
  const { pageId, sectionId, ...block } = stored;
  const page = await findOutlinePage(db, pageId);
  if (!page) return undefined;
  const view = await readerView(db, actor, page, [{ id: sectionId, settings: {}, blocks: [block] }]);
  const shown = view?.sections[0]?.blocks[0];
  return view && shown && { pageTitle: view.pageTitle, courseName: view.courseName, block: shown };
}

/** `sections` of `page` as `actor` may read them, or undefined when its pages are closed to them. */
async function readerView(
  db: Db,
  actor: Actor,
  page: { title: string; coursePath: string; unlockAfterDays: number | null },
  sections: PageSection[],
): Promise<PageView | undefined> {
  const course = await findVisibleCourse(db, actor, page.coursePath);
  if (!course || readCoursePages(actor, course) !== true) return undefined;
  const isEditor = designCourse(actor, { myRole: course.actorRole as CourseRole | null });
  const now = new Date();
  const { unlocksAt } = pageSchedule(isEditor ? null : learnerStart(course), page.unlockAfterDays, null);
  const readable = isLocked(unlocksAt, now) ? [] : sections;
  return {
    pageTitle: page.title,
    courseName: course.name,
    sections: sectionsForReader(sectionsVisibleTo(readable, isEditor, now)),
  };
}
