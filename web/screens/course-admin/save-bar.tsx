import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/describe-error';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';

/** The explicit save button of a settings form, with its outcome announced. */
export function SaveBar(props: { pending: boolean; saved: boolean; error: unknown; fieldsFailed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <FormAlert
        message={
          props.fieldsFailed
            ? t('errors.invalid_input')
            : props.error
              ? describeError(props.error)
              : undefined
        }
      />
      <div className="flex items-center gap-4">
        <button type="submit" disabled={props.pending} className={PRIMARY_BUTTON}>
          {props.pending ? t('courseAdmin.saving') : t('courseAdmin.save')}
        </button>
        <p role="status" className="text-sm font-medium text-green-800">
          {props.saved ? t('courseAdmin.saved') : ''}
        </p>
      </div>
    </div>
  );
}
