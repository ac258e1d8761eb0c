import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PageSettings } from '../../../common/api/page-admin';
import { pageAdminKeys, savePageSettings, uploadPageThumbnail } from '../../api/page-admin';
import { DANGER_BUTTON } from '../../components/button-styles';
import { errorText, imageUploadLimits } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { ImagePicker } from '../../components/image-picker';

/** The page's thumbnail: upload a new one at once, or remove it (saved with the stored title and path). */
export function ThumbnailField({ settings }: { settings: PageSettings }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = pageAdminKeys.settings(settings.id);
  const remove = useMutation({
    mutationFn: () =>
      savePageSettings(settings.id, { title: settings.title, path: settings.path, removeThumbnail: true }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
  return (
    <div className="space-y-2">
      {settings.thumbnailUrl && (
        <img src={settings.thumbnailUrl} alt="" className="max-h-32 rounded-lg border border-slate-200" />
      )}
      <ImagePicker
        label={t('pageSettings.thumbnail')}
        chooseLabel={t('pageSettings.chooseThumbnail')}
        uploadingLabel={t('pageSettings.uploading')}
        savedLabel={t('pageSettings.uploaded')}
        hint={t('pageSettings.thumbnailHint', imageUploadLimits())}
        upload={(file: File) => uploadPageThumbnail(settings.id, file)}
        onUploaded={({ thumbnailUrl }) =>
          queryClient.setQueryData<PageSettings>(key, (current) => current && { ...current, thumbnailUrl })
        }
      />
      {settings.thumbnailUrl && (
        <button
          type="button"
          className={DANGER_BUTTON}
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {t('pageSettings.removeThumbnail')}
        </button>
      )}
      <FormAlert message={errorText(remove.error)} />
    </div>
  );
}
