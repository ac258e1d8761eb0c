import { z } from 'zod';
import { institutionReasonText } from '../institution-reasons';
import { contract } from './contract';

/**
 * An institution's student data (spec §2 `/institution/admin/?action=studentData`, §4 "Institution
 * student data ignores stale responses by request id" and CSV export, §7 the download link with
 * `institution` and `csvID`): every learner member with their classes in the institution's courses,
 * their progress in each, when they were last active and their learning time, found by name or
 * address and course, sorted, a page at a time; and the whole list as a CSV written by a job.
 */

/** Learners a page holds at most, and by default. */
export const STUDENT_DATA_PAGE_MAX = 100;
export const STUDENT_DATA_PAGE_SIZE = 25;

/** What the list sorts by. */
export const STUDENT_DATA_SORTS = ['name', 'lastActive', 'learningTime', 'joined'] as const;
export type StudentDataSort = (typeof STUDENT_DATA_SORTS)[number];

export const STUDENT_DATA_REASONS = {
  sort: institutionReasonText('institution.studentSort'),
  course: institutionReasonText('institution.course'),
  requestId: institutionReasonText('institution.requestId'),
  export: institutionReasonText('institution.exportNotFound'),
};

/** `read institute getStudentData/{path}`. */
export const StudentDataInput = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(STUDENT_DATA_PAGE_MAX).default(STUDENT_DATA_PAGE_SIZE),
  q: z.string().trim().max(200).optional().default(''),
  /** Only the learners enrolled in this course of the institution. */
  course: z.string({ error: STUDENT_DATA_REASONS.course }).trim().toLowerCase().max(200).optional(),
  sort: z.enum(STUDENT_DATA_SORTS, { error: STUDENT_DATA_REASONS.sort }).default('name'),
  order: z.enum(['asc', 'desc'], { error: STUDENT_DATA_REASONS.sort }).default('asc'),
  /** The caller's number for this request, sent back with its answer (spec §4: stale answers are ignored). */
  requestId: z.coerce
    .number({ error: STUDENT_DATA_REASONS.requestId })
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .default(0),
});
export interface StudentDataInput {
  offset?: number;
  limit?: number;
  q?: string;
  course?: string;
  sort?: StudentDataSort;
  order?: 'asc' | 'desc';
  requestId?: number;
}

/** One class of a learner in the institution's courses, with their progress in its course. */
export const StudentClass = z.object({
  cohortPath: z.string(),
  cohortName: z.string(),
  coursePath: z.string(),
  courseName: z.string(),
  /** Percent of the course's pages completed, 0–100. */
  progress: z.number().int(),
  status: z.enum(['active', 'pending']),
});
export type StudentClass = z.infer<typeof StudentClass>;

/** A learner of the institution with their classes, last activity and learning time in its courses. */
export const StudentData = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  joinedAt: z.string(),
  classes: z.array(StudentClass),
  lastActiveAt: z.string().nullable(),
  learningTimeSeconds: z.number().int(),
});
export type StudentData = z.infer<typeof StudentData>;

export const StudentDataPage = z.object({
  requestId: z.number().int(),
  students: z.array(StudentData),
  total: z.number().int(),
});
export type StudentDataPage = z.infer<typeof StudentDataPage>;

/** Spec §4 CSV export: the percentage written, then finished with its download link. */
export const StudentDataExport = z.object({
  csvID: z.string(),
  status: z.enum(['running', 'finished', 'failed']),
  percentage: z.number().int(),
  downloadUrl: z.string().optional(),
});
export type StudentDataExport = z.infer<typeof StudentDataExport>;

/** Where a finished export is downloaded (spec §7: query parameters institution and csvID). */
export function studentDataDownloadUrl(institutionPath: string, csvID: string): string {
  return `/api/institution/student-data.csv?institution=${encodeURIComponent(institutionPath)}&csvID=${encodeURIComponent(csvID)}`;
}

export const studentDataCalls = {
  getStudentData: contract('institute', 'read', 'getStudentData', {
    input: StudentDataInput,
    output: StudentDataPage,
  }),
  startStudentDataExport: contract('institute', 'update', 'startStudentDataExport', {
    input: z.object({}),
    output: StudentDataExport,
  }),
  getStudentDataExport: contract('institute', 'read', 'getStudentDataExport', {
    input: z.object({ csvID: z.uuid({ error: STUDENT_DATA_REASONS.export }) }),
    output: StudentDataExport,
  }),
};
