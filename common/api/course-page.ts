import { z } from 'zod';
import { contract } from './contract';
import { PageSection } from './page-layout';

export { COURSE_PAGE_MODES, type CoursePageMode } from '../domain/page-modes';
// Read pages carry the layout's sections and blocks, declared with the layout (page-layout.ts).
export { PageBlock, PageSection } from './page-layout';

/** `read course getPage/{coursePath}`: the page to read, by its path in the course. */
export const GetPageInput = z.object({
  pagePath: z.string({ error: 'Name a page.' }).trim().toLowerCase().min(1, { error: 'Name a page.' }),
});

/** A neighbouring page in outline order. */
export const PageLink = z.object({ path: z.string(), title: z.string() });
export type PageLink = z.infer<typeof PageLink>;

/** When a scheduled page opens for the reader, and whether it is still closed. */
export const ScheduledAccess = z.object({ unlocksAt: z.iso.datetime(), locked: z.boolean() });
export type ScheduledAccess = z.infer<typeof ScheduledAccess>;

/** The page record of spec §3 with its layout and the caller's flags of spec §5. */
export const CoursePage = z.object({
  id: z.string(),
  path: z.string(),
  coursePath: z.string(),
  courseName: z.string(),
  /** The course's language: its content is marked with it (`lang`), whatever the interface's. */
  courseLanguage: z.string(),
  title: z.string(),
  revisionId: z.string().nullable(),
  moduleTitle: z.string().nullable(),
  previous: PageLink.nullable(),
  next: PageLink.nullable(),
  sections: z.array(PageSection),
  /** Write permission: the caller may edit the page. */
  isEditor: z.boolean(),
  /** Admin permission on the course. */
  isAdmin: z.boolean(),
  /**
   * Page scheduling (spec §3 Page): for a learner, when the page opens in their class; while
   * `locked`, the page comes without sections. Absent for editors and unscheduled pages.
   */
  scheduledAccess: ScheduledAccess.optional(),
  /** For a learner, when the page is due in their class (ISO). */
  dueDate: z.iso.datetime().optional(),
  /**
   * Spec §3 Page `canPostComments`: members of a class comment on the page in their class
   * (common/api/comment.ts). Always sent by the server; optional for pages built elsewhere.
   */
  canPostComments: z.boolean().optional(),
  /** Spec §3 Page `isCommentRequired`: a learner's page is complete only once they have commented. */
  isCommentRequired: z.boolean().optional(),
  /** Spec §3 page record `hasUserCommented`: the reader has a comment on the page (false for a visitor). */
  hasUserCommented: z.boolean().optional(),
  /** Spec §3 Page `pageGroupType`: the page is for members of a group of this type (null: anyone). */
  pageGroupType: z.string().nullable().optional(),
  /** Spec §3 Page `userCohortGroups`: the group types the reader is a member of in their class. */
  userCohortGroups: z.array(z.string()).optional(),
});
export type CoursePage = z.infer<typeof CoursePage>;

/** The calls of reading a course page: learning's method of the `course` resource, by course path. */
export const coursePageCalls = {
  getPage: contract('course', 'read', 'getPage', { input: GetPageInput, output: CoursePage }),
};
