import { z } from 'zod';
import { contract } from './contract';
import { MyGradesInput } from './quiz';

const Percent = z.number().min(0).max(100);

/** An assessed item as a report names it: a quiz block (its page and question) or an exam (its title). */
const ReportedItem = z.object({
  kind: z.enum(['quiz', 'exam']),
  /** The block's id, or the exam's. */
  id: z.string(),
  /** The quiz's page title, or the exam's title. */
  title: z.string(),
  /** The quiz's page; null for an exam. */
  pagePath: z.string().nullable(),
  /** The quiz's question; empty for an exam. */
  question: z.string(),
});

/** How a class did on one item. */
export const ClassReportItem = ReportedItem.extend({
  /** Learners of the class who have handed something in. */
  submitted: z.number().int(),
  /** Their counted scores (an exam's best finished attempt) as a share of what each was out of, averaged, one decimal; null before any. */
  averagePercent: Percent.nullable(),
  /** The share of those with a counted score who reached the pass mark, whole percent; null for an exam (it has none) or before any score. */
  passRate: Percent.nullable(),
  /** Learners who handed it in after the page's due date. */
  late: z.number().int(),
  /** Learners whose latest attempt waits for a teacher's mark. */
  awaitingMarking: z.number().int(),
});
export type ClassReportItem = z.infer<typeof ClassReportItem>;

/** `read assessment_report_cohort_membership getClassReport/{cohortPath}`: a class's results on each assessed item of its course. */
export const ClassReport = z.object({
  cohortPath: z.string(),
  cohortName: z.string(),
  /** The class's active learners. */
  learners: z.number().int(),
  /** The quiz blocks in outline order, then the exams, oldest first. */
  items: z.array(ClassReportItem),
});
export type ClassReport = z.infer<typeof ClassReport>;

/** One item as its learner compares themself with their class. */
export const MyReportItem = ReportedItem.extend({
  /** Their counted score as a share of what it was out of, once it shows to them; else null. */
  percent: Percent.nullable(),
  /**
   * The class's average, only beside their own shown score, and only once enough learners have a
   * score that it tells nobody's own (ASSESSMENT_REPORT_MIN_SCORED).
   */
  classAverage: Percent.nullable(),
});
export type MyReportItem = z.infer<typeof MyReportItem>;

/** `lookup assessment_report_cohort_membership getMyReport`: the learner's results against their class's averages. */
export const MyReport = z.object({
  cohortPath: z.string(),
  items: z.array(MyReportItem),
});
export type MyReport = z.infer<typeof MyReport>;

/** The fewest learners with a score on an item for its class average to show a learner. */
export const ASSESSMENT_REPORT_MIN_SCORED = 3;

/**
 * Assessment reports (spec resource `assessment_report_cohort_membership`): a class's results item
 * by item for its teachers and the course's writers, and a learner's own against their class.
 */
export const assessmentReportCalls = {
  getClassReport: contract('assessment_report_cohort_membership', 'read', 'getClassReport', {
    input: z.object({}),
    output: ClassReport,
  }),
  getMyReport: contract('assessment_report_cohort_membership', 'lookup', 'getMyReport', {
    input: MyGradesInput,
    output: MyReport,
  }),
};
