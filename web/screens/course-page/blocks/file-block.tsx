import { useTranslation } from 'react-i18next';
import { blockMediaDownloadUrl } from '../../../../common/api/block-media';
import { formatFileSize } from '../../../lib/format-file-size';
import { type BlockViewProps, numberOf, textOf } from './setup-value';

/**
 * A file block: a download link with the file's name and size, and its description. In submission
 * mode the description is the author's instructions, shown whether or not an example file is there.
 */
export function FileBlock({ setupData }: BlockViewProps) {
  const { t, i18n } = useTranslation();
  const url = textOf(setupData, 'url');
  const description = textOf(setupData, 'description');
  if (!url && !(setupData.submission === true && description)) return null;
  const name = textOf(setupData, 'name') || t('blockMedia.view.file');
  const size = numberOf(setupData, 'sizeBytes', 0);
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-4">
      {url && (
        <a
          href={blockMediaDownloadUrl(url, name)}
          download={name}
          className="font-semibold text-brand-800 underline"
        >
          {t('blockMedia.view.download', { name })}
        </a>
      )}
      {url && size > 0 && <span className="ml-2 text-sm text-slate-600">{formatFileSize(size, i18n)}</span>}
      {description && (
        <p className={`${url ? 'mt-2 ' : ''}whitespace-pre-line text-slate-700`}>{description}</p>
      )}
    </div>
  );
}
