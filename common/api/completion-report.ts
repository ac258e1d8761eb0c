import { z } from 'zod';
import { institutionReasonText } from '../institution-reasons';
import { contract } from './contract';

/**
 * An institution's completion reports (spec §2 inferred screens "reports and completion tables with
 * CSV export", §9 report dates DD/MM/YYYY): for each of its courses and their classes, how many
 * learners have completed the course (every page done) of how many enrolled; and for one course,
 * or one class of it, each learner's progress and the day they completed, a page at a time, and
 * the whole table as a CSV.
 */

export const COMPLETION_PAGE_SIZE = 50;
export const COMPLETION_PAGE_MAX = 200;

export const COMPLETION_REASONS = {
  course: institutionReasonText('institution.reportCourse'),
  cohort: institutionReasonText('institution.reportClass'),
};

/** A class of one of the institution's courses: its learners (active, not its staff) and how many completed. */
export const ClassCompletion = z.object({
  cohortPath: z.string(),
  cohortName: z.string(),
  learners: z.number().int(),
  completed: z.number().int(),
});
export type ClassCompletion = z.infer<typeof ClassCompletion>;

/** One of the institution's courses (archived ones left out) with its classes, by name. */
export const CourseCompletion = z.object({
  coursePath: z.string(),
  courseName: z.string(),
  learners: z.number().int(),
  completed: z.number().int(),
  classes: z.array(ClassCompletion),
});
export type CourseCompletion = z.infer<typeof CourseCompletion>;

/** `read institute getCompletionReport/{path}`. */
export const CompletionReport = z.object({ courses: z.array(CourseCompletion) });
export type CompletionReport = z.infer<typeof CompletionReport>;

/** What a completion table is of: a course of the institution, and one class of it or all. */
export const CompletionTableInput = z.object({
  course: z
    .string({ error: COMPLETION_REASONS.course })
    .trim()
    .toLowerCase()
    .min(1, { error: COMPLETION_REASONS.course })
    .max(200),
  cohort: z.string({ error: COMPLETION_REASONS.cohort }).trim().toLowerCase().max(200).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(COMPLETION_PAGE_MAX).default(COMPLETION_PAGE_SIZE),
});
export interface CompletionTableInput {
  course: string;
  cohort?: string;
  offset?: number;
  limit?: number;
}

/** A learner of the course in a class: their progress, and the day they completed it (null: not yet). */
export const CompletionRow = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  cohortName: z.string(),
  enrolledAt: z.string(),
  completedPages: z.number().int(),
  totalPages: z.number().int(),
  completedAt: z.string().nullable(),
  lastActiveAt: z.string().nullable(),
});
export type CompletionRow = z.infer<typeof CompletionRow>;

/** `read institute getCompletionTable/{path}`: a page of the table, by class then name, and how many rows in all. */
export const CompletionTable = z.object({ rows: z.array(CompletionRow), total: z.number().int() });
export type CompletionTable = z.infer<typeof CompletionTable>;

export const completionReportCalls = {
  report: contract('institute', 'read', 'getCompletionReport', {
    input: z.object({}),
    output: CompletionReport,
  }),
  table: contract('institute', 'read', 'getCompletionTable', {
    input: CompletionTableInput,
    output: CompletionTable,
  }),
};

/** The download of a completion table as CSV: `?institution={path}&course={path}[&cohort={path}]`. */
export function completionCsvUrl(institution: string, course: string, cohort?: string): string {
  const query = `institution=${encodeURIComponent(institution)}&course=${encodeURIComponent(course)}`;
  return `/api/institution/completion.csv?${query}${cohort ? `&cohort=${encodeURIComponent(cohort)}` : ''}`;
}

/** A day as spec §9 writes an institution report's dates: DD/MM/YYYY, in UTC. */
export function reportDate(iso: string): string {
  const date = new Date(iso);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}
