import { portfolioCalls } from '../../../common/api/portfolio';
import { reasonText } from '../../../common/reasons';
import { AppError } from '../../rpc/app-error';
import { resource, serve, servedMethods } from '../../rpc/method';
import { anyone, self, signedIn } from '../../rpc/policy';
import { loadMe } from '../accounts';
import { loadCourse } from '../courses';
import { decodeCursor } from './cursor';
import { setCoursePortfolio, showInPortfolio } from './policy';
import {
  readMyPortfolio,
  readMyPortfolioPosts,
  readPublicPortfolio,
  setCoursePortfolio as saveCoursePortfolio,
  savePortfolio,
  setPostShown,
} from './portfolio-rows';
import { loadPortfolioPost } from './portfolio-target';

/**
 * The `portfolio` resource (common/api/portfolio.ts): the signed-in learner's own portfolio (their
 * counters and posts, the show/hide toggle of each, publishing their page with a headline) and
 * anyone's reading of a published one at /u/{profileName}/portfolio/.
 */
export const portfolioResource = resource(
  'portfolio',
  servedMethods(
    serve(portfolioCalls.getMine, {
      allow: signedIn,
      run: (db, ctx) => readMyPortfolio(db, ctx.actor.userId),
    }),
    serve(portfolioCalls.getMyPosts, {
      allow: signedIn,
      run: (db, ctx, _loaded, input) =>
        readMyPortfolioPosts(db, ctx.actor.userId, decodeCursor(input.before, 'before')),
    }),
    serve(portfolioCalls.setPostShown, {
      allow: showInPortfolio,
      load: (db, _ctx, postId) => loadPortfolioPost(db, postId),
      run: async (db, ctx, post, input) => ({
        postId: post.id,
        shown: input.shown,
        counts: await setPostShown(db, ctx.actor.userId, post.id, input.shown),
      }),
    }),
    serve(portfolioCalls.setPublished, {
      allow: self,
      load: loadMe,
      run: async (db, _ctx, me, input) => {
        const before = await readMyPortfolio(db, me.userId);
        // The public page's address is the profile name: none, no page to publish.
        if (input.isPublic && before.profileName === null) {
          const reason = reasonText('portfolio.profileNameNeeded');
          throw new AppError('invalid_input', reason, { isPublic: reason });
        }
        await savePortfolio(db, me.userId, input);
        return readMyPortfolio(db, me.userId);
      },
    }),
    serve(portfolioCalls.getPublic, {
      allow: anyone,
      run: (db, _ctx, _loaded, input) =>
        readPublicPortfolio(db, input.profileName, decodeCursor(input.before, 'before')),
    }),
  ),
);

/** What social adds to `course`: whether the course's learners' posts go into their portfolios. */
export const portfolioCourseMethods = servedMethods(
  serve(portfolioCalls.getCourseSetting, {
    allow: setCoursePortfolio,
    load: (db, ctx, path) => loadCourse(db, ctx.actor.userId, path),
    run: async (_db, _ctx, course) => ({ portfolioEnabled: course.portfolioEnabled }),
  }),
  serve(portfolioCalls.setCourseSetting, {
    allow: setCoursePortfolio,
    load: (db, ctx, path) => loadCourse(db, ctx.actor.userId, path),
    run: async (db, _ctx, course, input) => ({
      portfolioEnabled: await saveCoursePortfolio(db, course.id, input.portfolioEnabled),
    }),
  }),
);
