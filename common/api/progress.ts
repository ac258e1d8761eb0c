import { z } from 'zod';
import { contract } from './contract';

/** Where a learner stands on a page (the activity filter of spec §2: not started, in progress, completed). */
export const PAGE_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

const Percent = z.number().int().min(0).max(100);
const Instant = z.iso.datetime();

/** The progress summaries of spec §3 Progress. */
export const ProgressSummaries = z.object({
  completedPages: z.number().int(),
  totalPages: z.number().int(),
  /** ISO instant; null until the learner has read a page of the course. */
  lastActiveAt: Instant.nullable(),
});
export type ProgressSummaries = z.infer<typeof ProgressSummaries>;

/** `lookup progress myProgress`: spec §3 Progress for one class the user learns in. */
export const CourseProgressEntry = z.object({
  coursePath: z.string(),
  courseName: z.string(),
  cohortPath: z.string(),
  cohortName: z.string(),
  /** 0–100. */
  progress: Percent,
  summaries: ProgressSummaries,
});
export type CourseProgressEntry = z.infer<typeof CourseProgressEntry>;

/** A learner's class in myProgress: its progress entry and what is next (the learner's home). */
export const MyProgressEntry = CourseProgressEntry.extend({
  /** The first outline page the learner has not completed; null when every page is. */
  nextPage: z.object({ path: z.string(), title: z.string() }).nullable(),
});
export type MyProgressEntry = z.infer<typeof MyProgressEntry>;

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
export const PageActivity = z.object({
  pageId: z.string(),
  path: z.string(),
  title: z.string(),
  moduleId: z.string(),
  moduleTitle: z.string(),
  status: z.enum(PAGE_STATUSES),
  contributorsDone: z.number().int(),
  contributorsTotal: z.number().int(),
  viewedAt: Instant.nullable(),
});
export type PageActivity = z.infer<typeof PageActivity>;

/**
 * The course progress page of spec §2: one class's progress entry with its learner and pages
 * (comments, kudos and outcomes join later).
 */
export const CourseActivity = CourseProgressEntry.extend({
  learner: z.object({ userId: z.string(), fullName: z.string() }),
  pages: z.array(PageActivity),
});
export type CourseActivity = z.infer<typeof CourseActivity>;

/** `execute progress completeBlock` / `uncompleteBlock`: a progress-contributing block. */
export const BlockCompletionInput = z.object({ blockId: z.uuid({ error: 'Choose a block.' }) });

/** The block's state after the change, with the learner's course progress. */
export const BlockCompletionResult = z.object({
  blockId: z.string(),
  done: z.boolean(),
  progress: Percent,
  summaries: ProgressSummaries,
});
export type BlockCompletionResult = z.infer<typeof BlockCompletionResult>;

/** `lookup progress pageCompletions`: the blocks of a page the signed-in learner has done. */
export const PageCompletionsInput = z.object({ pageId: z.uuid({ error: 'Choose a page.' }) });

/** Whether the caller learns in the page's course, and the page's blocks they have done. */
export const PageCompletions = z.object({ isLearner: z.boolean(), doneBlockIds: z.array(z.string()) });
export type PageCompletions = z.infer<typeof PageCompletions>;

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
export const StudentRow = z.object({
  userId: z.string(),
  fullName: z.string(),
  emailAddress: z.string(),
  progress: Percent,
  completedPages: z.number().int(),
  totalPages: z.number().int(),
  lastActiveAt: Instant.nullable(),
  learningTimeSeconds: z.number().int(),
  enrolledAt: Instant,
});
export type StudentRow = z.infer<typeof StudentRow>;

/** One page of the class's learners. */
export const StudentsPage = z.object({
  students: z.array(StudentRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StudentsPage = z.infer<typeof StudentsPage>;

/** `update cohort startStudentExport/{path}`. */
export const StartedStudentExport = z.object({ exportId: z.string() });
export type StartedStudentExport = z.infer<typeof StartedStudentExport>;

/** `read cohort getStudentExport/{path}`. */
export const GetStudentExportInput = z.object({ exportId: z.uuid({ error: 'Choose an export.' }) });

/** Spec §4 CSV export: the percentage done, then finished with a download link. */
export const StudentExportState = z.object({
  status: z.enum(['running', 'finished', 'failed']),
  /** Rows written over the class's learners, rounded (spec §9). */
  percentage: Percent,
  downloadUrl: z.string().optional(),
});
export type StudentExportState = z.infer<typeof StudentExportState>;

/**
 * The calls of the `progress` resource, and the students list learning adds to `cohort` (its
 * teachers', addressed by the class path).
 */
export const progressCalls = {
  myProgress: contract('progress', 'lookup', 'myProgress', {
    input: z.object({}),
    output: z.array(MyProgressEntry),
  }),
  courseActivity: contract('progress', 'lookup', 'courseActivity', {
    input: CourseActivityInput,
    output: CourseActivity,
  }),
  pageCompletions: contract('progress', 'lookup', 'pageCompletions', {
    input: PageCompletionsInput,
    output: PageCompletions,
  }),
  completeBlock: contract('progress', 'execute', 'completeBlock', {
    input: BlockCompletionInput,
    output: BlockCompletionResult,
  }),
  uncompleteBlock: contract('progress', 'execute', 'uncompleteBlock', {
    input: BlockCompletionInput,
    output: BlockCompletionResult,
  }),
  getStudents: contract('cohort', 'read', 'getStudents', { input: GetStudentsInput, output: StudentsPage }),
  getStudentExport: contract('cohort', 'read', 'getStudentExport', {
    input: GetStudentExportInput,
    output: StudentExportState,
  }),
  startStudentExport: contract('cohort', 'update', 'startStudentExport', {
    input: z.object({}),
    output: StartedStudentExport,
  }),
};

/** Where a finished export is downloaded. */
export function studentExportUrl(cohortPath: string, exportId: string): string {
  return `/api/cohort/${encodeURIComponent(cohortPath)}/exports/${exportId}.csv`;
}
