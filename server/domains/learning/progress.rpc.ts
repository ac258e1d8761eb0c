import { z } from 'zod';
import {
  BlockCompletionInput,
  CourseActivityInput,
  PageCompletionsInput,
} from '../../../common/api/progress';
import { method, resource } from '../../rpc/method';
import { signedIn } from '../../rpc/policy';
import { setBlockDone } from './block-completion';
import { courseActivity } from './course-activity';
import { myProgress } from './my-progress';
import { pageCompletions } from './page-completions';

/**
 * Progress (spec §3 Progress): the signed-in user's classes with their course progress, a course's
 * page activity for the learner or their teacher, and marking progress-contributing blocks done.
 */
export const progressResource = resource('progress', {
  lookup: {
    myProgress: method({
      input: z.object({}),
      allow: signedIn,
      run: (db, ctx) => myProgress(db, ctx.actor.userId!),
    }),
    courseActivity: method({
      input: CourseActivityInput,
      // Who may see whose activity is decided with the learner's classes (course-activity.ts).
      allow: signedIn,
      run: (db, ctx, _loaded, input) => courseActivity(db, ctx.actor, input.coursePath, input.userId),
    }),
    // Only the caller's own completions: nothing of anyone else's is read.
    pageCompletions: method({
      input: PageCompletionsInput,
      allow: signedIn,
      run: (db, ctx, _loaded, input) => pageCompletions(db, ctx.actor.userId!, input.pageId),
    }),
  },
  execute: {
    completeBlock: method({
      input: BlockCompletionInput,
      allow: signedIn,
      run: (db, ctx, _loaded, input) => setBlockDone(db, ctx.actor, input.blockId, true),
    }),
    uncompleteBlock: method({
      input: BlockCompletionInput,
      allow: signedIn,
      run: (db, ctx, _loaded, input) => setBlockDone(db, ctx.actor, input.blockId, false),
    }),
  },
});
