import { useTranslation } from 'react-i18next';
import { VIDEO_EMBED_ORIGINS, videoEmbedUrl } from '../../../../common/domain/video-embed';
import { VideoSetup as VideoSetupSchema } from '../../../../common/domain/widget-setup';
import { TextField } from '../../../components/text-field';
import type { BlockSetupProps } from '../block-setup-forms';
import { AddressFeedback } from './address-feedback';
import { ChoiceGroup } from './choice-group';
import { MediaUploadField } from './media-upload-field';
import { useSetupFormData } from './setup-form-data';

const providerOf = (embed: string | null) =>
  embed ? (embed.startsWith(VIDEO_EMBED_ORIGINS[0]) ? 'youtube' : 'vimeo') : undefined;

/** The video block's setup: a YouTube or Vimeo link (with live feedback), or an uploaded file. */
export function VideoSetup({ block, coursePath, onChange }: BlockSetupProps) {
  const { t } = useTranslation();
  const { data, update } = useSetupFormData(VideoSetupSchema, { block, onChange });
  const embeddable = videoEmbedUrl(data.url) !== null;
  return (
    <div className="space-y-4">
      <ChoiceGroup
        legend={t('blockMedia.setup.video.source')}
        value={data.source}
        options={[
          { value: 'link', label: t('blockMedia.setup.video.link') },
          { value: 'upload', label: t('blockMedia.setup.video.upload') },
        ]}
        onChange={(source) => update({ source })}
      />
      {data.source === 'link' ? (
        <div>
          <TextField
            label={t('blockMedia.setup.video.url')}
            hint={t('blockMedia.setup.video.urlHint')}
            type="url"
            inputMode="url"
            value={data.url}
            onChange={(event) =>
              update({ url: event.target.value, provider: providerOf(videoEmbedUrl(event.target.value)) })
            }
          />
          <AddressFeedback
            address={data.url}
            allowed={embeddable}
            message={
              embeddable ? t('blockMedia.setup.video.embedded') : t('blockMedia.setup.video.notEmbedded')
            }
          />
        </div>
      ) : (
        <MediaUploadField
          coursePath={coursePath}
          kind="video"
          label={t('blockMedia.setup.video.file')}
          onUploaded={({ storageKey, url }) => update({ storageKey, fileUrl: url })}
        />
      )}
    </div>
  );
}
