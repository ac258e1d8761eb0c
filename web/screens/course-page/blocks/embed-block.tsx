import { useTranslation } from 'react-i18next';
import { embedAddress } from '../../../../common/domain/embed-allow-list';
import { type BlockViewProps, numberOf, textOf } from './setup-value';

/**
 * An embed block: a page of an allowed education tool in a sandboxed frame; any other address
 * is a plain link, so nothing outside the allow-list (and the CSP's frame-src) runs in the page.
 */
export function EmbedBlock({ setupData }: BlockViewProps) {
  const { t } = useTranslation();
  const url = textOf(setupData, 'url');
  const title = textOf(setupData, 'title') || t('blockMedia.view.embedTitle');
  const embed = embedAddress(url);
  if (!embed) {
    return url ? (
      <a href={url} rel="noopener noreferrer nofollow" className="text-brand-800 underline">
        {t('blockMedia.view.openEmbed', { title })}
      </a>
    ) : null;
  }
  return (
    <iframe
      src={embed}
      title={title}
      height={numberOf(setupData, 'heightPx', 480)}
      className="w-full rounded-lg border border-slate-200"
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-presentation"
      allow="fullscreen"
    />
  );
}
