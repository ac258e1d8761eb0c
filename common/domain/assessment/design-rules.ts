// What an assessment design may hold, and its points: a file without zod, so the browser's forms
// read it without the schemas.

/** How a design marks: a score out of its points, or a rubric (criteria × levels). */
export const DESIGN_KINDS = ['points', 'rubric'] as const;
export type DesignKind = (typeof DESIGN_KINDS)[number];

export const DESIGN_NAME_MAX = 120;
/** The most points a design may be worth: what one quiz question may be worth. */
export const DESIGN_POINTS_MAX = 1000;
export const CRITERIA_MAX = 12;
export const LEVELS_MIN = 2;
export const LEVELS_MAX = 6;
export const CRITERION_TITLE_MAX = 120;
export const LEVEL_TITLE_MAX = 80;
export const RUBRIC_TEXT_MAX = 600;

/** One level of a criterion: what work at that level looks like, and its points. */
export interface RubricLevel {
  id: string;
  title: string;
  description: string;
  points: number;
}

/** One criterion of a rubric, with its levels (in the order the author set). */
export interface RubricCriterion {
  id: string;
  title: string;
  description: string;
  levels: RubricLevel[];
}

/** Points rounded to two decimals, as marks are. */
const rounded = (points: number) => Math.round(points * 100) / 100;

/** The most a criterion gives: its highest level's points. */
export const criterionMax = (criterion: RubricCriterion) =>
  Math.max(0, ...criterion.levels.map((level) => level.points));

/**
 * What a design is worth: a points design its maximum, a rubric the sum of each criterion's
 * highest level.
 */
export function designTotal(design: {
  kind: DesignKind;
  maxPoints: number | null;
  criteria: readonly RubricCriterion[];
}): number {
  if (design.kind === 'points') return design.maxPoints ?? 0;
  return rounded(design.criteria.reduce((sum, criterion) => sum + criterionMax(criterion), 0));
}

/** The points of the levels chosen (criterion id → level id); an unknown or missing choice gives none. */
export function chosenPoints(
  criteria: readonly RubricCriterion[],
  chosen: Readonly<Record<string, string>>,
): number {
  return rounded(
    criteria.reduce((sum, criterion) => {
      const level = criterion.levels.find((each) => each.id === chosen[criterion.id]);
      return sum + (level?.points ?? 0);
    }, 0),
  );
}
