import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AnnouncementTargets, CreateAnnouncementInput } from '../../../common/api/announcement';
import type { Post } from '../../../common/api/feed';
import { type Db, rowsOf } from '../../db/client';
import type { Actor, SignedInActor } from '../../rpc/actor';
import type { RequestContext } from '../../rpc/context';
import { hitRateLimit } from '../../security/rate-limit';
import { plainTextOf } from '../../security/rich-text';
import type { AnnouncementTarget } from './announcement-target';
import { courseClassesOf } from './announcement-target';
import type { SocialClass } from './class-standing';
import { SOCIAL_WRITES_PER_USER } from './limits';
import { isCourseStaff, mayAnnounceIn, mayModerate } from './policy';
import { cleanPost } from './post-body';
import { readOnePost } from './post-rows';
import { EXCERPT_LENGTH } from './post-writes';
import { postCreated } from './social-hooks';

/**
 * Announce (announce let the caller in), in the request's transaction: the post (type
 * 'announcement', no block, its class or none for the whole course), one feed item per class it
 * reaches (the named class, or every class of the course that has not ended) in one INSERT … SELECT,
 * and `postCreated` with those classes for notifications.
 */
export async function createAnnouncement(
  db: Db,
  ctx: RequestContext<SignedInActor>,
  target: AnnouncementTarget,
  input: z.output<typeof CreateAnnouncementInput>,
): Promise<Post> {
  const userId = ctx.actor.userId;
  await hitRateLimit(db, SOCIAL_WRITES_PER_USER, userId);
  const clean = await cleanPost(db, userId, target.courseId, input);
  const cohortId = target.cohort?.id ?? null;
  const [post] = rowsOf<{ id: string }>(
    await db.execute(sql`INSERT INTO posts (type, course_id, cohort_id, author_id, body, attachments)
      VALUES ('announcement', ${target.courseId}::uuid, ${cohortId}::uuid, ${userId}::uuid, ${clean.body},
        ${JSON.stringify(clean.attachments)}::jsonb)
      RETURNING id::text AS id`),
  );
  const reached = rowsOf<{ cohortId: string }>(
    await db.execute(sql`INSERT INTO feed_items (cohort_id, post_id, created_at)
      SELECT c.id, p.id, p.created_at FROM posts p JOIN cohorts c ON c.course_id = p.course_id
      WHERE p.id = ${post!.id}::uuid AND (p.cohort_id IS NULL AND (c.end_date IS NULL OR c.end_date > now())
        OR c.id = p.cohort_id)
      RETURNING cohort_id::text AS "cohortId"`),
  );
  await ctx.hooks.emit(postCreated, db, ctx, {
    id: post!.id,
    type: 'announcement',
    authorId: userId,
    excerpt: plainTextOf(clean.body, EXCERPT_LENGTH),
    courseId: target.courseId,
    coursePath: target.coursePath,
    cohortId,
    cohortPath: target.cohort?.path ?? null,
    pageId: null,
    cohortIds: reached.map((row) => row.cohortId).sort(),
  });
  return readOnePost(
    db,
    userId,
    post!.id,
    target.cohort !== null && mayModerate(ctx.actor, target.courseRole, target.cohort),
    isCourseStaff(ctx.actor, target.courseRole),
  );
}

/** Where the caller may announce in the course of `cohort` (readClassFeed let them in): one query. */
export async function announcementTargets(
  db: Db,
  actor: Actor & { userId: string },
  cohort: SocialClass,
): Promise<AnnouncementTargets> {
  const wholeCourse = isCourseStaff(actor, cohort.courseRole);
  const classes =
    wholeCourse || mayAnnounceIn(actor, cohort.courseRole, cohort)
      ? (await courseClassesOf(db, actor.userId, cohort)).filter((each) =>
          mayAnnounceIn(actor, cohort.courseRole, each),
        )
      : [];
  return {
    coursePath: cohort.coursePath,
    wholeCourse,
    classes: classes.map((each) => ({ path: each.path, name: each.name })),
  };
}
