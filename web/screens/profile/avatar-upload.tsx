import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '../../../common/api/profile';
import { AVATAR_CONTENT_TYPES, AVATAR_MAX_BYTES, AVATAR_MAX_FILES } from '../../../common/uploads';
import { uploadAvatar } from '../../api/profiles';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { i18n } from '../../i18n/i18n';
import { Avatar } from './avatar';
import { errorText, UPLOAD_LIMITS } from './error-text';

/** The first rule of spec §5 a choice of files breaks, worded for people; null when it is fine. */
export function uploadProblem(files: readonly File[]): string | null {
  if (files.length > AVATAR_MAX_FILES) return i18n.t('errors.too_many_files', UPLOAD_LIMITS);
  const [file] = files;
  if (!file) return null;
  if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return i18n.t('errors.file_type_not_accepted');
  }
  return file.size > AVATAR_MAX_BYTES ? i18n.t('errors.file_too_big', UPLOAD_LIMITS) : null;
}

/** The owner's photo with a file picker: checked here first, then by the server, which has the last word. */
export function AvatarUpload({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile', profile.profileName] }),
  });

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    upload.reset();
    const found = uploadProblem(files);
    setProblem(found);
    if (!found && files[0]) upload.mutate(files[0]);
  }

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar name={profile.fullName} url={profile.avatarUrl} size="small" />
      <div>
        <p className="text-sm font-medium text-slate-800">{t('profile.about.photo')}</p>
        <label
          htmlFor={`${id}-file`}
          className={`${SECONDARY_BUTTON} mt-1 cursor-pointer focus-within:ring-2`}
        >
          {upload.isPending ? t('profile.about.uploading') : t('profile.about.choosePhoto')}
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            accept={AVATAR_CONTENT_TYPES.join(',')}
            disabled={upload.isPending}
            aria-describedby={`${id}-hint`}
            onChange={handleChange}
            className="sr-only"
          />
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {t('profile.about.photoHint', UPLOAD_LIMITS)}
        </p>
        <p role="status" className="text-sm font-medium text-brand-800">
          {upload.isSuccess ? t('profile.about.photoSaved') : ''}
        </p>
        <FormAlert message={problem ?? errorText(upload.error)} />
      </div>
    </div>
  );
}
