import { useState } from 'react';
import {
  BLOCK_MEDIA_MAX_BYTES,
  type BlockMediaKind,
  type BlockMediaUpload,
} from '../../../../common/api/block-media';
import { uploadBlockMedia } from '../../../api/block-media';
import { i18n } from '../../../i18n/i18n';
import { uploadErrorText, uploadLimits } from './upload-error-text';

/** Where one upload stands: idle, sending (with the fraction sent), done, or refused. */
export type UploadState =
  | { status: 'idle' }
  | { status: 'sending'; name: string; fraction: number }
  | { status: 'done'; name: string }
  | { status: 'failed'; message: string };

/** Sends a file somewhere, reporting the fraction sent; answers what the server answered. */
export type SendMedia<Result> = (file: File, onProgress: (fraction: number) => void) => Promise<Result>;

/** Send a course's block media file of `kind` (the editor's uploads). */
export const toCourse =
  (coursePath: string, kind: BlockMediaKind): SendMedia<BlockMediaUpload> =>
  (file, onProgress) =>
    uploadBlockMedia(coursePath, kind, file, onProgress);

/**
 * Send one file of `kind` with `send`, tracking progress. A file over the kind's limit is refused
 * here before it is sent; the server, which judges the content, has the last word.
 */
export function useMediaUpload<Result>(
  kind: BlockMediaKind,
  send: SendMedia<Result>,
  onUploaded: (result: Result) => void,
) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  async function upload(file: File) {
    if (file.size > BLOCK_MEDIA_MAX_BYTES[kind]) {
      setState({ status: 'failed', message: i18n.t('errors.file_too_big', uploadLimits(kind)) });
      return;
    }
    setState({ status: 'sending', name: file.name, fraction: 0 });
    try {
      const result = await send(file, (fraction) =>
        setState({ status: 'sending', name: file.name, fraction }),
      );
      setState({ status: 'done', name: file.name });
      onUploaded(result);
    } catch (error) {
      setState({ status: 'failed', message: uploadErrorText(error, kind) });
    }
  }

  return { state, upload, refuse: (message: string) => setState({ status: 'failed', message }) };
}
