import { useTranslation } from 'react-i18next';
import { AudioSetup as AudioSetupSchema } from '../../../../common/domain/widget-setup';
import { TextField } from '../../../components/text-field';
import type { BlockSetupProps } from '../block-setup-forms';
import { MediaUploadField } from './media-upload-field';
import { useSetupFormData } from './setup-form-data';
import { TranscriptField } from './transcript-field';

/** The audio block's setup: the audio file, its title and a transcript. */
export function AudioSetup({ block, coursePath, onChange }: BlockSetupProps) {
  const { t } = useTranslation();
  const { data, update } = useSetupFormData(AudioSetupSchema, { block, onChange });
  return (
    <div className="space-y-4">
      <MediaUploadField
        coursePath={coursePath}
        kind="audio"
        label={t('blockMedia.setup.audio.file')}
        uploadedBefore={Boolean(data.storageKey)}
        onUploaded={({ storageKey, url }) => update({ storageKey, url })}
      />
      <TextField
        label={t('blockMedia.setup.audio.title')}
        value={data.title}
        maxLength={2000}
        onChange={(event) => update({ title: event.target.value })}
      />
      <TranscriptField value={data.transcript} onChange={(transcript) => update({ transcript })} />
    </div>
  );
}
