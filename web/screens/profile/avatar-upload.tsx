import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '../../../common/api/profile';
import { profileKey, uploadAvatar } from '../../api/profiles';
import { imageUploadLimits } from '../../components/error-text';
import { ImagePicker } from '../../components/image-picker';
import { Avatar } from './avatar';

/** The owner's photo with a picker to replace it. */
export function AvatarUpload({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar name={profile.fullName} url={profile.avatarUrl} size="small" />
      <ImagePicker
        label={t('profile.about.photo')}
        chooseLabel={t('profile.about.choosePhoto')}
        uploadingLabel={t('profile.about.uploading')}
        savedLabel={t('profile.about.photoSaved')}
        hint={t('profile.about.photoHint', imageUploadLimits())}
        upload={uploadAvatar}
        onUploaded={() => queryClient.invalidateQueries({ queryKey: profileKey(profile.profileName) })}
      />
    </div>
  );
}
