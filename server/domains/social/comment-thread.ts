import { sql } from 'drizzle-orm';
import { COMMENTS_PAGE_SIZE, type CommentPage } from '../../../common/api/comment';
import type { Db } from '../../db/client';
import type { SignedInActor } from '../../rpc/actor';
import type { SocialClass } from './class-standing';
import { asComment, readCommentRows } from './comment-rows';
import type { PageInClass } from './comment-target';
import { decodeCursor, pageOf } from './cursor';
import { isCourseStaff, mayModerate } from './policy';
import type { LoadedPost } from './post-target';

/** A page of the thread matching `where`, oldest first, after the cursor `after`: one query. */
async function thread(
  db: Db,
  actor: SignedInActor,
  where: ReturnType<typeof sql>,
  may: { courseRole: string | null; cohort: SocialClass | null },
  after: string | undefined,
): Promise<CommentPage> {
  const rows = await readCommentRows(
    db,
    actor.userId,
    where,
    decodeCursor(after, 'after'),
    COMMENTS_PAGE_SIZE + 1,
  );
  const page = pageOf(rows, COMMENTS_PAGE_SIZE);
  const moderate = mayModerate(actor, may.courseRole, may.cohort);
  return {
    comments: page.rows.map((row) => asComment(row, { userId: actor.userId, moderate })),
    nextCursor: page.nextCursor,
  };
}

/**
 * A post's comments (readPostComments let the caller in). A course-wide announcement's thread is
 * per class: the caller reads the comments of the class they read it in, course staff all of them.
 */
export function postComments(db: Db, actor: SignedInActor, post: LoadedPost, after: string | undefined) {
  const perClass =
    post.cohortId === null && !isCourseStaff(actor, post.courseRole) && post.courseRole === null;
  const where = perClass
    ? sql`cm.post_id = ${post.id}::uuid AND cm.cohort_id = ${post.cohort?.id ?? null}::uuid`
    : sql`cm.post_id = ${post.id}::uuid`;
  return thread(db, actor, where, post, after);
}

/** A page's comments in a class (readPageComments let the caller in). */
export const pageComments = (db: Db, actor: SignedInActor, page: PageInClass, after: string | undefined) =>
  thread(
    db,
    actor,
    sql`cm.page_id = ${page.pageId}::uuid AND cm.cohort_id = ${page.cohort!.id}::uuid`,
    page,
    after,
  );
