import { type SQL, sql } from 'drizzle-orm';
import {
  ANALYTICS_ACTIVITY_DAYS,
  ANALYTICS_COMMENTS_PAGE_SIZE,
  ANALYTICS_STUDENTS_PAGE_SIZE,
  type AnalyticsCommentsPage,
  type AnalyticsProgress,
  type AnalyticsStudentSort,
  type AnalyticsStudentsPage,
  PROGRESS_BANDS,
  type ProgressBand,
} from '../../../common/api/analytics';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';
import { isActiveLearner } from '../classes';
import type { SocialClass } from './class-standing';
import { personOf } from './post-rows';

// The analytics tabs (common/api/analytics.ts), one query each for students and progress and two
// for comments, whatever the class's size or the page asked for: of a class, or of every class of a
// course at once.

/** What an analytics read counts: a class, or every class of a course. */
export interface AnalyticsScope {
  courseId: string;
  coursePath: string;
  /** The ids of its active learners (not staff), as a subquery. */
  learners: SQL;
  /** Its posts `p` and comments `c`, as conditions. */
  posts: SQL;
  comments: SQL;
  /** The time zone its days are counted in (text SQL). */
  timeZone: SQL;
}

/** The class `cohort`'s analytics. */
export const classScope = (cohort: SocialClass): AnalyticsScope => ({
  courseId: cohort.courseId,
  coursePath: cohort.coursePath,
  learners: sql`(SELECT e.user_id FROM enrolments e WHERE e.cohort_id = ${cohort.id}::uuid AND ${isActiveLearner('e')})`,
  posts: sql`p.cohort_id = ${cohort.id}::uuid`,
  comments: sql`c.cohort_id = ${cohort.id}::uuid`,
  timeZone: sql`${cohort.timeZone}::text`,
});

/** Every class of the course at once, its days counted on its default class's clock (UTC without one). */
export const courseScope = (course: {
  id: string;
  path: string;
  defaultCohort: string | null;
}): AnalyticsScope => ({
  courseId: course.id,
  coursePath: course.path,
  learners: sql`(SELECT DISTINCT e.user_id FROM enrolments e JOIN cohorts ec ON ec.id = e.cohort_id
    WHERE ec.course_id = ${course.id}::uuid AND ${isActiveLearner('e')})`,
  posts: sql`p.course_id = ${course.id}::uuid AND p.cohort_id IS NOT NULL`,
  comments: sql`c.course_id = ${course.id}::uuid`,
  timeZone: sql`coalesce((SELECT dc.class_access_tz FROM cohorts dc WHERE dc.path = ${course.defaultCohort}), 'UTC')`,
});

const STUDENT_ORDER: Record<AnalyticsStudentSort, SQL> = {
  contributions: sql`s.posts + s.comments`,
  name: sql`lower(u.full_name)`,
  posts: sql`s.posts`,
  comments: sql`s.comments`,
  kudos: sql`s.kudos`,
};

interface StudentRow {
  authorId: string;
  fullName: string;
  profileName: string | null;
  avatarKey: string | null;
  posts: number;
  comments: number;
  kudos: number;
  lastAt: string | null;
}

interface StudentsRow {
  learners: number;
  contributors: number;
  posts: number;
  comments: number;
  kudos: number;
  rows: StudentRow[];
}

/**
 * The class's learners with their posts, comments and the kudos others gave them in the class,
 * sorted (ties by name, then id) and sliced, with the whole class's totals.
 */
