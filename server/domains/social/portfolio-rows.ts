import { sql } from 'drizzle-orm';
import {
  type MyPortfolio,
  PORTFOLIO_PAGE_SIZE,
  type PortfolioCounts,
  type PortfolioPost,
  type PortfolioPostsPage,
  type PublicPortfolio,
  type SetPublishedInput,
} from '../../../common/api/portfolio';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';
import { avatarUrl } from '../accounts';
import { type Keyset, pageOf } from './cursor';
import { plainTextFrom } from './plain-text';
import { IN_PORTFOLIO_SQL, ON_PUBLIC_PAGE_SQL } from './portfolio-scope';

// The reads and writes of portfolios: each list is one query whatever its length, keyset on the
// post's (created_at, id) as the feeds are (cursor.ts).

/** The caller's counters: their portfolio posts shown on their public page and those hidden from it. */
const countsSql = (userId: string) => sql`(SELECT json_build_object(
    'shown', count(*) FILTER (WHERE p.shown_in_portfolio),
    'hidden', count(*) FILTER (WHERE NOT p.shown_in_portfolio))
  FROM posts p JOIN courses c ON c.id = p.course_id
  WHERE p.author_id = ${userId}::uuid AND ${IN_PORTFOLIO_SQL})`;

/** The owner's portfolio as they see it (a portfolio never saved is unpublished, with no headline): one query. */
export async function readMyPortfolio(db: Db, userId: string): Promise<MyPortfolio> {
  const [row] = rowsOf<{
    isPublic: boolean | null;
    headline: string | null;
    profileName: string | null;
    counts: PortfolioCounts;
  }>(
    await db.execute(sql`SELECT pf.is_public AS "isPublic", pf.headline, u.profile_name AS "profileName",
        ${countsSql(userId)} AS counts
      FROM users u LEFT JOIN portfolios pf ON pf.user_id = u.id
      WHERE u.id = ${userId}::uuid`),
  );
  return {
    isPublic: row?.isPublic ?? false,
    headline: row?.headline ?? '',
    profileName: row?.profileName ?? null,
    counts: row?.counts ?? { shown: 0, hidden: 0 },
  };
}

/** The owner's counters alone. */
export async function readPortfolioCounts(db: Db, userId: string): Promise<PortfolioCounts> {
  const [row] = rowsOf<{ counts: PortfolioCounts }>(
    await db.execute(sql`SELECT ${countsSql(userId)} AS counts`),
  );
  return row!.counts;
}

type PostRow = PortfolioPost & { cursorAt: string; cursorId: string };

/** A page of the owner's portfolio posts, newest first after `before`, with course and page: one query. */
export async function readMyPortfolioPosts(
  db: Db,
  userId: string,
  before: Keyset | null,
): Promise<PortfolioPostsPage> {
  const after = before
    ? sql`AND (p.created_at, p.id) < (${before.at}::timestamptz, ${before.id}::uuid)`
    : sql``;
  const rows = rowsOf<PostRow>(
    await db.execute(sql`SELECT p.id, p.type, p.body, p.attachments, ${isoSql(sql`p.created_at`)} AS "createdAt",
        p.shown_in_portfolio AS shown, p.hidden_at IS NOT NULL AS "hiddenByModerator",
        c.path AS "coursePath", c.name AS "courseName", pg.path AS "pagePath", pg.title AS "pageTitle",
        p.created_at::text AS "cursorAt", p.id::text AS "cursorId"
      FROM posts p
      JOIN courses c ON c.id = p.course_id
      JOIN pages pg ON pg.id = p.page_id
      WHERE p.author_id = ${userId}::uuid AND ${IN_PORTFOLIO_SQL} ${after}
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT ${PORTFOLIO_PAGE_SIZE + 1}`),
  );
  const { rows: page, nextCursor } = pageOf(rows, PORTFOLIO_PAGE_SIZE);
  return { posts: page.map(({ cursorAt: _at, cursorId: _id, ...post }) => post), nextCursor };
}

/** Show or hide the owner's post on their public page; answers the counters after it. */
export async function setPostShown(
  db: Db,
  userId: string,
  postId: string,
  shown: boolean,
): Promise<PortfolioCounts> {
  await db.execute(sql`UPDATE posts SET shown_in_portfolio = ${shown}
    WHERE id = ${postId}::uuid AND author_id = ${userId}::uuid`);
  return readPortfolioCounts(db, userId);
}

