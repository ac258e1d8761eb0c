import { z } from 'zod';
import { reasonText } from '../../reasons';
import {
  CRITERIA_MAX,
  CRITERION_TITLE_MAX,
  DESIGN_KINDS,
  DESIGN_NAME_MAX,
  DESIGN_POINTS_MAX,
  designTotal,
  LEVEL_TITLE_MAX,
  LEVELS_MAX,
  LEVELS_MIN,
  RUBRIC_TEXT_MAX,
} from './design-rules';

const REASONS = {
  name: reasonText('assessment.designName', { max: DESIGN_NAME_MAX }),
  kind: reasonText('assessment.kind'),
  maxPoints: reasonText('assessment.maxPoints', { max: DESIGN_POINTS_MAX }),
  criteria: reasonText('assessment.criteria', { max: CRITERIA_MAX }),
  criterionTitle: reasonText('assessment.criterionTitle', { max: CRITERION_TITLE_MAX }),
  levels: reasonText('assessment.levels', { min: LEVELS_MIN, max: LEVELS_MAX }),
  levelTitle: reasonText('assessment.levelTitle', { max: LEVEL_TITLE_MAX }),
  levelPoints: reasonText('assessment.levelPoints', { max: DESIGN_POINTS_MAX }),
  description: reasonText('assessment.description', { max: RUBRIC_TEXT_MAX }),
  itemId: reasonText('assessment.itemId'),
} as const;

/** The id of a criterion or a level within its design (made by the editor). */
const ItemId = z.string({ error: REASONS.itemId }).regex(/^[A-Za-z0-9_-]{1,40}$/, { error: REASONS.itemId });
const Title = (max: number, reason: string) =>
  z.string({ error: reason }).trim().min(1, { error: reason }).max(max, { error: reason });
const Description = z
  .string({ error: REASONS.description })
  .trim()
  .max(RUBRIC_TEXT_MAX, { error: REASONS.description })
  .default('');
const Points = (reason: string) =>
  z
    .number({ error: reason })
    .min(0, { error: reason })
    .max(DESIGN_POINTS_MAX, { error: reason })
    .transform((points) => Math.round(points * 100) / 100);

const idsUnique = (items: ReadonlyArray<{ id: string }>) =>
  new Set(items.map((item) => item.id)).size === items.length;

export const RubricLevel = z.object({
  id: ItemId,
  title: Title(LEVEL_TITLE_MAX, REASONS.levelTitle),
  description: Description,
  points: Points(REASONS.levelPoints),
});

export const RubricCriterion = z.object({
  id: ItemId,
  title: Title(CRITERION_TITLE_MAX, REASONS.criterionTitle),
  description: Description,
  levels: z
    .array(RubricLevel, { error: REASONS.levels })
    .min(LEVELS_MIN, { error: REASONS.levels })
    .max(LEVELS_MAX, { error: REASONS.levels })
    .refine(idsUnique, { error: REASONS.levels }),
});

/**
 * What an author sets of a design: its name and kind, and the maximum of a points design or the
 * criteria of a rubric (the other kind's field is not stored). A rubric is worth at most what a
 * question may be.
 */
export const DesignFields = z
  .object({
    name: Title(DESIGN_NAME_MAX, REASONS.name),
    kind: z.enum(DESIGN_KINDS, { error: REASONS.kind }),
    maxPoints: Points(REASONS.maxPoints).nullable().default(null),
    criteria: z
      .array(RubricCriterion, { error: REASONS.criteria })
      .max(CRITERIA_MAX, { error: REASONS.criteria })
      .refine(idsUnique, { error: REASONS.criteria })
      .default([]),
  })
  .superRefine((design, context) => {
    if (design.kind === 'points' && !(design.maxPoints !== null && design.maxPoints > 0)) {
      context.addIssue({ code: 'custom', path: ['maxPoints'], message: REASONS.maxPoints });
    }
    if (design.kind === 'rubric' && design.criteria.length === 0) {
      context.addIssue({ code: 'custom', path: ['criteria'], message: REASONS.criteria });
    }
    const total = designTotal(design);
    if (design.kind === 'rubric' && total > DESIGN_POINTS_MAX) {
      const message = reasonText('assessment.rubricTotal', { max: DESIGN_POINTS_MAX, total });
      context.addIssue({ code: 'custom', path: ['criteria'], message });
    }
  });
export type DesignFields = z.infer<typeof DesignFields>;

/** A chosen level as the attempt's mark keeps it (rubric-marks.ts RubricLevelMark). */
export const RubricLevelMark = z.object({
  criterionId: z.string(),
  criterion: z.string(),
  levelId: z.string(),
  level: z.string(),
  description: z.string(),
  points: z.number(),
  maxPoints: z.number(),
});
