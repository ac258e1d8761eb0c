import { useRef, useState } from 'react';
import { BLOCK_MEDIA_MAX_BYTES } from '../../../../common/api/block-media';
import type { PostAttachment } from '../../../../common/api/feed';
import { type PostMediaTarget, uploadPostMedia } from '../../../api/feed';
import { i18n } from '../../../i18n/i18n';
import { uploadErrorText, uploadLimits } from '../../page-editor/setup/upload-error-text';

/** The kinds of file a post takes (embeds are links, not uploads). */
export type PostFileKind = 'image' | 'video' | 'file';

/** A file on its way to the server, or refused (with the reason) until dismissed. */
export interface PendingUpload {
  key: number;
  kind: PostFileKind;
  name: string;
  fraction: number;
  error: string | null;
}

/**
 * A post's uploads: each file sent through the post media route with its progress, several at once;
 * a file over its kind's limit is refused before it is sent (the server has the last word).
 * `onUploaded` receives each attachment the server kept.
 */
export function usePostUploads(
  target: PostMediaTarget | null,
  onUploaded: (attachment: PostAttachment) => void,
) {
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const nextKey = useRef(0);
  const change = (key: number, patch: Partial<PendingUpload>) =>
    setUploads((current) => current.map((each) => (each.key === key ? { ...each, ...patch } : each)));

  async function upload(kind: PostFileKind, file: File) {
    const key = nextKey.current++;
    const tooBig = file.size > BLOCK_MEDIA_MAX_BYTES[kind];
    const error = tooBig ? i18n.t('errors.file_too_big', uploadLimits(kind)) : null;
    setUploads((current) => [...current, { key, kind, name: file.name, fraction: 0, error }]);
    if (tooBig || !target) return;
    try {
      const attachment = await uploadPostMedia(target, file, (fraction) => change(key, { fraction }));
      setUploads((current) => current.filter((each) => each.key !== key));
      onUploaded(attachment);
    } catch (failure) {
      change(key, { error: uploadErrorText(failure, kind) });
    }
  }

  return {
    uploads,
    upload,
    dismiss: (key: number) => setUploads((current) => current.filter((each) => each.key !== key)),
    /** Files still being sent: a post waits for them. */
    busy: uploads.some((each) => each.error === null),
  };
}
