import { eq, type SQL, sql } from 'drizzle-orm';
import type { CoursePage, PageLink } from '../../../common/api/course-page';
import type { CourseRole } from '../../../common/domain/course-classification';
import { isLocked, pageSchedule } from '../../../common/domain/page-schedule';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { modules, pages } from '../../db/schema';
import type { WriteBehind } from '../../db/write-behind';
import type { Actor } from '../../rpc/actor';
import type { VisibleCourse } from '../classes';
import { learnerStart } from '../classes';
import { pageContentCacheOf, sectionsForReader, sectionsUnlessHeld, sectionsVisibleTo } from '../content';
import { administerCourse, designCourse } from '../courses';
import { deferPageView } from './page-view';

// Outline order, as outline-read.ts lists it: modules, then pages, each by position then age.
const OUTLINE_ORDER: SQL = sql`ORDER BY ${modules.position}, ${modules.createdAt}, ${pages.position}, ${pages.createdAt}`;

/**
 * The page at `pagePath` with its module's title, its outline neighbours and its sections with
 * their blocks, in one query (a prepared statement: `read course getPage` is a hot method); the
 * sections only when their content version is not `heldVersion` (content/page-content-cache.ts).
 */
const pageToRead = prepared('page_to_read', (db, name) => {
  const ordered = db
    .select({
      id: pages.id,
      path: pages.path,
      title: pages.title,
      revisionId: pages.revisionId,
      unlockAfterDays: pages.unlockAfterDays,
      dueAfterDays: pages.dueAfterDays,
      contentVersion: pages.contentVersion,
      moduleTitle: sql<string>`${modules.title}`.as('module_title'),
      previousPath: sql<string | null>`lag(${pages.path}) OVER (${OUTLINE_ORDER})`.as('previous_path'),
      previousTitle: sql<string | null>`lag(${pages.title}) OVER (${OUTLINE_ORDER})`.as('previous_title'),
      nextPath: sql<string | null>`lead(${pages.path}) OVER (${OUTLINE_ORDER})`.as('next_path'),
      nextTitle: sql<string | null>`lead(${pages.title}) OVER (${OUTLINE_ORDER})`.as('next_title'),
    })
    .from(pages)
    // Only pages placed in a module are in the outline, so only they can be read.
    .innerJoin(modules, eq(modules.id, pages.moduleId))
    .where(eq(pages.courseId, sql.placeholder('courseId')))
    .as('ordered');
  return db
    .select({
      id: ordered.id,
      path: ordered.path,
      title: ordered.title,
      revisionId: ordered.revisionId,
      unlockAfterDays: ordered.unlockAfterDays,
      dueAfterDays: ordered.dueAfterDays,
      contentVersion: ordered.contentVersion,
      moduleTitle: ordered.moduleTitle,
      previousPath: ordered.previousPath,
      previousTitle: ordered.previousTitle,
      nextPath: ordered.nextPath,
      nextTitle: ordered.nextTitle,
      sections: sectionsUnlessHeld(
        sql`${ordered.id}`,
        sql`${ordered.contentVersion}`,
        sql`${sql.placeholder('heldVersion')}::bigint`,
      ),
    })
    .from(ordered)
    .where(eq(ordered.path, sql.placeholder('pagePath')))
    .prepare(name);
});

const link = (path: string | null, title: string | null): PageLink | null =>
  path === null || title === null ? null : { path, title };

/**
 * The page at `pagePath` of a course the actor may read, or undefined when the course has no such
 * page in its outline. A signed-in reader's visit is deferred to `bookkeeping` (written behind the
 * read: the read writes nothing). Two queries after the session's: the course, then this page.
 * For a learner (not an editor) the page's schedule in their class applies: a page that has not
 * opened yet comes with its title and `scheduledAccess` but no sections.
 */
export async function readCoursePage(
  db: Db,
  actor: Actor,
  course: VisibleCourse,
  pagePath: string,
  bookkeeping: WriteBehind,
): Promise<CoursePage | undefined> {
  // The sections this process read last of this page, sent again by the database only if changed.
  const cache = pageContentCacheOf(db);
  const key = `${course.id}/${pagePath}`;
  const held = cache.held(key);
  const [page] = await pageToRead(db).execute({
    courseId: course.id,
    pagePath,
    heldVersion: held?.version ?? 0,
  });
  if (!page) return undefined;
  // Held as readers receive them (media addresses added), which does not depend on the reader.
  const fresh = page.sections && sectionsForReader(page.sections);
  if (fresh) cache.keep(key, Number(page.contentVersion), fresh);
  const roles = { myRole: course.actorRole as CourseRole | null };
  const isEditor = designCourse(actor, roles);
  const now = new Date();
  const start = isEditor ? null : learnerStart(course);
  const schedule = pageSchedule(start, page.unlockAfterDays, page.dueAfterDays);
  const locked = isLocked(schedule.unlocksAt, now);
  // A page not open yet comes without its sections (read with it all the same: no second query).
  const readable = locked ? [] : (fresh ?? held!.sections);
  if (actor.userId) {
    // The visit, and a learner's page progress (not for a page still locked).
    deferPageView(bookkeeping, {
      userId: actor.userId,
      courseId: course.id,
      pageId: page.id,
      countsForProgress: !locked,
    });
  }
  // Block sharing (spec §3): readers who are not editors do not receive hidden blocks.
  const sections = sectionsVisibleTo(readable, isEditor, now);
  return {
    id: page.id,
    path: page.path,
    coursePath: course.path,
    courseName: course.name,
    courseLanguage: course.language,
    title: page.title,
    revisionId: page.revisionId,
    moduleTitle: page.moduleTitle,
    previous: link(page.previousPath, page.previousTitle),
    next: link(page.nextPath, page.nextTitle),
    sections,
    isEditor,
    isAdmin: administerCourse(actor, roles),
    ...(schedule.unlocksAt !== null && { scheduledAccess: { unlocksAt: schedule.unlocksAt, locked } }),
    ...(schedule.dueAt !== null && { dueDate: schedule.dueAt }),
  };
}