export async function analyticsStudents(
  db: Db,
  scope: AnalyticsScope,
  query: { sort: AnalyticsStudentSort; order: 'asc' | 'desc'; page: number },
): Promise<AnalyticsStudentsPage> {
  const direction = query.order === 'desc' ? sql`DESC` : sql`ASC`;
  const offset = (query.page - 1) * ANALYTICS_STUDENTS_PAGE_SIZE;
  const [row] = rowsOf<StudentsRow>(
    await db.execute(sql`
      WITH class_posts AS (
        SELECT p.id, p.author_id, p.created_at FROM posts p
        WHERE ${scope.posts} AND p.type <> 'announcement'
      ),
      class_comments AS (
        SELECT c.id, c.author_id, c.created_at FROM comments c
        WHERE ${scope.comments} AND c.removed_at IS NULL
      ),
      kudos_received AS (
        SELECT author_id, count(*)::int AS kudos FROM (
          SELECT p.author_id FROM class_posts p JOIN kudos k ON k.post_id = p.id WHERE k.user_id <> p.author_id
          UNION ALL
          SELECT c.author_id FROM class_comments c JOIN kudos k ON k.comment_id = c.id WHERE k.user_id <> c.author_id
        ) given GROUP BY author_id
      ),
      stats AS (
        SELECT l.user_id,
          (SELECT count(*)::int FROM class_posts p WHERE p.author_id = l.user_id) AS posts,
          (SELECT count(*)::int FROM class_comments c WHERE c.author_id = l.user_id) AS comments,
          coalesce(kr.kudos, 0) AS kudos,
          greatest(
            (SELECT max(p.created_at) FROM class_posts p WHERE p.author_id = l.user_id),
            (SELECT max(c.created_at) FROM class_comments c WHERE c.author_id = l.user_id)
          ) AS last_at
        FROM ${scope.learners} l
        LEFT JOIN kudos_received kr ON kr.author_id = l.user_id
      ),
      slice AS (
        SELECT u.id AS "authorId", u.full_name AS "fullName", u.profile_name AS "profileName",
          u.avatar_key AS "avatarKey", s.posts, s.comments, s.kudos,
          CASE WHEN s.last_at IS NULL THEN NULL ELSE ${isoSql(sql`s.last_at`)} END AS "lastAt",
          row_number() OVER (
            ORDER BY ${STUDENT_ORDER[query.sort]} ${direction}, lower(u.full_name), u.id) AS ord
        FROM stats s JOIN users u ON u.id = s.user_id
        ORDER BY ord OFFSET ${offset} LIMIT ${ANALYTICS_STUDENTS_PAGE_SIZE}
      )
      SELECT count(*)::int AS learners,
        (count(*) FILTER (WHERE s.posts + s.comments > 0))::int AS contributors,
        coalesce(sum(s.posts), 0)::int AS posts, coalesce(sum(s.comments), 0)::int AS comments,
        coalesce(sum(s.kudos), 0)::int AS kudos,
        (SELECT coalesce(json_agg(slice ORDER BY slice.ord), '[]'::json) FROM slice) AS rows
      FROM stats s`),
  );
  const totals = row!;
  return {
    students: totals.rows.map((student) => ({
      person: personOf(student),
      posts: student.posts,
      comments: student.comments,
      kudosReceived: student.kudos,
      lastContributedAt: student.lastAt,
    })),
    total: totals.learners,
    page: query.page,
    pageSize: ANALYTICS_STUDENTS_PAGE_SIZE,
    totals: {
      contributors: totals.contributors,
      posts: totals.posts,
      comments: totals.comments,
      kudos: totals.kudos,
    },
  };
}

interface ProgressRow {
  learners: number;
  average: number;
  bands: Partial<Record<ProgressBand, number>> | null;
  pages: AnalyticsProgress['pages'];
}

/**
 * The class's learners by how much of the course they completed (floored percent, as the students
 * list shows it), and each page of the outline with how many of them opened and completed it.
 */
export async function analyticsProgress(db: Db, scope: AnalyticsScope): Promise<AnalyticsProgress> {
  const [row] = rowsOf<ProgressRow>(
    await db.execute(sql`
      WITH learners AS ${scope.learners},
      percents AS (
        SELECT CASE WHEN coalesce(cp.total_pages, 0) = 0 THEN 0
          ELSE least(100, floor(cp.completed_pages * 100.0 / cp.total_pages))::int END AS percent
        FROM learners l
        LEFT JOIN course_progress cp ON cp.user_id = l.user_id AND cp.course_id = ${scope.courseId}::uuid
      ),
      banded AS (
        SELECT CASE WHEN percent = 0 THEN 'notStarted' WHEN percent < 25 THEN 'under25'
          WHEN percent < 50 THEN 'under50' WHEN percent < 75 THEN 'under75'
          WHEN percent < 100 THEN 'under100' ELSE 'complete' END AS band, count(*)::int AS learners
        FROM percents GROUP BY 1
      ),
      outline AS (
        SELECT p.id, p.path, p.title, m.title AS module_title, m.position AS module_position, p.position
        FROM pages p JOIN modules m ON m.id = p.module_id
        WHERE p.course_id = ${scope.courseId}::uuid
      ),
      page_counts AS (
        SELECT o.id AS "pageId", o.path AS "pagePath", o.title, o.module_title AS "moduleTitle",
          count(pp.user_id)::int AS viewed, count(pp.completed_at)::int AS completed,
          o.module_position, o.position
        FROM outline o
        LEFT JOIN page_progress pp ON pp.page_id = o.id AND pp.user_id IN (SELECT user_id FROM learners)
        GROUP BY o.id, o.path, o.title, o.module_title, o.module_position, o.position
      )
      SELECT (SELECT count(*)::int FROM percents) AS learners,
        (SELECT coalesce(round(avg(percent)), 0)::int FROM percents) AS average,
        (SELECT json_object_agg(band, learners) FROM banded) AS bands,
        (SELECT coalesce(json_agg(json_build_object('pageId', "pageId", 'pagePath', "pagePath", 'title', title,
            'moduleTitle', "moduleTitle", 'viewed', viewed, 'completed', completed)
          ORDER BY module_position, position, "pageId"), '[]'::json) FROM page_counts) AS pages`),
  );
  const progress = row!;
  return {
    coursePath: scope.coursePath,
    learners: progress.learners,
    averagePercent: progress.average,
    bands: PROGRESS_BANDS.map((band) => ({ band, learners: progress.bands?.[band] ?? 0 })),
    pages: progress.pages,
  };
}

