import { useTranslation } from 'react-i18next';
import { type BlockViewProps, textOf } from './setup-value';

/** A media recording block: the prompt, and the creator's recording played back. */
export function MediaRecordingBlock({ setupData }: BlockViewProps) {
  const { t } = useTranslation();
  const url = textOf(setupData, 'url');
  const prompt = textOf(setupData, 'prompt');
  if (!url && !prompt) return null;
  return (
    <figure>
      {prompt && <figcaption className="mb-2 text-slate-800">{prompt}</figcaption>}
      {url &&
        (textOf(setupData, 'kind') === 'video' ? (
          // biome-ignore lint/a11y/useMediaCaption: a recording made in the browser has no captions track.
          <video controls preload="metadata" src={url} className="w-full rounded-lg bg-slate-900">
            {t('blockMedia.view.noPlayback')}
          </video>
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: a recording made in the browser has no captions track.
          <audio controls preload="metadata" src={url} className="w-full">
            {t('blockMedia.view.noPlayback')}
          </audio>
        ))}
    </figure>
  );
}
