import {
  type BlockMediaKind,
  type BlockMediaUpload,
  blockMediaUploadPath,
} from '../../common/api/block-media';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-error';
import { getCsrfToken } from './client';
import { CSRF_HEADER } from './csrf';

/**
 * Upload one block media file of a course (multipart, field `file`, with the CSRF header). Sent
 * with XMLHttpRequest rather than fetch because only it reports upload progress, and with no
 * timeout, since a video may take minutes. Rejects with an ApiError carrying the server's reason.
 */
export async function uploadBlockMedia(
  coursePath: string,
  kind: BlockMediaKind,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<BlockMediaUpload> {
  const token = await getCsrfToken();
  const formData = new FormData();
  formData.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', blockMediaUploadPath(coursePath, kind));
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader(CSRF_HEADER, token);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      try {
        resolve(readReply(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => reject(clientError('no_response')));
    request.addEventListener('abort', () => reject(clientError('no_response')));
    request.send(formData);
  });
}

function readReply(status: number, text: string): BlockMediaUpload {
  let envelope: { result?: BlockMediaUpload; error?: unknown; reason?: unknown };
  try {
    envelope = JSON.parse(text);
  } catch {
    throw clientError('parse_error');
  }
  if (status >= 200 && status < 300 && envelope.result) return envelope.result;
  const code = typeof envelope.error === 'string' ? envelope.error : String(status);
  const reason = typeof envelope.reason === 'string' ? envelope.reason : '';
  throw new ApiError(i18n.t('api.serverError', { code, reason }), { code, status, reason });
}

function clientError(code: 'no_response' | 'parse_error'): ApiError {
  return new ApiError(i18n.t(`errors.${code}`), { code, status: 0 });
}
