import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/describe-error';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';

/** The state of a form's save: its mutation and the per-field errors the form shows. */
interface SaveBarProps {
  save: { isPending: boolean; isSuccess: boolean; error: unknown };
  fieldErrors: Record<string, unknown>;
}

/** The explicit save button of a settings form, with its outcome announced. */
export function SaveBar({ save, fieldErrors }: SaveBarProps) {
  const { t } = useTranslation();
  const fieldsFailed = Object.keys(fieldErrors).length > 0;
  return (
    <div className="space-y-3">
      <FormAlert
        message={
          fieldsFailed ? t('errors.invalid_input') : save.error ? describeError(save.error) : undefined
        }
      />
      <div className="flex items-center gap-4">
        <button type="submit" disabled={save.isPending} className={PRIMARY_BUTTON}>
          {save.isPending ? t('courseAdmin.saving') : t('courseAdmin.save')}
        </button>
        <p role="status" className="text-sm font-medium text-green-800">
          {save.isSuccess ? t('courseAdmin.saved') : ''}
        </p>
      </div>
    </div>
  );
}