interface CommentRow {
  id: string;
  authorId: string;
  fullName: string;
  profileName: string | null;
  avatarKey: string | null;
  body: string;
  createdAt: string;
  hidden: boolean;
  on: 'page' | 'post';
  postId: string | null;
  cohortPath: string;
  className: string;
  pagePath: string | null;
  pageTitle: string | null;
}

/** Characters of a comment the latest comments show. */
const EXCERPT_LENGTH = 240;

/**
 * The class's comments newest first (hidden ones flagged, removed ones left out), a page at a time,
 * with its posts and comments per day over the last ANALYTICS_ACTIVITY_DAYS days in its time zone.
 */
export async function analyticsComments(
  db: Db,
  scope: AnalyticsScope,
  page: number,
): Promise<AnalyticsCommentsPage> {
  const offset = (page - 1) * ANALYTICS_COMMENTS_PAGE_SIZE;
  const rows = rowsOf<CommentRow>(
    await db.execute(sql`
      SELECT c.id, u.id AS "authorId", u.full_name AS "fullName", u.profile_name AS "profileName",
        u.avatar_key AS "avatarKey", c.body, ${isoSql(sql`c.created_at`)} AS "createdAt",
        c.hidden_at IS NOT NULL AS hidden, CASE WHEN c.post_id IS NULL THEN 'page' ELSE 'post' END AS "on", c.post_id AS "postId",
        pg.path AS "pagePath", pg.title AS "pageTitle", k.path AS "cohortPath", k.name AS "className"
      FROM comments c
      JOIN users u ON u.id = c.author_id
      JOIN cohorts k ON k.id = c.cohort_id
      LEFT JOIN posts p ON p.id = c.post_id
      LEFT JOIN pages pg ON pg.id = coalesce(c.page_id, p.page_id)
      WHERE ${scope.comments} AND c.removed_at IS NULL
      ORDER BY c.created_at DESC, c.id DESC
      OFFSET ${offset} LIMIT ${ANALYTICS_COMMENTS_PAGE_SIZE}`),
  );
  const activity = rowsOf<{ date: string; posts: number; comments: number; total: number }>(
    await db.execute(sql`
      WITH days AS (
        SELECT generate_series(
          (now() AT TIME ZONE ${scope.timeZone})::date - ${ANALYTICS_ACTIVITY_DAYS - 1}::int,
          (now() AT TIME ZONE ${scope.timeZone})::date, interval '1 day')::date AS day
      ),
      since AS (SELECT (min(day)::timestamp AT TIME ZONE ${scope.timeZone}) AS at FROM days),
      events AS (
        SELECT (p.created_at AT TIME ZONE ${scope.timeZone})::date AS day, 1 AS post, 0 AS comment
        FROM posts p WHERE ${scope.posts} AND p.type <> 'announcement'
          AND p.created_at >= (SELECT at FROM since)
        UNION ALL
        SELECT (c.created_at AT TIME ZONE ${scope.timeZone})::date, 0, 1
        FROM comments c WHERE ${scope.comments} AND c.removed_at IS NULL
          AND c.created_at >= (SELECT at FROM since)
      ),
      all_comments AS (
        SELECT count(*)::int AS total FROM comments c WHERE ${scope.comments} AND c.removed_at IS NULL
      )
      SELECT to_char(d.day, 'YYYY-MM-DD') AS date, coalesce(sum(e.post), 0)::int AS posts,
        coalesce(sum(e.comment), 0)::int AS comments, (SELECT total FROM all_comments) AS total
      FROM days d LEFT JOIN events e ON e.day = d.day
      GROUP BY d.day ORDER BY d.day`),
  );
  return {
    comments: rows.map((row) => ({
      id: row.id,
      author: personOf(row),
      excerpt: excerptOf(row.body),
      createdAt: row.createdAt,
      hidden: row.hidden,
      on: row.on,
      postId: row.postId,
      coursePath: scope.coursePath,
      cohortPath: row.cohortPath,
      className: row.className,
      pagePath: row.pagePath,
      pageTitle: row.pageTitle,
    })),
    total: activity[0]?.total ?? 0,
    page,
    pageSize: ANALYTICS_COMMENTS_PAGE_SIZE,
    activity: activity.map(({ date, posts, comments }) => ({ date, posts, comments })),
  };
}

/** A comment's plain text (comments are stored as plain text), shortened with an ellipsis. */
function excerptOf(body: string): string {
  const text = body.replace(/\s+/g, ' ').trim();
  return text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…`;
}
