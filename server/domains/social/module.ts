import { defineModule } from '../../modules/module';
import { mergeMethods } from '../../rpc/method';
import { analyticsMethods, courseAnalyticsMethods } from './analytics.rpc';
import { announcementResource } from './announcement.rpc';
import { commentResource } from './comment.rpc';
import { seedDemoGallery } from './demo-gallery';
import { seedDemoGroups } from './demo-groups';
import { seedDemoPortfolio } from './demo-portfolio';
import { seedDemoSocial } from './demo-social';
import { feedResource } from './feed.rpc';
import { groupResource } from './group.rpc';
import { portfolioCourseMethods, portfolioResource } from './portfolio.rpc';
import { registerPostMediaRoutes } from './post-media-routes';

/** Social: posts on post blocks, announcements, class and block feeds, comments, kudos, moderation, portfolios, the class analytics tabs. */
export const socialModule = defineModule({
  name: 'social',
  resources: [feedResource, commentResource, announcementResource, groupResource, portfolioResource],
  extensions: {
    course: mergeMethods(portfolioCourseMethods, courseAnalyticsMethods),
    cohort: analyticsMethods,
  },
  routes: (app, deps) => registerPostMediaRoutes(app, deps),
  seed: async (db, logger, storage) => {
    await seedDemoSocial(db, logger);
    await seedDemoGallery(db, storage, logger);
    await seedDemoGroups(db, logger);
    await seedDemoPortfolio(db, logger);
  },
});
