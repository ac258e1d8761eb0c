import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Comment, CreateCommentInput, EditCommentInput } from '../../../common/api/comment';
import { reasonText } from '../../../common/reasons';
import { type Db, rowsOf } from '../../db/client';
import type { SignedInActor } from '../../rpc/actor';
import { AppError } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { hitRateLimit } from '../../security/rate-limit';
import { plainTextOf } from '../../security/rich-text';
import { recomputeCourseProgress } from '../learning';
import { classMemberIds } from './class-members';
import type { SocialClass } from './class-standing';
import { asComment, readCommentRows, readOneComment } from './comment-rows';
import type { CommentPlace, LoadedComment, PageInClass } from './comment-target';
import { SOCIAL_WRITES_PER_USER } from './limits';
import { plainTextFrom } from './plain-text';
import { mayModerate } from './policy';
import { EXCERPT_LENGTH } from './post-writes';
import { commentCreated } from './social-hooks';

const fieldError = (field: string, reason: string) =>
  new AppError('invalid_input', reason, { [field]: reason });

/** A comment's text as stored: plain text with no tag left (plain-text.ts); nothing left is refused. */
function cleanBody(body: string): string {
  const text = plainTextFrom(body).trim();
  if (text === '') throw fieldError('body', reasonText('social.emptyComment'));
  return text;
}

/**
 * The mentioned users, each once, when all are members of the class (classMemberIds): anyone else
 * is refused with a field reason rather than dropped, so the writer sees whom they cannot reach.
 */
