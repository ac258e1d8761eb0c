import { useTranslation } from 'react-i18next';
import { submissionFileUrl } from '../../../../common/api/submission';
import type { SubmittedFile } from '../../../../common/domain/quiz/submitted-file';
import { formatFileSize } from '../../../lib/format-file-size';

/** The file of a submission block's answers, or null (nothing uploaded yet, or other answers). */
export function submittedFileOf(answers: unknown): SubmittedFile | null {
  const file = (answers as { file?: Partial<SubmittedFile> | null } | null)?.file;
  return typeof file?.key === 'string' ? (file as SubmittedFile) : null;
}

/**
 * A file handed in (or ready to be): a recording played in the page, and a link to download it
 * with its size. Only its learner and their teachers may read it (the server's rule).
 */
export function SubmittedWork({ file }: { file: SubmittedFile }) {
  const { t, i18n } = useTranslation();
  const url = submissionFileUrl(file.key, file.name);
  const media = file.contentType.split('/')[0];
  return (
    <div className="space-y-2">
      {media === 'video' && (
        // biome-ignore lint/a11y/useMediaCaption: a learner's own recording, made in the browser.
        <video controls preload="metadata" src={url} className="max-h-72 w-full rounded-lg bg-slate-900" />
      )}
      {media === 'audio' && (
        // biome-ignore lint/a11y/useMediaCaption: a learner's own recording, made in the browser.
        <audio controls preload="metadata" src={url} className="w-full" />
      )}
      <p>
        <a href={url} download={file.name} className="font-semibold text-brand-800 underline">
          {t('blockMedia.view.download', { name: file.name })}
        </a>
        <span className="ml-2 text-sm text-slate-600">{formatFileSize(file.size, i18n)}</span>
      </p>
    </div>
  );
}
