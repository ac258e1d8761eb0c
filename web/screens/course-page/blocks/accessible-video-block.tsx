import { useTranslation } from 'react-i18next';
import { type BlockViewProps, textOf } from './setup-value';
import { Transcript } from './transcript';

/** An accessible video: the uploaded video with its WebVTT captions on by default, and a transcript. */
export function AccessibleVideoBlock({ setupData }: BlockViewProps) {
  const { t } = useTranslation();
  const url = textOf(setupData, 'url');
  const captionsUrl = textOf(setupData, 'captionsUrl');
  const language = textOf(setupData, 'captionsLanguage') || 'en';
  if (!url) return null;
  return (
    <div>
      {/* biome-ignore lint/a11y/useMediaCaption: the captions track is there as soon as captions are uploaded. */}
      <video controls preload="metadata" src={url} className="w-full rounded-lg bg-slate-900">
        {captionsUrl && (
          <track
            kind="captions"
            src={captionsUrl}
            srcLang={language}
            label={t(`blockMedia.languages.${language as 'en'}`)}
            default
          />
        )}
        {t('blockMedia.view.noPlayback')}
      </video>
      <Transcript text={textOf(setupData, 'transcript')} />
    </div>
  );
}
