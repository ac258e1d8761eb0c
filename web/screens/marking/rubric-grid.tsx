import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chosenPoints,
  criterionMax,
  type RubricCriterion,
} from '../../../common/domain/assessment/design-rules';

interface RubricGridProps {
  criteria: readonly RubricCriterion[];
  /** The level chosen of each criterion so far (criterion id → level id). */
  chosen: Readonly<Record<string, string>>;
  onChoose: (criterionId: string, levelId: string) => void;
  /** What the server refused, by criterion id. */
  errors: Readonly<Record<string, string | undefined>>;
  totalPoints: number;
}

/**
 * A rubric to mark by: a row of levels for each criterion, each level a radio button with its
 * description and points (a native group: Tab reaches it, the arrow keys choose), and the running
 * total of the levels chosen, read out as it changes.
 */
export function RubricGrid({ criteria, chosen, onChoose, errors, totalPoints }: RubricGridProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="space-y-4">
      {criteria.map((criterion) => {
        const errorId = `${id}-${criterion.id}-error`;
        const error = errors[criterion.id];
        return (
          <fieldset key={criterion.id} className="rounded-lg border border-slate-200 p-3">
            <legend className="px-1 font-semibold text-slate-900">
              {criterion.title}
              <span className="ml-2 text-sm font-normal text-slate-700">
                {t('marking.rubric.upTo', { count: criterionMax(criterion) })}
              </span>
            </legend>
            {criterion.description && <p className="mb-2 text-sm text-slate-700">{criterion.description}</p>}
            <div className="grid gap-2 sm:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]">
              {criterion.levels.map((level) => {
                const levelId = `${id}-${criterion.id}-${level.id}`;
                // Named by its title; its points, description and any reason are read after it.
                const describedBy = [
                  `${levelId}-points`,
                  level.description && `${levelId}-description`,
                  error && errorId,
                ];
                return (
                  <label
                    key={level.id}
                    className="flex cursor-pointer flex-col gap-1 rounded-lg border border-slate-300 p-3 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700"
                  >
                    <span className="flex items-center gap-2 font-medium text-slate-900">
                      <input
                        type="radio"
                        name={`${id}-${criterion.id}`}
                        value={level.id}
                        checked={chosen[criterion.id] === level.id}
                        onChange={() => onChoose(criterion.id, level.id)}
                        aria-labelledby={`${levelId}-title`}
                        aria-describedby={describedBy.filter(Boolean).join(' ')}
                        aria-invalid={error ? true : undefined}
                        className="size-4 accent-brand-700"
                      />
                      <span id={`${levelId}-title`}>{level.title}</span>
                    </span>
                    <span id={`${levelId}-points`} className="text-slate-800">
                      {t('marking.rubric.points', { count: level.points })}
                    </span>
                    {level.description && (
                      <span id={`${levelId}-description`} className="text-slate-700">
                        {level.description}
                      </span>
                    )}
                  </label>
                );
              })}
            </div>
            {error && (
              <p id={errorId} className="mt-2 text-sm text-red-800">
                {error}
              </p>
            )}
          </fieldset>
        );
      })}
      <p aria-live="polite" className="font-semibold text-slate-900">
        {t('marking.rubric.total', { score: chosenPoints(criteria, chosen), count: totalPoints })}
      </p>
    </div>
  );
}
