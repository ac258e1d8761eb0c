import { z } from 'zod';
import { reasonText } from '../reasons';
import { contract } from './contract';
import { SocialPerson } from './feed';
import { PageNumber } from './page-number';

/**
 * The analytics tabs of a class for its staff (spec §2 "analytics tabs (students, progress,
 * comments)"): who takes part in the class's social life, how far its learners are through the
 * course, and the latest comments with the class's daily activity; and the same across every class
 * of a course for the course's staff. Methods of the `cohort` resource addressed by the class's
 * path, and of the `course` resource by the course's; each answers in the same number of queries
 * whatever the size.
 */

/** Learners a page of the students tab shows. */
export const ANALYTICS_STUDENTS_PAGE_SIZE = 25;
/** Comments a page of the comments tab shows. */
export const ANALYTICS_COMMENTS_PAGE_SIZE = 10;
/** Days the activity chart covers, today included (in the class's time zone). */
export const ANALYTICS_ACTIVITY_DAYS = 30;

export const ANALYTICS_STUDENT_SORTS = ['contributions', 'name', 'posts', 'comments', 'kudos'] as const;
export type AnalyticsStudentSort = (typeof ANALYTICS_STUDENT_SORTS)[number];

export const AnalyticsStudentsInput = z.object({
  sort: z
    .enum(ANALYTICS_STUDENT_SORTS, { error: reasonText('social.analyticsSort') })
    .default('contributions'),
  order: z.enum(['asc', 'desc'], { error: 'Order asc or desc.' }).default('desc'),
  page: PageNumber,
});

/** One learner's part in the class's social life. */
export const AnalyticsStudent = z.object({
  person: SocialPerson,
  /** Posts on the class's post blocks (not removed). */
  posts: z.number().int(),
  /** Comments on the class's posts and pages (not removed). */
  comments: z.number().int(),
  /** Kudos others gave their posts and comments. */
  kudosReceived: z.number().int(),
  /** Their latest post or comment (ISO), or null. */
  lastContributedAt: z.string().nullable(),
});
export type AnalyticsStudent = z.infer<typeof AnalyticsStudent>;

export const AnalyticsStudentsPage = z.object({
  students: z.array(AnalyticsStudent),
  /** The class's active learners. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The whole class at once. */
  totals: z.object({
    /** Learners with at least one post or comment. */
    contributors: z.number().int(),
    posts: z.number().int(),
    comments: z.number().int(),
    kudos: z.number().int(),
  }),
});
export type AnalyticsStudentsPage = z.infer<typeof AnalyticsStudentsPage>;

/** Bands of course completion (floored percent): 0, 1–24, 25–49, 50–74, 75–99 and 100. */
export const PROGRESS_BANDS = [
  'notStarted',
  'under25',
  'under50',
  'under75',
  'under100',
  'complete',
] as const;
export type ProgressBand = (typeof PROGRESS_BANDS)[number];

/** One page of the course outline and how many of the class's learners opened and completed it. */
export const AnalyticsPage = z.object({
  pageId: z.string(),
  pagePath: z.string(),
  title: z.string(),
  moduleTitle: z.string(),
  viewed: z.number().int(),
  completed: z.number().int(),
});
export type AnalyticsPage = z.infer<typeof AnalyticsPage>;

export const AnalyticsProgress = z.object({
  coursePath: z.string(),
  /** The class's active learners. */
  learners: z.number().int(),
  /** The mean of their course completion, 0 to 100 (0 with no learners). */
  averagePercent: z.number().int(),
  /** Learners per band of completion, in PROGRESS_BANDS order (0, 1–24, 25–49, 50–74, 75–99 and 100 %). */
  bands: z.array(z.object({ band: z.enum(PROGRESS_BANDS), learners: z.number().int() })),
  /** The course's pages in outline order. */
  pages: z.array(AnalyticsPage),
});
export type AnalyticsProgress = z.infer<typeof AnalyticsProgress>;

/** A comment of the class as its staff read it in the latest comments. */
export const AnalyticsComment = z.object({
  id: z.string(),
  author: SocialPerson,
  /** The text without markup, shortened. */
  excerpt: z.string(),
  createdAt: z.string(),
  hidden: z.boolean(),
  /** On a page or on a post, and the page it is on (a post's block's page). */
  on: z.enum(['page', 'post']),
  /** The post it is on (its anchor on the page is `post-{postId}`), or null on a page (`comment-{id}`). */
  postId: z.string().nullable(),
  /** The class it was written in (a course editor's page reads that class's posts with `?cohort=`). */
  cohortPath: z.string(),
  className: z.string(),
  coursePath: z.string(),
  pagePath: z.string().nullable(),
  pageTitle: z.string().nullable(),
});
export type AnalyticsComment = z.infer<typeof AnalyticsComment>;

/** Posts and comments of the class on one day (YYYY-MM-DD in the class's time zone). */
export const ActivityDay = z.object({
  date: z.string(),
  posts: z.number().int(),
  comments: z.number().int(),
});
export type ActivityDay = z.infer<typeof ActivityDay>;

export const AnalyticsCommentsPage = z.object({
  comments: z.array(AnalyticsComment),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The last ANALYTICS_ACTIVITY_DAYS days, oldest first, every day present. */
  activity: z.array(ActivityDay),
});
export type AnalyticsCommentsPage = z.infer<typeof AnalyticsCommentsPage>;

/** The three calls of the analytics tabs on `resource`, named `get{scope}Analytics…`. */
function analyticsCallsOn<const R extends string, const S extends string>(resource: R, scope: S) {
  return {
    students: contract(resource, 'read', `get${scope}AnalyticsStudents` as const, {
      input: AnalyticsStudentsInput,
      output: AnalyticsStudentsPage,
    }),
    progress: contract(resource, 'read', `get${scope}AnalyticsProgress` as const, {
      input: z.object({}),
      output: AnalyticsProgress,
    }),
    comments: contract(resource, 'read', `get${scope}AnalyticsComments` as const, {
      input: z.object({ page: PageNumber }),
      output: AnalyticsCommentsPage,
    }),
  };
}

const ofClass = analyticsCallsOn('cohort', '');
const ofCourse = analyticsCallsOn('course', 'Course');

/**
 * The calls of the analytics tabs: on the `cohort` resource (id: the class path), and the same of
 * every class of a course at once on the `course` resource (id: the course path).
 */
export const analyticsCalls = {
  getAnalyticsStudents: ofClass.students,
  getAnalyticsProgress: ofClass.progress,
  getAnalyticsComments: ofClass.comments,
  getCourseAnalyticsStudents: ofCourse.students,
  getCourseAnalyticsProgress: ofCourse.progress,
  getCourseAnalyticsComments: ofCourse.comments,
};
