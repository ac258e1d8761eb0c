import { z } from 'zod';
import { reasonText } from '../reasons';
import { contract } from './contract';
import { PageNumber } from './page-number';
import { StartedStudentExport, StudentExportState } from './progress';
import { ATTEMPT_STATUSES } from './quiz';

/** Learners per page of the gradebook. */
export const GRADEBOOK_PAGE_SIZE = 50;

/** The class a gradebook call is narrowed to (absent: every class the caller sees). */
const CohortFilter = z
  .string({ error: reasonText('enrolment.cohortPath') })
  .trim()
  .toLowerCase()
  .min(1, { error: reasonText('enrolment.cohortPath') })
  .max(200, { error: reasonText('enrolment.cohortPath') })
  .optional();

/** `read course getGradebook/{coursePath}`: one page of learners, of one class or of every class the caller may see. */
export const GradebookInput = z.object({
  cohortPath: CohortFilter,
  page: PageNumber,
});

/** An assessed item: a quiz block of the course's outline (with its page and points), or an exam of the course. */
export const GradebookItem = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('quiz'),
    /** The block's id. */
    id: z.string(),
    pageTitle: z.string(),
    pagePath: z.string(),
    widgetType: z.string(),
    question: z.string(),
    maxScore: z.number(),
    weight: z.number(),
  }),
  z.object({
    kind: z.literal('exam'),
    /** The exam's id. */
    id: z.string(),
    title: z.string(),
    /**
     * What its finished attempts were out of, the most of them (each learner's questions may be
     * drawn from a bank, so attempts may differ); null before any.
     */
    maxScore: z.number().nullable(),
    weight: z.number(),
  }),
]);
export type GradebookItem = z.infer<typeof GradebookItem>;

/** Where a learner stands on an item: the counted score (an exam's best finished attempt), or where their latest attempt stands. */
export const GradebookCell = z.object({
  score: z.number().nullable(),
  /** 'none' before any attempt; 'in_progress' while an exam attempt is under way. */
  status: z.enum(['none', 'in_progress', ...ATTEMPT_STATUSES]),
  late: z.boolean(),
});
export type GradebookCell = z.infer<typeof GradebookCell>;

export const GradebookRow = z.object({
  userId: z.string(),
  fullName: z.string(),
  cohortPath: z.string(),
  /** One cell per item, in the items' order. */
  cells: z.array(GradebookCell),
  /** The counted scores added up, and as a share of every item's points (0–100). */
  total: z.number(),
  percent: z.number().int().min(0).max(100),
  /**
   * Σ weight × score / out of, over the items with a counted score, ÷ Σ their weights, in percent
   * (one decimal); null before any counted score, or when those items all weigh 0.
   */
  weightedPercent: z.number().min(0).max(100).nullable(),
});
export type GradebookRow = z.infer<typeof GradebookRow>;

export const Gradebook = z.object({
  /** The quiz blocks in outline order, then the exams, oldest first. */
  items: z.array(GradebookItem),
  /** The classes the caller may see, for the class filter. */
  classes: z.array(z.object({ path: z.string(), name: z.string() })),
  rows: z.array(GradebookRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalLearners: z.number().int(),
  /** Every item's points added up (an exam's once it has a finished attempt): what a learner's total is out of. */
  maxTotal: z.number(),
});
export type Gradebook = z.infer<typeof Gradebook>;

/** `update course exportGradebook/{coursePath}`: the gradebook as CSV, of one class or of every class the caller sees. */
export const ExportGradebookInput = z.object({ cohortPath: CohortFilter });

/** `read course getGradebookExport/{coursePath}`. */
export const GetGradebookExportInput = z.object({
  exportId: z.uuid({ error: reasonText('progress.export') }),
});

export const gradebookCalls = {
  getGradebook: contract('course', 'read', 'getGradebook', { input: GradebookInput, output: Gradebook }),
  exportGradebook: contract('course', 'update', 'exportGradebook', {
    input: ExportGradebookInput,
    output: StartedStudentExport,
  }),
  /** Spec §4 CSV export: the percentage written, then finished with a download link. */
  getGradebookExport: contract('course', 'read', 'getGradebookExport', {
    input: GetGradebookExportInput,
    output: StudentExportState,
  }),
};

/** Where a finished gradebook export is downloaded. */
export function gradebookExportUrl(coursePath: string, exportId: string): string {
  return `/api/course/${encodeURIComponent(coursePath)}/gradebook-exports/${exportId}.csv`;
}
