import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DESIGN_KINDS, DESIGN_NAME_MAX } from '../../../../common/domain/assessment/design-rules';
import { ApiError } from '../../../api/api-error';
import { designsKey, designUsesKey } from '../../../api/assessment';
import { describeError } from '../../../api/describe-error';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { fieldErrorOf } from '../../../lib/field-error';
import { ChoiceGroup } from '../../page-editor/setup/choice-group';
import { type DesignDraft, draftTotal, fieldsOf } from './design-draft';
import { RubricEditor } from './rubric-editor';

interface DesignEditorProps {
  initial: DesignDraft;
  /** Create or update the design with the fields given. */
  save: (fields: ReturnType<typeof fieldsOf>) => Promise<unknown>;
  onDone: () => void;
}

/** Does the failure say what is wrong by field (shown under each field), rather than as a whole? */
const placedInFields = (error: Error | null) =>
  error instanceof ApiError && Object.keys(error.fields).length > 0;

/** A design's name, its kind, and its maximum or its rubric, saved whole. */
export function DesignEditor({ initial, save, onDone }: DesignEditorProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const saving = useMutation({
    mutationFn: () => save(fieldsOf(draft)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: designsKey });
      void queryClient.invalidateQueries({ queryKey: designUsesKey });
      onDone();
    },
  });
  const errorOf = (field: string) => fieldErrorOf(saving.error, field);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving.isPending) saving.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t('designs.name')}
        value={draft.name}
        maxLength={DESIGN_NAME_MAX}
        error={errorOf('name')}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
      />
      <ChoiceGroup
        legend={t('designs.kind')}
        value={draft.kind}
        options={DESIGN_KINDS.map((kind) => ({ value: kind, label: t(`designs.kinds.${kind}`) }))}
        onChange={(kind) => setDraft({ ...draft, kind })}
      />
      {draft.kind === 'points' ? (
        <div className="max-w-48">
          <TextField
            label={t('designs.maxPoints')}
            inputMode="decimal"
            value={draft.maxPoints}
            error={errorOf('maxPoints')}
            onChange={(event) => setDraft({ ...draft, maxPoints: event.target.value })}
          />
        </div>
      ) : (
        <>
          <RubricEditor
            criteria={draft.criteria}
            onChange={(criteria) => setDraft({ ...draft, criteria })}
            errorOf={errorOf}
          />
          <p aria-live="polite" className="font-semibold text-slate-900">
            {t('designs.total', { count: draftTotal(draft) })}
          </p>
        </>
      )}
      <FormAlert
        message={placedInFields(saving.error) ? null : saving.error && describeError(saving.error)}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={PRIMARY_BUTTON} aria-disabled={saving.isPending || undefined}>
          {t('designs.save')}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onDone}>
          {t('designs.cancel')}
        </button>
      </div>
    </form>
  );
}
