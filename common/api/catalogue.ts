import { z } from 'zod';
import {
  CATALOGUE_SORTS,
  COURSE_CATEGORIES,
  COURSE_CLASSIFICATIONS,
  COURSE_SECTORS,
  COURSE_TYPES,
} from '../domain/course-classification';
import { FRAMEWORKS } from '../domain/opencred-frameworks';
import {
  CATALOGUE_MAX_PAGE_SIZE,
  CATALOGUE_PAGE_SIZE,
  RECENT_COURSES_DEFAULT,
  RECENT_COURSES_MAX,
  RECENT_PAGES_DEFAULT,
} from './catalogue-limits';
import { CREDENTIAL_COUNTRIES } from './catalogue-params';
import { ISSUE_RULES } from './certification';
import { contract } from './contract';

export {
  CATALOGUE_MAX_PAGE_SIZE,
  CATALOGUE_PAGE_SIZE,
  QUICK_RESULTS_SIZE,
  RECENT_COURSES_DEFAULT,
  RECENT_COURSES_MAX,
  RECENT_PAGES_DEFAULT,
} from './catalogue-limits';

const list = <T extends z.ZodType>(item: T) => z.array(item).max(20).optional().default([]);

/** `lookup course search`: filters of the catalogue, all optional. */
export const CatalogueSearchInput = z.object({
  q: z.string().trim().max(200, { error: 'Use at most 200 characters.' }).optional().default(''),
  category: list(z.enum(COURSE_CATEGORIES, { error: 'Choose a known category.' })),
  courseType: list(z.enum(COURSE_TYPES, { error: 'Choose a known course type.' })),
  sector: list(z.enum(COURSE_SECTORS, { error: 'Choose a known education sector.' })),
  classification: list(z.enum(COURSE_CLASSIFICATIONS, { error: 'Choose a known classification.' })),
  language: list(z.string().trim().min(2).max(10)),
  learningHours: z
    .number({ error: 'Enter a number of hours.' })
    .positive({ error: 'Enter a number of hours above 0.' })
    .max(10_000)
    .optional(),
  /** A course's credential country (its framework's); left out for any. */
  credentialCountry: z
    .enum(CREDENTIAL_COUNTRIES, {
      error: 'Choose AU or US as the credential country, or leave it out for any.',
    })
    .optional(),
  /** The address of the institution whose courses to show (its courses in use); left out for any. */
  institution: z
    .string({ error: 'Choose an institution from the list, or leave it out for any.' })
    .trim()
    .toLowerCase()
    .max(40, { error: 'Choose an institution from the list, or leave it out for any.' })
    .optional(),
  sort: z.enum(CATALOGUE_SORTS, { error: 'Choose a known sort.' }).optional().default('relevance'),
  offset: z.number({ error: 'Enter a whole number.' }).int().min(0).max(100_000).optional().default(0),
  limit: z
    .number({ error: 'Enter a whole number.' })
    .int()
    .min(1, { error: 'Ask for at least 1 course.' })
    .max(CATALOGUE_MAX_PAGE_SIZE, { error: `Ask for at most ${CATALOGUE_MAX_PAGE_SIZE} courses.` })
    .optional()
    .default(CATALOGUE_PAGE_SIZE),
});
export type CatalogueSearchInput = z.input<typeof CatalogueSearchInput>;

/** One course card of the catalogue. */
export const CourseCard = z.object({
  path: z.string(),
  name: z.string(),
  /** The objective, cut to a card's length. */
  objective: z.string(),
  category: z.string(),
  courseType: z.string(),
  sectorTypes: z.array(z.string()),
  classifications: z.array(z.string()),
  language: z.string(),
  imageUrl: z.string().nullable(),
  learningHours: z.number().nullable(),
});
export type CourseCard = z.infer<typeof CourseCard>;

