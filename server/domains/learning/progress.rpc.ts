import { progressCalls } from '../../../common/api/progress';
import type { Db } from '../../db/client';
import { writeBehindOf } from '../../db/write-behind';
import type { SignedInActor } from '../../rpc/actor';
import type { RequestContext } from '../../rpc/context';
import { resource, serve, servedMethods } from '../../rpc/method';
import { signedIn } from '../../rpc/policy';
import { type LearnerBlock, loadLearnerBlock, setBlockDone } from './block-completion';
import { courseActivity, loadLearnerClasses } from './course-activity';
import { myProgress } from './my-progress';
import { pageCompletions } from './page-completions';
import { markBlock, seeCourseActivity, viewableClass } from './policy';

/** The block named in the input, with what the caller is to its course. */
const blockOfInput = (db: Db, ctx: RequestContext, _id: string, input: { blockId: string }) =>
  loadLearnerBlock(db, ctx.actor, input.blockId);

/**
 * Write the views of `userId` still in this process's write-behind buffer (page-view.ts), so what
 * follows counts the pages they have just read.
 */
const settleViews = (db: Db, ctx: RequestContext, userId: string) =>
  writeBehindOf(ctx.deps.database).settle(db, userId);

/** Mark the loaded block done or not done for the signed-in learner (a page done needs its view). */
const markBlockAs = (done: boolean) => ({
  allow: markBlock,
  load: blockOfInput,
  run: async (db: Db, ctx: RequestContext<SignedInActor>, block: LearnerBlock) => {
    await settleViews(db, ctx, ctx.actor.userId);
    return setBlockDone(db, ctx.actor.userId, block, done);
  },
});

/**
 * Progress (spec §3 Progress): the signed-in user's classes with their course progress, a course's
 * page activity for the learner or their teacher, and marking progress-contributing blocks done.
 */
export const progressResource = resource(
  'progress',
  servedMethods(
    serve(progressCalls.myProgress, {
      allow: signedIn,
      run: async (db, ctx) => {
        await settleViews(db, ctx, ctx.actor.userId);
        return myProgress(db, ctx.actor.userId);
      },
    }),
    serve(progressCalls.courseActivity, {
      allow: seeCourseActivity,
      // The learner named in the input (the caller when absent) and their classes of the course.
      load: async (db, ctx, _id, input) => {
        const callerId = ctx.actor.userId;
        if (callerId === null) return undefined;
        return loadLearnerClasses(db, callerId, input.coursePath, input.userId ?? callerId);
      },
      run: async (db, ctx, loaded) => {
        await settleViews(db, ctx, loaded.learnerId);
        return courseActivity(db, loaded.learnerId, viewableClass(ctx.actor, loaded)!);
      },
    }),
    // Open to every signed-in user: it reads only the caller's own completions of the page.
    serve(progressCalls.pageCompletions, {
      allow: signedIn,
      run: (db, ctx, _loaded, input) => pageCompletions(db, ctx.actor.userId, input.pageId),
    }),
    serve(progressCalls.completeBlock, markBlockAs(true)),
    serve(progressCalls.uncompleteBlock, markBlockAs(false)),
  ),
);
