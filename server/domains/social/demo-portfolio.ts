import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { blocks, cohorts, courses, feedItems, pages, portfolios, posts } from '../../db/schema';
import { findUserByEmail } from '../accounts';
import { DEMO_LEARNER_EMAIL } from '../learning';
import { DEMO_SOCIAL_COURSE } from './demo-social';

const HOUR_MS = 60 * 60 * 1000;

/** The demo learner's portfolio headline. */
export const DEMO_PORTFOLIO_HEADLINE = 'Marketing learner: campaigns I noticed, and what I made of them';

/**
 * The demo learner's portfolio (docs/domains/social.md Portfolios): two posts of theirs on the demo
 * post block of their class (seedDemoSocial), the older hidden from their public page, and the page
 * published with a headline. Runs after seedDemoSocial; left alone once the learner has a portfolio.
 */
export async function seedDemoPortfolio(db: Db, logger: Logger, now = new Date()): Promise<void> {
  const learner = await findUserByEmail(db, DEMO_LEARNER_EMAIL);
  if (!learner) return;
  const [existing] = await db
    .select({ userId: portfolios.userId })
    .from(portfolios)
    .where(eq(portfolios.userId, learner.id));
  if (existing) return;
  const [place] = await db
    .select({ courseId: courses.id, cohortId: cohorts.id, blockId: blocks.id, pageId: pages.id })
    .from(courses)
    .innerJoin(cohorts, eq(cohorts.path, courses.defaultCohort))
    .innerJoin(pages, eq(pages.courseId, courses.id))
    .innerJoin(blocks, and(eq(blocks.pageId, pages.id), eq(blocks.widgetType, 'post')))
    .where(eq(courses.path, DEMO_SOCIAL_COURSE))
    .limit(1);
  if (!place) return;
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  const made = await db
    .insert(posts)
    .values([
      {
        ...place,
        type: 'share',
        authorId: learner.id,
        body: '<p>A first draft: a bakery’s loyalty card. I no longer think it changed what I bought.</p>',
        shownInPortfolio: false,
        createdAt: at(20),
      },
      {
        ...place,
        type: 'share',
        authorId: learner.id,
        body: '<p>A running-shoe brand sent me a <strong>training plan</strong> for my first 10 km, with no sale in it. Three weeks later I bought their shoes.</p>',
        createdAt: at(3),
      },
    ])
    .returning({ id: posts.id, createdAt: posts.createdAt });
  await db
    .insert(feedItems)
    .values(made.map((post) => ({ cohortId: place.cohortId, postId: post.id, createdAt: post.createdAt })));
  await db
    .insert(portfolios)
    .values({ userId: learner.id, isPublic: true, headline: DEMO_PORTFOLIO_HEADLINE, updatedAt: now });
  logger.info({ course: DEMO_SOCIAL_COURSE }, 'demo portfolio published');
}