/** A page of catalogue results. */
export const CataloguePage = z.object({
  courses: z.array(CourseCard),
  /**
   * How many courses match: exact for a search with text or filters, and whenever the page reaches
   * the end; for the default view (no text, no filter) the number of displayed courses counted up to
   * 30 seconds ago, never fewer than the courses seen so far.
   */
  total: z.number().int(),
  /** Whether a later page has courses (read as one row past the page, not from the total). */
  hasMore: z.boolean(),
});
export type CataloguePage = z.infer<typeof CataloguePage>;

/** A module of the landing-page outline with its pages' titles and paths, in order. */
export const OutlineModule = z.object({
  title: z.string(),
  pages: z.array(z.object({ title: z.string(), path: z.string() })),
});
export type OutlineModule = z.infer<typeof OutlineModule>;

/** `read course getLandingPage/{path}`: what the course landing page shows. */
export const CourseLandingPage = z.object({
  path: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  objective: z.string(),
  outcomes: z.array(z.string()),
  description: z.string(),
  modules: z.array(OutlineModule),
  creator: z.object({ fullName: z.string(), profileName: z.string().nullable() }).nullable(),
  language: z.string(),
  category: z.string(),
  courseType: z.string(),
  sectorTypes: z.array(z.string()),
  classifications: z.array(z.string()),
  /** An OpenCreds course's credential framework; null for other types. */
  credentialFramework: z.enum(FRAMEWORKS).nullable(),
  learningHours: z.number().nullable(),
  /**
   * The certificate the course issues (its own rule; a class may have another), and what it asks
   * first; null when it issues none. Certification fills it in (classes' `landingPageRead` hook).
   */
  certificate: z
    .object({
      issueRule: z.enum(ISSUE_RULES),
      /** The 'assessment' rule's course grade in percent; null under another rule. */
      passMark: z.number().int().nullable(),
      minLearningMinutes: z.number().int().nullable(),
    })
    .nullable(),
});
export type CourseLandingPage = z.infer<typeof CourseLandingPage>;

/** The landing page, a method classes add to the `course` resource (visibility depends on its classes). */
export const landingPageCalls = {
  getLandingPage: contract('course', 'read', 'getLandingPage', {
    input: z.object({}),
    output: CourseLandingPage,
  }),
};

/** `read user getRecentlyVisitedCourses/me`. */
export const RecentCoursesInput = z.object({
  limit: z
    .number({ error: 'Enter a whole number.' })
    .int()
    .min(1)
    .max(RECENT_COURSES_MAX, { error: `Ask for at most ${RECENT_COURSES_MAX} courses.` })
    .optional()
    .default(RECENT_COURSES_DEFAULT),
});

/** `read user getRecentlyVisitedPagesForCourse/me`. */
export const RecentPagesInput = z.object({
  coursePath: z.string({ error: 'Name a course.' }).trim().toLowerCase().min(1, { error: 'Name a course.' }),
  limit: z
    .number({ error: 'Enter a whole number.' })
    .int()
    .min(1)
    .max(RECENT_COURSES_MAX)
    .optional()
    .default(RECENT_PAGES_DEFAULT),
});

/** A recently visited course. */
export const RecentCourse = z.object({
  path: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  visitedAt: z.iso.datetime(),
});
export type RecentCourse = z.infer<typeof RecentCourse>;

/** A recently visited page of a course. */
export const RecentPage = z.object({ path: z.string(), title: z.string(), visitedAt: z.iso.datetime() });
export type RecentPage = z.infer<typeof RecentPage>;

/** The catalogue's calls (a method of the `course` resource) and the recent visits (of `user`). */
export const catalogueCalls = {
  search: contract('course', 'lookup', 'search', { input: CatalogueSearchInput, output: CataloguePage }),
  getRecentlyVisitedCourses: contract('user', 'read', 'getRecentlyVisitedCourses', {
    input: RecentCoursesInput,
    output: z.array(RecentCourse),
  }),
  getRecentlyVisitedPagesForCourse: contract('user', 'read', 'getRecentlyVisitedPagesForCourse', {
    input: RecentPagesInput,
    output: z.array(RecentPage),
  }),
};
