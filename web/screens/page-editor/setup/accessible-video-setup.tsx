import { useTranslation } from 'react-i18next';
import { AccessibleVideoSetup as AccessibleVideoSetupSchema } from '../../../../common/domain/widget-setup';
import { SelectField } from '../../../components/select-field';
import type { BlockSetupProps } from '../block-setup-forms';
import { MediaUploadField } from './media-upload-field';
import { useSetupFormData } from './setup-form-data';
import { TranscriptField } from './transcript-field';

const LANGUAGES = ['en', 'id', 'ms'] as const;

/** The accessible video block's setup: the video, its WebVTT captions and their language, a transcript. */
export function AccessibleVideoSetup({ block, coursePath, onChange }: BlockSetupProps) {
  const { t } = useTranslation();
  const { data, update } = useSetupFormData(AccessibleVideoSetupSchema, { block, onChange });
  return (
    <div className="space-y-4">
      <MediaUploadField
        coursePath={coursePath}
        kind="video"
        label={t('blockMedia.setup.accessibleVideo.video')}
        uploadedBefore={Boolean(data.storageKey)}
        onUploaded={({ storageKey, url }) => update({ storageKey, url })}
      />
      <MediaUploadField
        coursePath={coursePath}
        kind="captions"
        label={t('blockMedia.setup.accessibleVideo.captions')}
        uploadedBefore={Boolean(data.captionsKey)}
        onUploaded={({ storageKey, url }) => update({ captionsKey: storageKey, captionsUrl: url })}
      />
      <SelectField
        label={t('blockMedia.setup.accessibleVideo.language')}
        value={data.captionsLanguage}
        options={LANGUAGES.map((language) => ({
          value: language,
          label: t(`blockMedia.languages.${language}`),
        }))}
        onChange={(captionsLanguage) => update({ captionsLanguage })}
      />
      <TranscriptField value={data.transcript} onChange={(transcript) => update({ transcript })} />
    </div>
  );
}
