import { eq, type SQL, sql } from 'drizzle-orm';
import type { CoursePage, PageLink, PageSection } from '../../../common/api/course-page';
import type { CourseRole } from '../../../common/domain/course-classification';
import { isLocked, pageSchedule } from '../../../common/domain/page-schedule';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { courses, modules, pages } from '../../db/schema';
import type { WriteBehind } from '../../db/write-behind';
import type { Actor } from '../../rpc/actor';
import { SerializedResult } from '../../rpc/serialized-result';
import { learnerStart, selectVisibleCourse, type VisibleCourse } from '../classes';
import {
  type HeldContent,
  pageContentCacheOf,
  sectionsForReader,
  sectionsUnlessHeld,
  sectionsVisibleTo,
} from '../content';
import { administerCourse, designCourse } from '../courses';
import { deferPageView } from './page-view';

// Outline order, as outline-read.ts lists it: modules, then pages, each by position then age.
const OUTLINE_ORDER: SQL = sql`ORDER BY ${modules.position}, ${modules.createdAt}, ${pages.position}, ${pages.createdAt}`;

/** The page row the course page statement carries (its `page` column: JSON, null when not found). */
interface PageRow {
  id: string;
  path: string;
  title: string;
  revisionId: string | null;
  unlockAfterDays: number | null;
  dueAfterDays: number | null;
  contentVersion: number;
  canPostComments: boolean;
  isCommentRequired: boolean;
  /** The signed-in reader has a comment on the page that is not removed (false for a visitor). */
  hasUserCommented: boolean;
  /** Spec §3 Page `pageGroupType`: only members of a group of this type read it (null: anyone). */
  pageGroupType: string | null;
  /** Spec §3 Page `userCohortGroups`: the group types the reader is an active member of in their class. */
  userCohortGroups: string[];
  moduleTitle: string;
  previousPath: string | null;
  previousTitle: string | null;
  nextPath: string | null;
  nextTitle: string | null;
  /** Null when the reader holds this content version already (the placeholder `heldVersion`). */
  sections: PageSection[] | null;
}

/**
 * The page at the placeholder `pagePath` of the outer query's course, with its module's title, its
 * outline neighbours, its comment settings (and, `signedIn`, whether the placeholder `userId` has
 * commented on it) and its sections with their blocks, as one JSON value; the sections only when
 * their content version is not `heldVersion` (content/page-content-cache.ts).
 */
function pageOfCourse(db: Db, signedIn: boolean): SQL<PageRow | null> {
  const ordered = db
    .select({
      id: pages.id,
      path: pages.path,
      title: pages.title,
      revisionId: pages.revisionId,
      unlockAfterDays: pages.unlockAfterDays,
      dueAfterDays: pages.dueAfterDays,
      contentVersion: pages.contentVersion,
      canPostComments: pages.canPostComments,
      isCommentRequired: pages.isCommentRequired,
      groupType: pages.groupType,
      moduleTitle: sql<string>`${modules.title}`.as('module_title'),
      previousPath: sql<string | null>`lag(${pages.path}) OVER (${OUTLINE_ORDER})`.as('previous_path'),
      previousTitle: sql<string | null>`lag(${pages.title}) OVER (${OUTLINE_ORDER})`.as('previous_title'),
      nextPath: sql<string | null>`lead(${pages.path}) OVER (${OUTLINE_ORDER})`.as('next_path'),
      nextTitle: sql<string | null>`lead(${pages.title}) OVER (${OUTLINE_ORDER})`.as('next_title'),
    })
    .from(pages)
    // Only pages placed in a module are in the outline, so only they can be read.
    .innerJoin(modules, eq(modules.id, pages.moduleId))
    .where(eq(pages.courseId, courses.id))
    .as('ordered');
  const sections = sectionsUnlessHeld(
    sql`ordered.id`,
    sql`ordered.content_version`,
    sql`${sql.placeholder('heldVersion')}::bigint`,
  );
  // Comments are social's rows, read from the shared schema (learning never imports social).
  const commented = signedIn
    ? sql`EXISTS (SELECT 1 FROM comments cm WHERE cm.page_id = ordered.id
        AND cm.author_id = ${sql.placeholder('userId')}::uuid AND cm.removed_at IS NULL)`
    : sql`false`;
  // Groups are social's rows too: the types of the reader's active memberships in the classes of
  // the course they are an active member of and that have not ended (one running class a course).
  const groupTypes = signedIn
    ? sql`coalesce((SELECT json_agg(DISTINCT sg.group_type) FROM social_group_members sm
        JOIN social_groups sg ON sg.id = sm.group_id
        JOIN cohorts sc ON sc.id = sg.cohort_id
        JOIN enrolments se ON se.cohort_id = sc.id AND se.user_id = sm.user_id AND se.status = 'active'
        WHERE sm.user_id = ${sql.placeholder('userId')}::uuid AND sm.status = 'active'
          AND sc.course_id = ${courses.id} AND (sc.end_date IS NULL OR sc.end_date > now())), '[]'::json)`
    : sql`'[]'::json`;
  return sql<PageRow | null>`(SELECT json_build_object(
      'id', ordered.id, 'path', ordered.path, 'title', ordered.title,
      'revisionId', ordered.revision_id, 'unlockAfterDays', ordered.unlock_after_days,
      'dueAfterDays', ordered.due_after_days, 'contentVersion', ordered.content_version,
      'canPostComments', ordered.can_post_comments, 'isCommentRequired', ordered.is_comment_required,
      'hasUserCommented', ${commented},
      'pageGroupType', ordered.group_type, 'userCohortGroups', ${groupTypes},
      'moduleTitle', ordered.module_title,
      'previousPath', ordered.previous_path, 'previousTitle', ordered.previous_title,
      'nextPath', ordered.next_path, 'nextTitle', ordered.next_title,
      'sections', ${sections})
    FROM ${ordered} WHERE ordered.path = ${sql.placeholder('pagePath')})`;
}

