import { z } from 'zod';

/** Where a learner stands on a page (the activity filter of spec §2: not started, in progress, completed). */
export const PAGE_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** The progress summaries of spec §3 Progress. */
export interface ProgressSummaries {
  completedPages: number;
  totalPages: number;
  /** ISO instant; null until the learner has read a page of the course. */
  lastActiveAt: string | null;
}

/** `lookup progress myProgress`: spec §3 Progress for one class the user learns in. */
export interface CourseProgressEntry {
  coursePath: string;
  courseName: string;
  cohortPath: string;
  cohortName: string;
  /** 0–100. */
  progress: number;
  summaries: ProgressSummaries;
}

/** `lookup progress courseActivity`: the signed-in learner's own activity, or one learner's for their teacher. */
export const CourseActivityInput = z.object({
  coursePath: z
    .string({ error: 'Choose a course.' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'Choose a course.' }),
  userId: z.uuid({ error: 'Choose a learner.' }).optional(),
});

/** One page of the outline with the learner's status on it. */
export interface PageActivity {
  pageId: string;
  path: string;
  title: string;
  moduleId: string;
  moduleTitle: string;
  status: PageStatus;
  contributorsDone: number;
  contributorsTotal: number;
  viewedAt: string | null;
}

/** The course progress page of spec §2 (pages; comments, kudos and outcomes join later). */
export interface CourseActivity {
  coursePath: string;
  courseName: string;
  cohortPath: string;
  cohortName: string;
  learner: { userId: string; fullName: string };
  progress: number;
  summaries: ProgressSummaries;
  pages: PageActivity[];
}

/** `execute progress completeBlock` / `uncompleteBlock`: a progress-contributing block. */
export const BlockCompletionInput = z.object({ blockId: z.uuid({ error: 'Choose a block.' }) });

/** The block's state after the change, with the learner's course progress. */
export interface BlockCompletionResult {
  blockId: string;
  done: boolean;
  progress: number;
  summaries: ProgressSummaries;
}

/** `lookup progress pageCompletions`: the blocks of a page the signed-in learner has done. */
export const PageCompletionsInput = z.object({ pageId: z.uuid({ error: 'Choose a page.' }) });

/** Whether the caller learns in the page's course, and the page's blocks they have done. */
export interface PageCompletions {
  isLearner: boolean;
  doneBlockIds: string[];
}

/** Columns the students list sorts by. */
export const STUDENT_SORTS = ['name', 'progress', 'lastActive', 'learningTime'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];

/** Spec §9 staff list page size. */
export const STUDENTS_PAGE_SIZE = 25;

/** `read cohort getStudents/{path}`. */
export const GetStudentsInput = z.object({
  sort: z
    .enum(STUDENT_SORTS, { error: 'Sort by name, progress, lastActive or learningTime.' })
    .default('name'),
  order: z.enum(['asc', 'desc'], { error: 'Order asc or desc.' }).default('asc'),
  page: z.coerce
    .number({ error: 'Give a page number.' })
    .int()
    .min(1, { error: 'Pages start at 1.' })
    .default(1),
});

/** A learner of the class with their progress and learning time. */
export interface StudentRow {
  userId: string;
  fullName: string;
  emailAddress: string;
  progress: number;
  completedPages: number;
  totalPages: number;
  lastActiveAt: string | null;
  learningTimeSeconds: number;
  enrolledAt: string;
}

/** One page of the class's learners. */
export interface StudentsPage {
  students: StudentRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** `update cohort startStudentExport/{path}`. */
export interface StartedStudentExport {
  exportId: string;
}

/** `read cohort getStudentExport/{path}`. */
export const GetStudentExportInput = z.object({ exportId: z.uuid({ error: 'Choose an export.' }) });

/** Spec §4 CSV export: the percentage done, then finished with a download link. */
export interface StudentExportState {
  status: 'running' | 'finished' | 'failed';
  /** Rows written over the class's learners, rounded (spec §9). */
  percentage: number;
  downloadUrl?: string;
}

/** Where a finished export is downloaded. */
export function studentExportUrl(cohortPath: string, exportId: string): string {
  return `/api/cohort/${encodeURIComponent(cohortPath)}/exports/${exportId}.csv`;
}
