import { useTranslation } from 'react-i18next';
import { describeError } from '../../../api/describe-error';
import { outcomeWrites } from '../../../api/outcomes';
import { CheckboxField } from '../../../components/checkbox-field';
import { FormAlert } from '../../../components/form-alert';
import { useOutcomeWrite } from './use-outcome-write';

/** Whether learners see their own attainment on their course progress page; saved at once. */
export function VisibilitySwitch({ coursePath, shown }: { coursePath: string; shown: boolean }) {
  const { t } = useTranslation();
  const save = useOutcomeWrite(coursePath, (alignmentVisibility: boolean) =>
    outcomeWrites.visibility(coursePath, { alignmentVisibility }),
  );
  return (
    <div className="space-y-2">
      <CheckboxField
        label={t('outcomes.visibility')}
        checked={save.isPending ? save.variables : shown}
        onChange={(checked) => !save.isPending && save.mutate(checked)}
      />
      <p className="text-sm text-slate-600">{t('outcomes.visibilityHint')}</p>
      {save.isError && <FormAlert message={describeError(save.error)} />}
    </div>
  );
}
