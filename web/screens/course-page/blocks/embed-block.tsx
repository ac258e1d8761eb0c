import { useTranslation } from 'react-i18next';
import { embedAddress } from '../../../../common/domain/embed-allow-list';
import { useFrameShown } from './frame-shown';
import { type BlockViewProps, numberOf, textOf } from './setup-value';

/** The host of an address, for naming a page that has no title ("docs.google.com"). */
function hostOf(address: string): string {
  try {
    return new URL(address).host;
  } catch {
    return address;
  }
}

/**
 * An embed block: a page of an allowed education tool in a sandboxed frame; any other address
 * is a plain link, so nothing outside the allow-list (and the CSP's frame-src) runs in the page.
 * Without a title of its own the frame and the link are named by the page's host.
 */
export function EmbedBlock({ setupData }: BlockViewProps) {
  const { t } = useTranslation();
  const frameShown = useFrameShown();
  const url = textOf(setupData, 'url');
  const title = textOf(setupData, 'title');
  const embed = embedAddress(url);
  if (!embed) {
    return url ? (
      <a href={url} rel="noopener noreferrer nofollow" className="text-brand-800 underline">
        {title
          ? t('blockMedia.view.openEmbed', { title })
          : t('blockMedia.view.openEmbedOn', { host: hostOf(url) })}
      </a>
    ) : null;
  }
  const height = numberOf(setupData, 'heightPx', 480);
  const frameClass = 'block w-full rounded-lg border border-slate-200';
  // The frame's place, the same size, until it comes (frame-shown.ts).
  if (!frameShown) return <div className={frameClass} style={{ height }} />;
  return (
    <iframe
      src={embed}
      title={title || t('blockMedia.view.embedFrom', { host: hostOf(embed) })}
      height={height}
      className={frameClass}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-presentation"
      allow="fullscreen"
    />
  );
}