async function checkedMentions(db: Db, cohort: SocialClass, mentions: readonly string[]): Promise<string[]> {
  const unique = [...new Set(mentions)];
  if (unique.length === 0) return [];
  const ids = sql.join(
    unique.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const members = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT m.user_id::text AS id FROM ${classMemberIds(cohort)} m(user_id)
      WHERE m.user_id IN (${ids})`),
  );
  if (members.length < unique.length) throw fieldError('mentions', reasonText('social.mentionOutside'));
  return unique;
}

/** The mentioned ids as a uuid[] value. */
const uuidArray = (ids: readonly string[]) =>
  ids.length === 0
    ? sql`'{}'::uuid[]`
    : sql`ARRAY[${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}]`;

/** Recompute the author's course progress when the page asks for a comment and they learn in the class. */
async function followCommentRequirement(
  db: Db,
  authorId: string,
  page: PageInClass | null,
  learner: boolean,
) {
  if (page?.isCommentRequired && learner) await recomputeCourseProgress(db, authorId, page.courseId);
}

/**
 * Write a comment on a post or on a page in a class (commentOnPost / commentOnPage let the caller
 * in): a reply names a parent of the same thread that is not removed; mentions must be members of
 * the class. The author's progress follows when the page requires a comment; `commentCreated`
 * carries the post's and parent's authors and the mentions.
 */
export async function createComment(
  db: Db,
  ctx: RequestContext<SignedInActor>,
  place: CommentPlace,
  input: z.output<typeof CreateCommentInput>,
): Promise<Comment> {
  const userId = ctx.actor.userId;
  await hitRateLimit(db, SOCIAL_WRITES_PER_USER, userId);
  const { post, page } = place;
  const cohort = (post ? post.cohort : page!.cohort)!;
  const courseId = post ? post.courseId : page!.courseId;
  const thread = post
    ? sql`cm.post_id = ${post.id}::uuid`
    : sql`cm.page_id = ${page!.pageId}::uuid AND cm.cohort_id = ${cohort.id}::uuid`;
  let parentAuthorId: string | null = null;
  if (input.parentId) {
    const [parent] = rowsOf<{ authorId: string }>(
      await db.execute(sql`SELECT cm.author_id AS "authorId" FROM comments cm
        WHERE cm.id = ${input.parentId}::uuid AND ${thread} AND cm.removed_at IS NULL`),
    );
    if (!parent) throw fieldError('parentId', reasonText('social.parentElsewhere'));
    parentAuthorId = parent.authorId;
  }
  const body = cleanBody(input.body);
  const mentions = await checkedMentions(db, cohort, input.mentions);
  const mentionList = uuidArray(mentions);
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`INSERT INTO comments (course_id, cohort_id, post_id, page_id, parent_id, author_id, body, mentions)
      VALUES (${courseId}::uuid, ${cohort.id}::uuid, ${post?.id ?? null}::uuid, ${page?.pageId ?? null}::uuid,
        ${input.parentId ?? null}::uuid, ${userId}::uuid, ${body}, ${mentionList})
      RETURNING id::text AS id`),
  );
  await followCommentRequirement(db, userId, page, cohort.learner);
  await ctx.hooks.emit(commentCreated, db, ctx, {
    id: row!.id,
    postId: post?.id ?? null,
    postAuthorId: post?.authorId ?? null,
    parentId: input.parentId ?? null,
    parentAuthorId,
    authorId: userId,
    mentions,
    excerpt: plainTextOf(body, EXCERPT_LENGTH),
    courseId,
    coursePath: post ? post.coursePath : page!.coursePath,
    cohortId: cohort.id,
    cohortPath: cohort.path,
    pageId: post ? post.pageId : page!.pageId,
  });
  return readOneComment(
    db,
    userId,
    row!.id,
    mayModerate(ctx.actor, post ? post.courseRole : page!.courseRole, cohort),
  );
}

/** Change one's own comment's text and mentions (checked as when it was written). */
export async function editComment(
  db: Db,
  actor: SignedInActor,
  comment: LoadedComment,
  input: z.output<typeof EditCommentInput>,
): Promise<Comment> {
  await hitRateLimit(db, SOCIAL_WRITES_PER_USER, actor.userId);
  const body = cleanBody(input.body);
  const mentions = await checkedMentions(db, comment.cohort!, input.mentions);
  const mentionList = uuidArray(mentions);
  await db.execute(sql`UPDATE comments SET body = ${body}, mentions = ${mentionList}, edited_at = now()
    WHERE id = ${comment.id}::uuid`);
  return readOneComment(db, actor.userId, comment.id, mayModerate(actor, comment.courseRole, comment.cohort));
}

/**
 * Remove a comment: one with replies stays as a placeholder (removed, its text and mentions
 * cleared) so its thread holds together; one without is deleted, and so is its parent when that
 * was a placeholder left with no reply. Answers the comment as it now reads (removed).
 */
export async function removeComment(db: Db, actor: SignedInActor, comment: LoadedComment): Promise<Comment> {
  const moderate = mayModerate(actor, comment.courseRole, comment.cohort);
  const [row] = await readCommentRows(db, actor.userId, sql`cm.id = ${comment.id}::uuid`, null, 1);
  if (comment.hasReplies) {
    await db.execute(sql`UPDATE comments SET removed_at = now(), body = '', mentions = '{}'::uuid[]
      WHERE id = ${comment.id}::uuid`);
  } else {
    await db.execute(sql`DELETE FROM comments WHERE id = ${comment.id}::uuid`);
    if (comment.parentId) {
      await db.execute(sql`DELETE FROM comments WHERE id = ${comment.parentId}::uuid AND removed_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM comments r WHERE r.parent_id = ${comment.parentId}::uuid)`);
    }
  }
  if (comment.page?.isCommentRequired) {
    const [author] = rowsOf<{ learns: boolean }>(
      await db.execute(sql`SELECT EXISTS (SELECT 1 FROM enrolments e WHERE e.cohort_id = ${comment.cohortId}::uuid
        AND e.user_id = ${comment.authorId}::uuid AND e.status = 'active' AND NOT e.staff) AS learns`),
    );
    await followCommentRequirement(db, comment.authorId, comment.page, author?.learns === true);
  }
  return asComment({ ...row!, removed: true }, { userId: actor.userId, moderate });
}
