import { z } from 'zod';
import { reasonText } from '../reasons';
import { contract } from './contract';
import { PostAttachment } from './feed';

/**
 * Portfolios (spec §1 "keep portfolios", §2 /u/{profileName}/portfolio/, §4 Other): a learner's
 * posts on the post blocks of courses that keep them (`portfolioEnabled`, course admin action
 * `portfolio`), newest first, each shown or hidden on their public page by the learner, and
 * whether that page is published, with a headline. The posts are read by author, not by current
 * enrolment, so a portfolio stays its owner's after their classes end.
 */

/** Posts a portfolio page lists at a time. */
export const PORTFOLIO_PAGE_SIZE = 12;
/** The longest headline. */
export const PORTFOLIO_HEADLINE_MAX = 120;

const Cursor = z.string().max(100).optional();

/** A portfolio's headline: one line of plain text. */
export const PortfolioHeadline = z
  .string()
  .trim()
  .max(PORTFOLIO_HEADLINE_MAX, {
    error: reasonText('portfolio.headlineLength', { max: PORTFOLIO_HEADLINE_MAX }),
  })
  .regex(/^[^\r\n]*$/, { error: reasonText('portfolio.headlineOneLine') });

/** How many of the owner's portfolio posts are shown on their public page, and how many hidden. */
export const PortfolioCounts = z.object({ shown: z.number().int(), hidden: z.number().int() });
export type PortfolioCounts = z.infer<typeof PortfolioCounts>;

/** The owner's portfolio: published or not, its headline, its counters, where its public page is. */
export const MyPortfolio = z.object({
  isPublic: z.boolean(),
  headline: z.string(),
  /** The owner's profile name (the public page's address); null until they choose one. */
  profileName: z.string().nullable(),
  counts: PortfolioCounts,
});
export type MyPortfolio = z.infer<typeof MyPortfolio>;

/** The course and page a portfolio post was made on. */
const PostPlace = z.object({
  coursePath: z.string(),
  courseName: z.string(),
  pagePath: z.string(),
  pageTitle: z.string(),
});

/** One of the owner's posts as their portfolio lists it. */
export const PortfolioPost = PostPlace.extend({
  id: z.string(),
  type: z.enum(['share', 'submit']),
  /** Sanitised rich text, as stored. */
  body: z.string(),
  attachments: z.array(PostAttachment),
  createdAt: z.string(),
  /** Shown on the public page (the owner's toggle, `posts.shown_in_portfolio`). */
  shown: z.boolean(),
  /** Hidden by a moderator: never on the public page, whatever `shown` says. */
  hiddenByModerator: z.boolean(),
});
export type PortfolioPost = z.infer<typeof PortfolioPost>;

/** A page of the owner's portfolio posts, newest first. */
export const PortfolioPostsPage = z.object({
  posts: z.array(PortfolioPost),
  /** Pass as `before` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
});
export type PortfolioPostsPage = z.infer<typeof PortfolioPostsPage>;

/** A post as the public page shows it. */
export const PublicPortfolioPost = z.object({
  id: z.string(),
  body: z.string(),
  attachments: z.array(PostAttachment),
  createdAt: z.string(),
  courseName: z.string(),
});
export type PublicPortfolioPost = z.infer<typeof PublicPortfolioPost>;

/** A published portfolio as anyone sees it; null when it is not published or nobody has the name. */
export const PublicPortfolio = z
  .object({
    fullName: z.string(),
    profileName: z.string(),
    avatarUrl: z.string().nullable(),
    headline: z.string(),
    posts: z.array(PublicPortfolioPost),
    nextCursor: z.string().nullable(),
  })
  .nullable();
export type PublicPortfolio = z.infer<typeof PublicPortfolio>;

export const MyPortfolioPostsInput = z.object({ before: Cursor });
export const SetPostShownInput = z.object({ shown: z.boolean({ error: reasonText('social.onOrOff') }) });
/** The post's new state and the counters after it. */
export const PostShownResult = z.object({ postId: z.string(), shown: z.boolean(), counts: PortfolioCounts });
export type PostShownResult = z.infer<typeof PostShownResult>;
export const SetPublishedInput = z.object({
  isPublic: z.boolean({ error: reasonText('social.onOrOff') }),
  headline: PortfolioHeadline,
});
export type SetPublishedInput = z.infer<typeof SetPublishedInput>;
export const PublicPortfolioInput = z.object({
  profileName: z.string().trim().toLowerCase().min(1).max(80),
  before: Cursor,
});

/** Whether learners' posts in a course go into their portfolios (course admin action `portfolio`). */
export const CoursePortfolioSetting = z.object({ portfolioEnabled: z.boolean() });
export type CoursePortfolioSetting = z.infer<typeof CoursePortfolioSetting>;
export const SetCoursePortfolioInput = z.object({
  portfolioEnabled: z.boolean({ error: reasonText('social.onOrOff') }),
});

/**
 * The calls of portfolios: the owner's own (`lookup getMine`, `lookup getMyPosts`, `update
 * setPostShown/{postId}`, `update setPublished/me`), the public page (`lookup getPublic`), and the
 * course's setting, added to `course` (`read getPortfolioSetting/{coursePath}`, `update
 * setPortfolioEnabled/{coursePath}`).
 */
export const portfolioCalls = {
  getMine: contract('portfolio', 'lookup', 'getMine', { input: z.object({}), output: MyPortfolio }),
  getMyPosts: contract('portfolio', 'lookup', 'getMyPosts', {
    input: MyPortfolioPostsInput,
    output: PortfolioPostsPage,
  }),
  setPostShown: contract('portfolio', 'update', 'setPostShown', {
    input: SetPostShownInput,
    output: PostShownResult,
  }),
  setPublished: contract('portfolio', 'update', 'setPublished', {
    input: SetPublishedInput,
    output: MyPortfolio,
  }),
  getPublic: contract('portfolio', 'lookup', 'getPublic', {
    input: PublicPortfolioInput,
    output: PublicPortfolio,
  }),
  getCourseSetting: contract('course', 'read', 'getPortfolioSetting', {
    input: z.object({}),
    output: CoursePortfolioSetting,
  }),
  setCourseSetting: contract('course', 'update', 'setPortfolioEnabled', {
    input: SetCoursePortfolioInput,
    output: CoursePortfolioSetting,
  }),
};
