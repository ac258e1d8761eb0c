import { z } from 'zod';

export { COURSE_PAGE_MODES, type CoursePageMode } from '../domain/page-modes';

/** `read course getPage/{coursePath}`: the page to read, by its path in the course. */
export const GetPageInput = z.object({
  pagePath: z.string({ error: 'Name a page.' }).trim().toLowerCase().min(1, { error: 'Name a page.' }),
});

/** A block of a page as it is read (spec §3 Block); image blocks carry the `url` they are served at. */
export interface PageBlock {
  id: string;
  widgetType: string;
  setupData: Record<string, unknown>;
  settings: Record<string, unknown>;
  isProgressContributor: boolean;
}

/** A section of a page's layout with its blocks, in order. */
export interface PageSection {
  id: string;
  settings: Record<string, unknown>;
  blocks: PageBlock[];
}

/** A neighbouring page in outline order. */
export interface PageLink {
  path: string;
  title: string;
}

/** The page record of spec §3 with its layout and the caller's flags of spec §5. */
export interface CoursePage {
  id: string;
  path: string;
  coursePath: string;
  courseName: string;
  title: string;
  revisionId: string | null;
  moduleTitle: string | null;
  previous: PageLink | null;
  next: PageLink | null;
  sections: PageSection[];
  /** Write permission: the caller may edit the page. */
  isEditor: boolean;
  /** Admin permission on the course. */
  isAdmin: boolean;
  /**
   * Page scheduling (spec §3 Page): for a learner, when the page opens in their class; while
   * `locked`, the page comes without sections. Absent for editors and unscheduled pages.
   */
  scheduledAccess?: ScheduledAccess;
  /** For a learner, when the page is due in their class (ISO). */
  dueDate?: string;
}

/** When a scheduled page opens for the reader, and whether it is still closed. */
export interface ScheduledAccess {
  unlocksAt: string;
  locked: boolean;
}
