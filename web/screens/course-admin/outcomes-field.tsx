import { useTranslation } from 'react-i18next';
import { COURSE_OUTCOMES_MAX } from '../../../common/api/course';
import { LINK_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { TextField } from '../../components/text-field';

/** The ordered list of learning outcomes, one input each, with add and remove. */
export function OutcomesField(props: {
  outcomes: string[];
  onChange: (outcomes: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const { outcomes, onChange, error } = props;
  const set = (index: number, value: string) =>
    onChange(outcomes.map((item, i) => (i === index ? value : item)));
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{t('courseForm.outcomes')}</legend>
      <ol className="mt-2 space-y-3">
        {outcomes.map((outcome, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: outcomes are plain strings edited in place; their position is their identity.
          <li key={index} className="flex items-end gap-2">
            <div className="grow">
              <TextField
                label={t('courseForm.outcome', { number: index + 1 })}
                value={outcome}
                maxLength={300}
                onChange={(event) => set(index, event.target.value)}
              />
            </div>
            <button
              type="button"
              className={`${LINK_BUTTON} pb-2 text-sm`}
              onClick={() => onChange(outcomes.filter((_, i) => i !== index))}
            >
              {t('courseForm.removeOutcome', { number: index + 1 })}
            </button>
          </li>
        ))}
      </ol>
      {error && <p className="mt-2 text-sm text-red-700">{error}</p>}
      {outcomes.length < COURSE_OUTCOMES_MAX && (
        <button
          type="button"
          className={`${SECONDARY_BUTTON} mt-3`}
          onClick={() => onChange([...outcomes, ''])}
        >
          {t('courseForm.addOutcome')}
        </button>
      )}
    </fieldset>
  );
}
