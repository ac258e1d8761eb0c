import { reasonText } from '../../reasons';
import { criterionMax, type RubricCriterion } from './design-rules';

/**
 * The level a teacher chose for one criterion, kept with the words the learner read it by: the
 * attempt's mark holds these, so a design edited or deleted later changes no mark already given.
 */
export interface RubricLevelMark {
  criterionId: string;
  criterion: string;
  levelId: string;
  level: string;
  description: string;
  points: number;
  /** The criterion's highest level's points. */
  maxPoints: number;
}

/** The marks of the levels chosen, or the reasons they are refused, by field (`rubric.<criterionId>`). */
export type RubricOutcome =
  | { ok: true; marks: RubricLevelMark[]; score: number }
  | { ok: false; fields: Record<string, string> };

/**
 * Mark by a rubric: one level of each criterion (criterion id → level id). A criterion without a
 * level, a level it does not have, or a criterion the rubric does not have, is refused by name.
 */
export function markByRubric(
  criteria: readonly RubricCriterion[],
  chosen: Readonly<Record<string, string>>,
): RubricOutcome {
  const fields: Record<string, string> = {};
  const known = new Set(criteria.map((criterion) => criterion.id));
  for (const criterionId of Object.keys(chosen)) {
    if (!known.has(criterionId)) fields[`rubric.${criterionId}`] = reasonText('assessment.criterion');
  }
  const marks: RubricLevelMark[] = [];
  for (const criterion of criteria) {
    const level = Object.hasOwn(chosen, criterion.id)
      ? criterion.levels.find((each) => each.id === chosen[criterion.id])
      : undefined;
    if (!level) {
      fields[`rubric.${criterion.id}`] = reasonText('assessment.level', { criterion: criterion.title });
      continue;
    }
    marks.push({
      criterionId: criterion.id,
      criterion: criterion.title,
      levelId: level.id,
      level: level.title,
      description: level.description,
      points: level.points,
      maxPoints: criterionMax(criterion),
    });
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const score = Math.round(marks.reduce((sum, mark) => sum + mark.points, 0) * 100) / 100;
  return { ok: true, marks, score };
}
