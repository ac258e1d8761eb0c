import { z } from 'zod';
import { ATTAINMENT_LEVELS } from '../domain/assessment/attainment';
import { reasonText } from '../reasons';
import { contract } from './contract';
import { COURSE_OUTCOME_MAX, COURSE_OUTCOMES_MAX, COURSE_REASONS } from './course';
import { PageNumber } from './page-number';

/** Learners per page of the attainment table. */
export const ATTAINMENT_PAGE_SIZE = 50;

/** The reasons of the outcome calls (codes `outcome.*` of common/reasons.ts). */
export const OUTCOME_REASONS = {
  full: reasonText('outcome.full', { max: COURSE_OUTCOMES_MAX }),
  last: reasonText('outcome.last'),
  unknown: reasonText('outcome.unknown'),
  position: reasonText('outcome.position'),
  visibility: reasonText('outcome.visibility'),
  hidden: reasonText('outcome.hidden'),
} as const;

/** An outcome's text: the same rule as the general settings' outcomes. */
const OutcomeText = z
  .string({ error: COURSE_REASONS.outcome })
  .trim()
  .min(1, { error: COURSE_REASONS.outcome })
  .max(COURSE_OUTCOME_MAX, { error: COURSE_REASONS.outcome });

const OutcomeId = z.uuid({ error: OUTCOME_REASONS.unknown });

/** The outcomes a block or question assesses: ids of its course's outcomes, each once. */
const OutcomeIds = z
  .array(OutcomeId, { error: OUTCOME_REASONS.unknown })
  .max(COURSE_OUTCOMES_MAX, { error: OUTCOME_REASONS.unknown })
  .refine((ids) => new Set(ids).size === ids.length, { error: OUTCOME_REASONS.unknown });

/** An outcome as the course team keeps it, with how many blocks and questions are aligned to it. */
export const CourseOutcome = z.object({ id: z.string(), text: z.string(), alignments: z.number().int() });
export type CourseOutcome = z.infer<typeof CourseOutcome>;

/** `read course getOutcomes/{coursePath}` and what every outcome write answers. */
export const CourseOutcomes = z.object({
  outcomes: z.array(CourseOutcome),
  /** Learners see their own attainment on the course progress page. */
  alignmentVisibility: z.boolean(),
});
export type CourseOutcomes = z.infer<typeof CourseOutcomes>;

/** An outcome as an alignment picker lists it. */
const OutcomeName = z.object({ id: z.string(), text: z.string() });

/** `read quiz blockAlignment/{blockId}`: the course's outcomes and those the block assesses. */
export const BlockAlignment = z.object({ outcomes: z.array(OutcomeName), outcomeIds: z.array(z.string()) });
export type BlockAlignment = z.infer<typeof BlockAlignment>;

/** `read questionbank bankAlignment/{bankId}`: the course's outcomes and each question's, by question id. */
export const BankAlignment = z.object({
  outcomes: z.array(OutcomeName),
  questions: z.record(z.string(), z.array(z.string())),
});
export type BankAlignment = z.infer<typeof BankAlignment>;

/** Where a learner stands on one outcome (common/domain/assessment/attainment.ts). */
export const OutcomeStanding = z.object({
  earned: z.number(),
  possible: z.number(),
  percent: z.number().int().min(0).max(100).nullable(),
  level: z.enum(ATTAINMENT_LEVELS).nullable(),
  evidence: z.number().int(),
});
export type OutcomeStanding = z.infer<typeof OutcomeStanding>;

/** An outcome as attainment shows it: its text and how many items are aligned to it. */
const AssessedOutcome = OutcomeName.extend({ items: z.number().int() });

/** `read course getAttainment/{coursePath}`: one page of learners × the course's outcomes. */
export const Attainment = z.object({
  outcomes: z.array(AssessedOutcome),
  /** The classes the caller may see, for the class filter. */
  classes: z.array(z.object({ path: z.string(), name: z.string() })),
  rows: z.array(
    z.object({
      userId: z.string(),
      fullName: z.string(),
      cohortPath: z.string(),
      /** One standing per outcome, in the outcomes' order. */
      standings: z.array(OutcomeStanding),
    }),
  ),
  page: z.number().int(),
  pageSize: z.number().int(),
  totalLearners: z.number().int(),
});
export type Attainment = z.infer<typeof Attainment>;

/** `read course getMyAttainment/{coursePath}`: the signed-in learner's own standing on each outcome. */
export const MyAttainment = z.object({
  outcomes: z.array(AssessedOutcome.extend({ standing: OutcomeStanding })),
});
export type MyAttainment = z.infer<typeof MyAttainment>;

const Outcomes = { input: z.object({}), output: CourseOutcomes };

export const outcomeCalls = {
  getOutcomes: contract('course', 'read', 'getOutcomes', Outcomes),
  addOutcome: contract('course', 'update', 'addOutcome', {
    input: z.object({ text: OutcomeText }),
    output: CourseOutcomes,
  }),
  editOutcome: contract('course', 'update', 'editOutcome', {
    input: z.object({ outcomeId: OutcomeId, text: OutcomeText }),
    output: CourseOutcomes,
  }),
  moveOutcome: contract('course', 'update', 'moveOutcome', {
    input: z.object({
      outcomeId: OutcomeId,
      position: z
        .number({ error: OUTCOME_REASONS.position })
        .int({ error: OUTCOME_REASONS.position })
        .min(0, { error: OUTCOME_REASONS.position }),
    }),
    output: CourseOutcomes,
  }),
  removeOutcome: contract('course', 'delete', 'removeOutcome', {
    input: z.object({ outcomeId: OutcomeId }),
    output: CourseOutcomes,
  }),
  setAlignmentVisibility: contract('course', 'update', 'setAlignmentVisibility', {
    input: z.object({ alignmentVisibility: z.boolean({ error: OUTCOME_REASONS.visibility }) }),
    output: CourseOutcomes,
  }),
  blockAlignment: contract('quiz', 'read', 'blockAlignment', { input: z.object({}), output: BlockAlignment }),
  alignBlock: contract('quiz', 'update', 'alignBlock', {
    input: z.object({ outcomeIds: OutcomeIds }),
    output: BlockAlignment,
  }),
  bankAlignment: contract('questionbank', 'read', 'bankAlignment', {
    input: z.object({}),
    output: BankAlignment,
  }),
  alignQuestion: contract('questionbank', 'update', 'alignQuestion', {
    input: z.object({
      questionId: z.uuid({ error: reasonText('quiz.bankQuestion') }),
      outcomeIds: OutcomeIds,
    }),
    output: BankAlignment,
  }),
  getAttainment: contract('course', 'read', 'getAttainment', {
    input: z.object({ cohortPath: z.string().trim().toLowerCase().max(200).optional(), page: PageNumber }),
    output: Attainment,
  }),
  getMyAttainment: contract('course', 'read', 'getMyAttainment', {
    input: z.object({}),
    output: MyAttainment,
  }),
};
