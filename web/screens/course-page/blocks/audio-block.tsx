import { useTranslation } from 'react-i18next';
import { type BlockViewProps, textOf } from './setup-value';
import { Transcript } from './transcript';

/** An audio block: its title, the player and the transcript. */
export function AudioBlock({ setupData }: BlockViewProps) {
  const { t } = useTranslation();
  const url = textOf(setupData, 'url');
  const title = textOf(setupData, 'title');
  if (!url) return null;
  return (
    <figure>
      {title && <figcaption className="mb-2 font-semibold text-slate-800">{title}</figcaption>}
      {/* biome-ignore lint/a11y/useMediaCaption: audio is made accessible by its transcript (WCAG 1.2.1). */}
      <audio controls preload="metadata" src={url} className="w-full">
        {t('blockMedia.view.noPlayback')}
      </audio>
      <Transcript text={textOf(setupData, 'transcript')} />
    </figure>
  );
}
