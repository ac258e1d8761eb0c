import { useTranslation } from 'react-i18next';
import { videoEmbedUrl } from '../../../../common/domain/video-embed';
import { useFrameShown } from './frame-shown';
import { type BlockViewProps, textOf } from './setup-value';

/**
 * A video block: an uploaded file plays in the page; a YouTube or Vimeo link becomes a
 * privacy-enhanced embed, sandboxed; any other address stays a plain link, so nothing outside
 * the allow-list runs in the page.
 */
export function VideoBlock({ setupData }: BlockViewProps) {
  const { t } = useTranslation();
  const frameShown = useFrameShown();
  const fileUrl = textOf(setupData, 'fileUrl');
  if (textOf(setupData, 'source') === 'upload') {
    return fileUrl ? (
      // biome-ignore lint/a11y/useMediaCaption: captioned videos are the accessible video block's job.
      <video controls preload="metadata" src={fileUrl} className="w-full rounded-lg bg-slate-900">
        {t('blockMedia.view.noPlayback')}
      </video>
    ) : null;
  }
  const url = textOf(setupData, 'url');
  const embed = videoEmbedUrl(url);
  if (!embed) {
    return url ? (
      <a href={url} rel="noopener noreferrer nofollow" className="text-brand-800 underline">
        {t('coursePage.watchVideo')}
      </a>
    ) : null;
  }
  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-lg bg-slate-900">
      {frameShown && (
        <iframe
          src={embed}
          title={t('coursePage.videoTitle')}
          className="absolute inset-0 h-full w-full"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      )}
    </div>
  );
}
