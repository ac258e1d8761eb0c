import type { Design } from '../../../../common/api/assessment';
import { type DesignKind, designTotal } from '../../../../common/domain/assessment/design-rules';
import { newOptionId } from '../../page-editor/setup/option-id';

/** A level as the editor holds it: its points as typed, so "1." or "" survive until saved. */
export interface LevelDraft {
  id: string;
  title: string;
  description: string;
  points: string;
}

export interface CriterionDraft {
  id: string;
  title: string;
  description: string;
  levels: LevelDraft[];
}

/** A design as the editor holds it, both kinds' fields kept while the author switches between them. */
export interface DesignDraft {
  name: string;
  kind: DesignKind;
  maxPoints: string;
  criteria: CriterionDraft[];
}

export const blankLevel = (points: number): LevelDraft => ({
  id: newOptionId(),
  title: '',
  description: '',
  points: String(points),
});

/** A criterion with three levels worth 0, 1 and 2 points, for the author to name. */
export const blankCriterion = (): CriterionDraft => ({
  id: newOptionId(),
  title: '',
  description: '',
  levels: [0, 1, 2].map(blankLevel),
});

/** A new design: a rubric of one criterion, or 10 points. */
export const newDraft = (): DesignDraft => ({
  name: '',
  kind: 'rubric',
  maxPoints: '10',
  criteria: [blankCriterion()],
});

/** A stored design, to edit. */
export const draftOf = (design: Design): DesignDraft => ({
  name: design.name,
  kind: design.kind,
  maxPoints: String(design.maxPoints ?? 10),
  criteria: design.criteria.map((criterion) => ({
    ...criterion,
    levels: criterion.levels.map((level) => ({ ...level, points: String(level.points) })),
  })),
});

/** Typed points as a number (a decimal comma taken); text that is none is NaN, sent as null for the server to refuse by field. */
const pointsOf = (typed: string): number =>
  typed.trim() === '' ? Number.NaN : Number(typed.replace(',', '.'));

/** The draft's rubric with its points as numbers. */
const criteriaOf = (draft: DesignDraft) =>
  draft.criteria.map((criterion) => ({
    ...criterion,
    levels: criterion.levels.map((level) => ({ ...level, points: pointsOf(level.points) })),
  }));

/** What the design calls take from a draft (the server drops the other kind's fields). */
export const fieldsOf = (draft: DesignDraft) => ({
  name: draft.name,
  kind: draft.kind,
  maxPoints: draft.kind === 'points' ? pointsOf(draft.maxPoints) : null,
  criteria: draft.kind === 'rubric' ? criteriaOf(draft) : [],
});

/** The rubric's worth as the draft stands (points that are no number count as none). */
export const draftTotal = (draft: DesignDraft): number =>
  designTotal({
    kind: 'rubric',
    maxPoints: null,
    criteria: criteriaOf(draft).map((criterion) => ({
      ...criterion,
      levels: criterion.levels.map((level) => ({ ...level, points: level.points || 0 })),
    })),
  });
