import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURSE_OUTCOME_MAX } from '../../../../common/api/course';
import type { CourseOutcome } from '../../../../common/api/outcomes';
import { outcomeWrites } from '../../../api/outcomes';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { fieldErrorOf, formErrorOf } from '../../../lib/field-error';
import { useOutcomeWrite } from './use-outcome-write';

interface OutcomeEditorProps {
  coursePath: string;
  outcome: CourseOutcome;
  number: number;
  /** Closes the editor: after a save, or on cancel. */
  onDone: () => void;
}

/** An outcome's text rewritten in place; it keeps its id, so its alignments stay. */
export function OutcomeEditor({ coursePath, outcome, number, onDone }: OutcomeEditorProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(outcome.text);
  const edit = useOutcomeWrite(coursePath, (text: string) =>
    outcomeWrites.edit(coursePath, { outcomeId: outcome.id, text }),
  );
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!edit.isPending) edit.mutate(draft, { onSuccess: onDone });
  };
  const formError = formErrorOf(edit.error, 'text');
  return (
    <form onSubmit={save} noValidate className="space-y-3">
      <TextField
        label={t('outcomes.textLabel', { number })}
        value={draft}
        maxLength={COURSE_OUTCOME_MAX}
        onChange={(event) => setDraft(event.target.value)}
        error={fieldErrorOf(edit.error, 'text')}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={PRIMARY_BUTTON} aria-disabled={edit.isPending || undefined}>
          {t('outcomes.save')}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onDone}>
          {t('outcomes.cancel')}
        </button>
      </div>
      {formError && <FormAlert message={formError} />}
    </form>
  );
}
