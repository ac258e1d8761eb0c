import { z } from 'zod';
import { DESIGN_KINDS } from '../domain/assessment/design-rules';
import { DesignFields, RubricCriterion } from '../domain/assessment/design-schema';
import { QUEUE_LEARNER_MAX } from '../domain/assessment/queue-limits';
import { reasonText } from '../reasons';
import { contract } from './contract';
import { CoursePath } from './course-path';
import { PageNumber } from './page-number';
import { ATTEMPT_STATUSES, QuizMark } from './quiz';

const Instant = z.iso.datetime();

/** An assessment design as its course's authors and the teachers who mark by it read it. */
export const Design = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(DESIGN_KINDS),
  /** A points design's maximum; null for a rubric. */
  maxPoints: z.number().nullable(),
  /** A rubric's criteria, each with its levels; empty for a points design. */
  criteria: z.array(RubricCriterion),
  /** What a mark by it is out of: the maximum, or each criterion's highest level added up. */
  totalPoints: z.number(),
  updatedAt: Instant,
});
export type Design = z.infer<typeof Design>;

/**
 * `read assessment designUses/{designId}`: the design with its course and the submission blocks
 * marked by it, in outline order, for the design's page (`/assessment/design/{designId}/`).
 */
export const DesignUses = z.object({
  design: Design,
  coursePath: z.string(),
  courseName: z.string(),
  blocks: z.array(
    z.object({
      blockId: z.string(),
      widgetType: z.string(),
      question: z.string(),
      pageTitle: z.string(),
      pagePath: z.string(),
    }),
  ),
});
export type DesignUses = z.infer<typeof DesignUses>;

/** One attempt of the marking queue: whose, where, and where it stands. */
export const QueueItem = z.object({
  attemptId: z.string(),
  learnerId: z.string(),
  learnerName: z.string(),
  cohortPath: z.string(),
  cohortName: z.string(),
  courseName: z.string(),
  pageTitle: z.string(),
  question: z.string(),
  number: z.number().int(),
  submittedAt: Instant,
  late: z.boolean(),
  status: z.enum(ATTEMPT_STATUSES),
  /** The teacher's score once marked (null while it waits), out of `maxScore`. */
  score: z.number().nullable(),
  maxScore: z.number(),
});
export type QueueItem = z.infer<typeof QueueItem>;

/** `lookup assessment markingQueue`: the work waiting (or marked, or returned) in the caller's classes. */
export const MarkingQueueInput = z.object({
  cohortPath: z.string().trim().toLowerCase().max(200).optional(),
  status: z.enum(ATTEMPT_STATUSES, { error: reasonText('assessment.queueStatus') }).optional(),
  learner: z
    .string({ error: reasonText('assessment.queueLearner', { max: QUEUE_LEARNER_MAX }) })
    .trim()
    .max(QUEUE_LEARNER_MAX, { error: reasonText('assessment.queueLearner', { max: QUEUE_LEARNER_MAX }) })
    .optional(),
  /** Only the work at the blocks marked by this design (`/assessment/design/{designId}/`). */
  designId: z.uuid({ error: reasonText('assessment.design') }).optional(),
  /** Only this learner's work (`/assessment/design/{designId}/{studentId}/`). */
  learnerId: z.uuid({ error: reasonText('assessment.queueLearnerId') }).optional(),
  page: PageNumber,
});

export const MarkingQueue = z.object({
  items: z.array(QueueItem),
  /** The classes the caller teaches, for the class filter. */
  classes: z.array(z.object({ path: z.string(), name: z.string(), courseName: z.string() })),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type MarkingQueue = z.infer<typeof MarkingQueue>;

/**
 * `read assessment markingItem/{attemptId}`: an attempt as its teacher marks it: the work, the
 * question and its guidance, and the design it is marked by (null: the question's points).
 */
export const MarkingItem = QueueItem.omit({ cohortPath: true, score: true }).extend({
  coursePath: z.string(),
  pagePath: z.string(),
  guidance: z.string(),
  /** The learner's answer as submitted (a long form response: `{html}`, sanitised). */
  answers: z.unknown(),
  mark: QuizMark.nullable(),
  /** What a mark is out of: its design's worth, or the question's points. */
  maxScore: z.number(),
  design: Design.nullable(),
  /** The question names a design its course no longer has: it is marked with its points. */
  designMissing: z.boolean(),
});
export type MarkingItem = z.infer<typeof MarkingItem>;

const DesignInput = DesignFields.safeExtend({ coursePath: CoursePath });

export const assessmentCalls = {
  listDesigns: contract('assessment', 'lookup', 'listDesigns', {
    input: z.object({ coursePath: CoursePath }),
    output: z.array(Design),
  }),
  createDesign: contract('assessment', 'create', undefined, { input: DesignInput, output: Design }),
  getDesign: contract('assessment', 'read', 'getDesign', { input: z.object({}), output: Design }),
  updateDesign: contract('assessment', 'update', 'updateDesign', { input: DesignFields, output: Design }),
  removeDesign: contract('assessment', 'delete', 'removeDesign', {
    input: z.object({}),
    output: z.object({ removed: z.literal(true) }),
  }),
  markingQueue: contract('assessment', 'lookup', 'markingQueue', {
    input: MarkingQueueInput,
    output: MarkingQueue,
  }),
  markingItem: contract('assessment', 'read', 'markingItem', { input: z.object({}), output: MarkingItem }),
  designUses: contract('assessment', 'read', 'designUses', { input: z.object({}), output: DesignUses }),
};
