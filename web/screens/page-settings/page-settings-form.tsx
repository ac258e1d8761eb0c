import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageSettings } from '../../../common/api/page-admin';
import { pageAdminKeys, savePageSettings } from '../../api/page-admin';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { PageTitlePathFields } from '../page-helper/page-title-path-fields';

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

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <PageTitlePathFields
        titleLabel={t('pageSettings.title')}
        title={title}
        onTitleChange={setTitle}
        coursePath={settings.coursePath}
        pageId={settings.id}
        path={path}
        onPathChange={setPath}
        error={save.error}
      />
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
