import { useTranslation } from 'react-i18next';
import {
  CRITERIA_MAX,
  CRITERION_TITLE_MAX,
  LEVEL_TITLE_MAX,
  LEVELS_MAX,
  LEVELS_MIN,
  RUBRIC_TEXT_MAX,
} from '../../../../common/domain/assessment/design-rules';
import { LINK_BUTTON, SECONDARY_BUTTON } from '../../../components/button-styles';
import { TextField } from '../../../components/text-field';
import { blankCriterion, blankLevel, type CriterionDraft, type LevelDraft } from './design-draft';

interface RubricEditorProps {
  criteria: CriterionDraft[];
  onChange: (criteria: CriterionDraft[]) => void;
  /** The server's reason for a field of the rubric (`criteria.0.levels.1.points`), if any. */
  errorOf: (field: string) => string | undefined;
}

/** The criteria of a rubric, each with its levels (a title, what work at that level looks like, points). */
export function RubricEditor({ criteria, onChange, errorOf }: RubricEditorProps) {
  const { t } = useTranslation();
  const setCriterion = (index: number, patch: Partial<CriterionDraft>) =>
    onChange(criteria.map((criterion, at) => (at === index ? { ...criterion, ...patch } : criterion)));
  return (
    <div className="space-y-4">
      {criteria.map((criterion, index) => {
        const field = (name: string) => `criteria.${index}.${name}`;
        const setLevel = (at: number, patch: Partial<LevelDraft>) =>
          setCriterion(index, {
            levels: criterion.levels.map((level, other) => (other === at ? { ...level, ...patch } : level)),
          });
        return (
          <fieldset key={criterion.id} className="space-y-3 rounded-lg border border-slate-200 p-4">
            <legend className="px-1 font-semibold text-slate-900">
              {t('designs.criterion', { number: index + 1 })}
            </legend>
            <TextField
              label={t('designs.criterionTitle')}
              value={criterion.title}
              maxLength={CRITERION_TITLE_MAX}
              error={errorOf(field('title'))}
              onChange={(event) => setCriterion(index, { title: event.target.value })}
            />
            <TextField
              label={t('designs.criterionDescription')}
              value={criterion.description}
              maxLength={RUBRIC_TEXT_MAX}
              error={errorOf(field('description'))}
              onChange={(event) => setCriterion(index, { description: event.target.value })}
            />
            {criterion.levels.map((level, at) => (
              <fieldset
                key={level.id}
                className="grid gap-3 rounded-lg bg-slate-50 p-3 md:grid-cols-[1fr_8rem_2fr_auto] md:items-end"
              >
                <legend className="sr-only">
                  {t('designs.level', { number: at + 1, criterion: index + 1 })}
                </legend>
                <TextField
                  label={t('designs.levelTitle', { number: at + 1 })}
                  value={level.title}
                  maxLength={LEVEL_TITLE_MAX}
                  error={errorOf(field(`levels.${at}.title`))}
                  onChange={(event) => setLevel(at, { title: event.target.value })}
                />
                <TextField
                  label={t('designs.levelPoints')}
                  inputMode="decimal"
                  value={level.points}
                  error={errorOf(field(`levels.${at}.points`))}
                  onChange={(event) => setLevel(at, { points: event.target.value })}
                />
                <TextField
                  label={t('designs.levelDescription')}
                  value={level.description}
                  maxLength={RUBRIC_TEXT_MAX}
                  error={errorOf(field(`levels.${at}.description`))}
                  onChange={(event) => setLevel(at, { description: event.target.value })}
                />
                <button
                  type="button"
                  className={LINK_BUTTON}
                  disabled={criterion.levels.length <= LEVELS_MIN}
                  aria-label={t('designs.removeLevel', { number: at + 1, criterion: index + 1 })}
                  onClick={() =>
                    setCriterion(index, { levels: criterion.levels.filter((_, other) => other !== at) })
                  }
                >
                  {t('designs.remove')}
                </button>
              </fieldset>
            ))}
            {errorOf(field('levels')) && <p className="text-sm text-red-800">{errorOf(field('levels'))}</p>}
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className={SECONDARY_BUTTON}
                disabled={criterion.levels.length >= LEVELS_MAX}
                onClick={() =>
                  setCriterion(index, { levels: [...criterion.levels, blankLevel(criterion.levels.length)] })
                }
              >
                {t('designs.addLevel')}
              </button>
              <button
                type="button"
                className={SECONDARY_BUTTON}
                disabled={criteria.length <= 1}
                onClick={() => onChange(criteria.filter((_, at) => at !== index))}
              >
                {t('designs.removeCriterion', { number: index + 1 })}
              </button>
            </div>
          </fieldset>
        );
      })}
      {errorOf('criteria') && <p className="text-sm text-red-800">{errorOf('criteria')}</p>}
      <button
        type="button"
        className={SECONDARY_BUTTON}
        disabled={criteria.length >= CRITERIA_MAX}
        onClick={() => onChange([...criteria, blankCriterion()])}
      >
        {t('designs.addCriterion')}
      </button>
    </div>
  );
}
