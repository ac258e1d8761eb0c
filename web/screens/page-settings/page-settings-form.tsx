import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_TITLE_MAX, type PageSettings } from '../../../common/api/page-admin';
import { ApiError } from '../../api/api-error';
import { pageAdminKeys, savePageSettings } from '../../api/page-admin';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { pageReasonText } from '../page-helper/page-reason';
import { PathField } from '../page-helper/path-field';

/**
 * Title and path of a page, saved together (spec §4: save start, success, failure). The fields keep
 * what was typed whatever the outcome; a refusal shows the server's reason next to its field.
 */
export function PageSettingsForm({
  settings,
  onSaved,
}: {
  settings: PageSettings;
  onSaved: (settings: PageSettings) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(settings.title);
  const [path, setPath] = useState(settings.path);
  const save = useMutation({
    mutationFn: () => savePageSettings(settings.id, { title, path }),
    onSuccess: (saved) => {
      queryClient.setQueryData(pageAdminKeys.settings(saved.id), saved);
      onSaved(saved);
    },
  });
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const general = save.error && !fields.title && !fields.path ? errorText(save.error) : undefined;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <TextField
        label={t('pageSettings.title')}
        name="title"
        value={title}
        maxLength={PAGE_TITLE_MAX}
        required
        error={fields.title ? pageReasonText(fields.title) : undefined}
        onChange={(event) => setTitle(event.target.value)}
      />
      <PathField
        coursePath={settings.coursePath}
        pageId={settings.id}
        value={path}
        onChange={setPath}
        error={fields.path}
      />
      <FormAlert message={general} />
      <div className="flex items-center gap-3">
        <button type="submit" className={PRIMARY_BUTTON} disabled={save.isPending}>
          {save.isPending ? t('pageSettings.saving') : t('pageSettings.save')}
        </button>
        <p role="status" className="text-sm font-medium text-brand-800">
          {save.isSuccess ? t('pageSettings.saved') : ''}
        </p>
      </div>
    </form>
  );
}
