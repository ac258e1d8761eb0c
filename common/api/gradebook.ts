import { z } from 'zod';
import { reasonText } from '../reasons';
import { contract } from './contract';
import { ATTEMPT_STATUSES } from './quiz';

/** Learners per page of the gradebook. */
export const GRADEBOOK_PAGE_SIZE = 50;

/** `read course getGradebook/{coursePath}`: one page of learners, of one class or of every class the caller may see. */
export const GradebookInput = z.object({
  cohortPath: z.string().trim().toLowerCase().max(200).optional(),
  page: z.coerce
    .number({ error: reasonText('progress.pageNumber') })
    .int({ error: reasonText('progress.pageNumber') })
    .min(1, { error: reasonText('progress.firstPage') })
    .default(1),
});

/** An assessed item: a quiz block of the course's outline, with its page and points. */
export const GradebookItem = z.object({
  blockId: z.string(),
  pageTitle: z.string(),
  pagePath: z.string(),
  widgetType: z.string(),
  question: z.string(),
  maxScore: z.number(),
});
export type GradebookItem = z.infer<typeof GradebookItem>;

/** A learner's standing on one item: the counted score, or where their latest attempt stands. */
export const GradebookCell = z.object({
  score: z.number().nullable(),
  /** 'none' before any attempt. */
  status: z.enum(['none', ...ATTEMPT_STATUSES]),
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
});
export type GradebookRow = z.infer<typeof GradebookRow>;

export const Gradebook = z.object({
  items: z.array(GradebookItem),
  /** The classes the caller may see, for the class filter. */
  classes: z.array(z.object({ path: z.string(), name: z.string() })),
  rows: z.array(GradebookRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalLearners: z.number().int(),
  /** Every item's points added up: what a learner's total is out of. */
  maxTotal: z.number(),
});
export type Gradebook = z.infer<typeof Gradebook>;

export const gradebookCalls = {
  getGradebook: contract('course', 'read', 'getGradebook', { input: GradebookInput, output: Gradebook }),
};
