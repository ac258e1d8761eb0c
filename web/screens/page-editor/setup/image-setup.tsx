import { useTranslation } from 'react-i18next';
import { ImageSetup as ImageSetupSchema } from '../../../../common/domain/widget-setup';
import { TextField } from '../../../components/text-field';
import type { BlockSetupProps } from '../block-setup-forms';
import { MediaUploadField } from './media-upload-field';
import { useSetupFormData } from './setup-form-data';

/** The image block's setup: the picture, its alternative text and its caption. */
export function ImageSetup({ block, coursePath, onChange }: BlockSetupProps) {
  const { t } = useTranslation();
  const { data, update } = useSetupFormData(ImageSetupSchema, { block, onChange });
  const url = typeof data.url === 'string' ? data.url : null;
  return (
    <div className="space-y-4">
      {url && <img src={url} alt={data.alt} className="max-h-40 rounded-lg border border-slate-200" />}
      <MediaUploadField
        coursePath={coursePath}
        kind="image"
        label={t('blockMedia.setup.image.file')}
        onUploaded={({ storageKey, url: uploaded }) => update({ storageKey, url: uploaded })}
      />
      <TextField
        label={t('blockMedia.setup.image.alt')}
        hint={t('blockMedia.setup.image.altHint')}
        value={data.alt}
        maxLength={2000}
        onChange={(event) => update({ alt: event.target.value })}
      />
      <TextField
        label={t('blockMedia.setup.image.caption')}
        value={data.caption}
        maxLength={2000}
        onChange={(event) => update({ caption: event.target.value })}
      />
    </div>
  );
}
