import { announcementCalls } from '../../../common/api/announcement';
import { resource, serve, servedMethods } from '../../rpc/method';
import { loadAnnouncementTarget } from './announcement-target';
import { announcementTargets, createAnnouncement } from './announcement-writes';
import { loadSocialClass } from './class-standing';
import { announce, readClassFeed } from './policy';

/**
 * The `announcement` resource (common/api/announcement.ts): staff's posts to a course or a class,
 * and where the caller may post them. Reading, editing, removing, comments and kudos go through
 * the `feed` and `comment` resources like any post.
 */
export const announcementResource = resource(
  'announcement',
  servedMethods(
    serve(announcementCalls.createAnnouncement, {
      allow: announce,
      load: async (db, ctx, _id, input) =>
        ctx.actor.userId === null || typeof input.coursePath !== 'string'
          ? undefined
          : loadAnnouncementTarget(db, ctx.actor.userId, input.coursePath, input.cohortPath ?? null),
      run: (db, ctx, target, input) => createAnnouncement(db, ctx, target, input),
    }),
    serve(announcementCalls.getTargets, {
      allow: readClassFeed,
      load: async (db, ctx, cohortPath) =>
        ctx.actor.userId === null ? undefined : loadSocialClass(db, ctx.actor.userId, cohortPath),
      run: (db, ctx, cohort) => announcementTargets(db, ctx.actor, cohort),
    }),
  ),
);
