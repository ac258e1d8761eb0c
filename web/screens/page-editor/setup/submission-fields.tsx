import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmissionSetup, withoutSubmission } from '../../../../common/domain/quiz/submission-setup';
import { AssessmentDesignPicker } from './assessment-design-picker';
import { QuizSettingsFields } from './quiz-settings-fields';

interface SubmissionFieldsProps {
  coursePath: string;
  /** The block's whole setup data, as the form holds it. */
  setup: Record<string, unknown>;
  /** Replace the block's whole setup data. */
  onChange: (setup: Record<string, unknown>) => void;
  /** What learners do here, under the switch. */
  hint: string;
}

/**
 * Whether learners hand in work in a file or media recording block (its submission mode): a
 * switch, and while it is on, the assessment design the work is marked by and the settings of the
 * quiz widgets a person marks. Switched off, the block is plain content and keeps none of them.
 */
export function SubmissionFields({ coursePath, setup, onChange, hint }: SubmissionFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const on = setup.submission === true;
  // Switched on, the setup holds every field of SubmissionSetup (its defaults filled below).
  const settings = setup as unknown as SubmissionSetup;
  const update = (patch: Partial<SubmissionSetup>) => onChange({ ...setup, ...patch });
  const toggle = (checked: boolean) =>
    onChange(
      checked ? { ...SubmissionSetup.parse({}), ...setup, submission: true } : withoutSubmission(setup),
    );
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          aria-describedby={`${id}-hint`}
          onChange={(event) => toggle(event.target.checked)}
          className="mt-0.5 size-5 accent-brand-700"
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {t('quizSetup.submission.switch')}
          </label>
          <p id={`${id}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        </div>
      </div>
      {on && (
        <>
          <AssessmentDesignPicker
            coursePath={coursePath}
            designId={settings.assessmentDesignId ?? null}
            points={settings.points}
            onChange={(assessmentDesignId, points) =>
              update({ assessmentDesignId, ...(points !== undefined && { points }) })
            }
          />
          <QuizSettingsFields settings={settings} onChange={update} />
        </>
      )}
    </div>
  );
}
