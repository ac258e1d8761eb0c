import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BLOCK_MEDIA_ACCEPT } from '../../../../common/api/block-media';
import type { PostAttachment } from '../../../../common/api/feed';
import { SECONDARY_BUTTON } from '../../../components/button-styles';
import type { PendingUpload, PostFileKind, usePostUploads } from './use-post-uploads';

const FILE_KINDS: readonly PostFileKind[] = ['image', 'video', 'file'];

/** Is `address` an https address (what a post may embed)? */
export function isHttpsAddress(address: string): boolean {
  try {
    return new URL(address).protocol === 'https:';
  } catch {
    return false;
  }
}

/** An attachment's name as the list shows it. */
const nameOf = (attachment: PostAttachment) =>
  attachment.kind === 'embed' ? attachment.url : attachment.name;

interface AttachmentFieldsProps {
  attachments: PostAttachment[];
  onChange: (attachments: PostAttachment[]) => void;
  uploads: ReturnType<typeof usePostUploads>;
  /** Uploads need a post block and a class; without them only links can be added. */
  canUpload: boolean;
  /** The reason the attachments were refused (too many, an upload to send again). */
  error: string | undefined;
}

/**
 * A post's attachments: a file button per kind (image, video, file), each upload with its progress
 * and refusal; an https link to embed; and the list of what is attached, each removable.
 */
export function AttachmentFields({
  attachments,
  onChange,
  uploads,
  canUpload,
  error,
}: AttachmentFieldsProps) {
  const { t } = useTranslation();
  const id = useId();
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string>();

  function choose(kind: PostFileKind, event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of files) void uploads.upload(kind, file);
  }
  function addLink() {
    const address = link.trim();
    if (!isHttpsAddress(address)) {
      setLinkError(t('social.attachments.linkInvalid'));
      return;
    }
    setLinkError(undefined);
    setLink('');
    // The same page twice is one embed.
    if (!attachments.some((each) => each.kind === 'embed' && each.url === address))
      onChange([...attachments, { kind: 'embed', url: address }]);
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{t('social.attachments.legend')}</legend>
      {canUpload && (
        <div className="flex flex-wrap gap-2">
          {FILE_KINDS.map((kind) => (
            <div key={kind}>
              {/* The browser's own file button speaks its own language: hidden, with a label as the button. */}
              <input
                id={`${id}-${kind}`}
                type="file"
                multiple
                accept={BLOCK_MEDIA_ACCEPT[kind]}
                onChange={(event) => choose(kind, event)}
                className="peer sr-only"
              />
              <label
                htmlFor={`${id}-${kind}`}
                className={`${SECONDARY_BUTTON} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-brand-700`}
              >
                {t(`social.attachments.add.${kind}`)}
              </label>
            </div>
          ))}
        </div>
      )}
      <div>
        <label htmlFor={`${id}-link`} className="block text-sm font-medium text-slate-800">
          {t('social.attachments.link')}
        </label>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            id={`${id}-link`}
            type="url"
            inputMode="url"
            value={link}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${id}-link-error` : `${id}-link-hint`}
            onChange={(event) => setLink(event.target.value)}
            onKeyDown={(event) => {
              // Enter adds the link rather than posting the post.
              if (event.key === 'Enter') {
                event.preventDefault();
                addLink();
              }
            }}
            className={`min-w-0 flex-1 rounded-lg border bg-white px-3 py-2 text-slate-900 ${linkError ? 'border-red-600' : 'border-slate-300'}`}
          />
          <button type="button" onClick={addLink} className={SECONDARY_BUTTON}>
            {t('social.attachments.addLink')}
          </button>
        </div>
        {linkError ? (
          <p id={`${id}-link-error`} className="mt-1 text-sm text-red-700">
            {linkError}
          </p>
        ) : (
          <p id={`${id}-link-hint`} className="mt-1 text-sm text-slate-600">
            {t('social.attachments.linkHint')}
          </p>
        )}
      </div>
      <PendingUploads uploads={uploads.uploads} onDismiss={uploads.dismiss} />
      {attachments.length > 0 && (
        <ul aria-label={t('social.attachments.attached')} className="space-y-1">
          {attachments.map((attachment, index) => (
            <li
              key={attachment.kind === 'embed' ? attachment.url : attachment.uploadId}
              className="flex items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-1.5 text-sm"
            >
              <span className="min-w-0 truncate text-slate-800">{nameOf(attachment)}</span>
              <button
                type="button"
                onClick={() => onChange(attachments.filter((_, at) => at !== index))}
                className="shrink-0 text-brand-800 underline"
              >
                {t('social.attachments.remove', { name: nameOf(attachment) })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Files on their way (a progress bar each) or refused (the reason, and a button to dismiss it). */
function PendingUploads({
  uploads,
  onDismiss,
}: {
  uploads: PendingUpload[];
  onDismiss: (key: number) => void;
}) {
  const { t } = useTranslation();
  if (uploads.length === 0) return null;
  return (
    <ul className="space-y-2">
      {uploads.map((upload) => (
        <li key={upload.key} className="text-sm">
          {upload.error === null ? (
            <>
              <p role="status" className="text-slate-700">
                {t('blockMedia.upload.sending', { name: upload.name })}
              </p>
              <progress
                className="h-2 w-full"
                max={100}
                value={Math.round(upload.fraction * 100)}
                aria-label={t('blockMedia.upload.progress', { name: upload.name })}
              />
            </>
          ) : (
            <div
              role="alert"
              className="flex items-start justify-between gap-2 rounded-lg bg-red-50 px-3 py-2 text-red-800"
            >
              <span>
                {upload.name}: {upload.error}
              </span>
              <button type="button" onClick={() => onDismiss(upload.key)} className="shrink-0 underline">
                {t('social.attachments.dismiss')}
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