/**
 * The course a page is read in (classes' VisibleCourse: the reader's role and class access facts)
 * with the page in one more column: the whole read is this statement after the session's (a
 * prepared statement: `read course getPage` is a hot method), for a visitor and for a signed-in reader.
 */
const coursePageForVisitor = prepared('course_page_for_visitor', (db, name) =>
  selectVisibleCourse(db, false, { page: pageOfCourse(db, false) }).prepare(name),
);
const coursePageForUser = prepared('course_page_for_user', (db, name) =>
  selectVisibleCourse(db, true, { page: pageOfCourse(db, true) }).prepare(name),
);

/**
 * A course page as its read loads it: the course with the reader's facts, and the page if there is
 * one, its sections as held (with their JSON text).
 */
export interface LoadedCoursePage {
  course: VisibleCourse;
  page: (Omit<PageRow, 'sections'> & { content: HeldContent }) | undefined;
}

/**
 * The course at `coursePath` with what `actor` is to it, and its page at `pagePath` (undefined when
 * its outline has no such page), in one query; undefined when there is no such course. The page's
 * sections come as readers receive them (media addresses added), from the database only when they
 * changed since this process last read them (whatever the reader: they do not depend on who reads).
 */
export async function loadCoursePage(
  db: Db,
  actor: Actor,
  coursePath: string,
  pagePath: string,
): Promise<LoadedCoursePage | undefined> {
  const cache = pageContentCacheOf(db);
  const path = coursePath.toLowerCase();
  // Content versions are drawn from one sequence, so a version held under a key names one content.
  const key = `${path}/${pagePath}`;
  const held = cache.held(key);
  const values = { path, pagePath, heldVersion: held?.version ?? 0 };
  const [row] = actor.userId
    ? await coursePageForUser(db).execute({ ...values, userId: actor.userId })
    : await coursePageForVisitor(db).execute(values);
  if (!row) return undefined;
  const { page, ...course } = row;
  if (!page) return { course, page: undefined };
  const { sections, ...rest } = page;
  const content = sections
    ? cache.keep(key, Number(page.contentVersion), sectionsForReader(sections))
    : held!;
  return { course, page: { ...rest, content } };
}

const link = (path: string | null, title: string | null): PageLink | null =>
  path === null || title === null ? null : { path, title };

/**
 * The page of a course the actor may read, as the reader receives it. A signed-in reader's visit is
 * deferred to `bookkeeping` (written behind the read: the read writes nothing). For a learner (not
 * an editor) the page's schedule in their class applies: a page that has not opened yet comes with
 * its title and `scheduledAccess` but no sections. Its JSON text is built around the held sections'
 * bytes when the reader receives them whole, so they are not serialised again on every read.
 */
export function readCoursePage(
  actor: Actor,
  { course, page }: LoadedCoursePage & { page: NonNullable<LoadedCoursePage['page']> },
  bookkeeping: WriteBehind,
): SerializedResult<CoursePage> {
  const roles = { myRole: course.actorRole as CourseRole | null };
  const isEditor = designCourse(actor, roles);
  const now = new Date();
  const start = isEditor ? null : learnerStart(course);
  const schedule = pageSchedule(start, page.unlockAfterDays, page.dueAfterDays);
  const locked = isLocked(schedule.unlocksAt, now);
  // A page not open yet comes without its sections (read with it all the same: no second query).
  const readable = locked ? [] : page.content.sections;
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
  const head = {
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
  };
  const tail = {
    isEditor,
    isAdmin: administerCourse(actor, roles),
    ...(schedule.unlocksAt !== null && { scheduledAccess: { unlocksAt: schedule.unlocksAt, locked } }),
    ...(schedule.dueAt !== null && { dueDate: schedule.dueAt }),
    canPostComments: page.canPostComments,
    isCommentRequired: page.isCommentRequired,
    hasUserCommented: page.hasUserCommented,
    pageGroupType: page.pageGroupType,
    userCohortGroups: page.userCohortGroups,
  };
  const sectionsJson = sections === page.content.sections ? page.content.json : JSON.stringify(sections);
  // JSON.stringify of { ...head, sections, ...tail }, in that key order, with the sections' bytes as held.
  return new SerializedResult({ ...head, sections, ...tail }, [
    `${JSON.stringify(head).slice(0, -1)},"sections":`,
    sectionsJson,
    `,${JSON.stringify(tail).slice(1)}`,
  ]);
}
