import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/checkbox-field';
import { fieldErrorOf } from '../../lib/field-error';

/** A page's comment settings (spec §3 Page `canPostComments`, `isCommentRequired`). */
export interface CommentSettings {
  canPostComments: boolean;
  isCommentRequired: boolean;
}

/**
 * The "Comments" group of the page settings: whether learners comment on the page and, only when
 * they can, whether they must to complete it. Turning comments off turns the requirement off, as
 * the server refuses a required comment nobody can post. `error` is the last failed save's.
 */
export function CommentSettingsFields({
  value,
  onChange,
  error,
}: {
  value: CommentSettings;
  onChange: (value: CommentSettings) => void;
  error: unknown;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 block text-sm font-medium text-slate-800">
        {t('pageSettings.comments.legend')}
      </legend>
      <CheckboxField
        label={t('pageSettings.comments.canPost')}
        checked={value.canPostComments}
        onChange={(canPostComments) =>
          onChange({ canPostComments, isCommentRequired: canPostComments && value.isCommentRequired })
        }
        error={fieldErrorOf(error, 'canPostComments')}
      />
      {value.canPostComments && (
        <CheckboxField
          label={t('pageSettings.comments.required')}
          checked={value.isCommentRequired}
          onChange={(isCommentRequired) => onChange({ ...value, isCommentRequired })}
          error={fieldErrorOf(error, 'isCommentRequired')}
        />
      )}
    </fieldset>
  );
}