/** Publish or unpublish the owner's page with its headline (reduced to plain text). */
export async function savePortfolio(db: Db, userId: string, input: SetPublishedInput): Promise<void> {
  const headline = plainTextFrom(input.headline).trim();
  await db.execute(sql`INSERT INTO portfolios (user_id, is_public, headline, updated_at)
    VALUES (${userId}::uuid, ${input.isPublic}, ${headline}, now())
    ON CONFLICT (user_id) DO UPDATE SET is_public = excluded.is_public, headline = excluded.headline,
      updated_at = excluded.updated_at`);
}

/**
 * The published portfolio of `profileName` as anyone sees it: its owner, headline and a page of the
 * posts shown there (never one hidden by a moderator, never one of a course that keeps none), or
 * null when it is not published, the account is closed or nobody has the name. Two queries.
 */
export async function readPublicPortfolio(
  db: Db,
  profileName: string,
  before: Keyset | null,
): Promise<PublicPortfolio> {
  const [owner] = rowsOf<{ userId: string; fullName: string; avatarKey: string | null; headline: string }>(
    await db.execute(sql`SELECT u.id AS "userId", u.full_name AS "fullName", u.avatar_key AS "avatarKey",
        pf.headline
      FROM users u JOIN portfolios pf ON pf.user_id = u.id AND pf.is_public
      WHERE u.profile_name = ${profileName} AND u.deactivated_at IS NULL`),
  );
  if (!owner) return null;
  const after = before
    ? sql`AND (p.created_at, p.id) < (${before.at}::timestamptz, ${before.id}::uuid)`
    : sql``;
  const rows = rowsOf<{
    id: string;
    body: string;
    attachments: PortfolioPost['attachments'];
    createdAt: string;
    courseName: string;
    cursorAt: string;
    cursorId: string;
  }>(
    await db.execute(sql`SELECT p.id, p.body, p.attachments, ${isoSql(sql`p.created_at`)} AS "createdAt",
        c.name AS "courseName", p.created_at::text AS "cursorAt", p.id::text AS "cursorId"
      FROM posts p JOIN courses c ON c.id = p.course_id
      WHERE p.author_id = ${owner.userId}::uuid AND ${ON_PUBLIC_PAGE_SQL} ${after}
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT ${PORTFOLIO_PAGE_SIZE + 1}`),
  );
  const { rows: page, nextCursor } = pageOf(rows, PORTFOLIO_PAGE_SIZE);
  return {
    fullName: owner.fullName,
    profileName,
    avatarUrl: avatarUrl(owner.avatarKey),
    headline: owner.headline,
    posts: page.map(({ cursorAt: _at, cursorId: _id, ...post }) => post),
    nextCursor,
  };
}

/**
 * Is the post media upload `uploadId` of `ownerId` attached to a post of theirs shown on their
 * published portfolio (so anyone may receive it)? One query.
 */
export async function shownOnPublishedPortfolio(
  db: Db,
  uploadId: string,
  ownerId: string | null,
): Promise<boolean> {
  if (ownerId === null) return false;
  const [row] = rowsOf<{ shown: boolean }>(
    await db.execute(sql`SELECT EXISTS (SELECT 1 FROM posts p
        JOIN courses c ON c.id = p.course_id
        JOIN portfolios pf ON pf.user_id = p.author_id AND pf.is_public
        JOIN users u ON u.id = p.author_id AND u.profile_name IS NOT NULL AND u.deactivated_at IS NULL
        WHERE p.author_id = ${ownerId}::uuid
          AND p.attachments @> jsonb_build_array(jsonb_build_object('uploadId', ${uploadId}::text))
          AND ${ON_PUBLIC_PAGE_SQL}) AS shown`),
  );
  return row?.shown === true;
}

/** Turn the course's portfolio setting on or off; answers it as saved. */
export async function setCoursePortfolio(db: Db, courseId: string, enabled: boolean): Promise<boolean> {
  const [row] = rowsOf<{ enabled: boolean }>(
    await db.execute(sql`UPDATE courses SET portfolio_enabled = ${enabled}, updated_at = now()
      WHERE id = ${courseId}::uuid RETURNING portfolio_enabled AS enabled`),
  );
  return row!.enabled;
}
