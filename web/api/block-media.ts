import {
  type BlockMediaKind,
  type BlockMediaUpload,
  blockMediaUploadPath,
} from '../../common/api/block-media';
import {
  type BlockResponse,
  blockResponsePath,
  blockResponsesPath,
  type LearnerResponse,
} from '../../common/api/block-response';
import { submissionUploadPath } from '../../common/api/submission';
import type { SubmittedFile } from '../../common/domain/quiz/submitted-file';
import { i18n } from '../i18n/i18n';
import { ApiError } from './api-error';
import { apiRequest, getCsrfToken } from './client';
import { CSRF_HEADER } from './csrf';

/** Upload one block media file of a course (see uploadFileTo). */
export const uploadBlockMedia = (
  coursePath: string,
  kind: BlockMediaKind,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<BlockMediaUpload> => uploadFileTo(blockMediaUploadPath(coursePath, kind), file, onProgress);

/** Record a learner's response to a media recording block (see uploadFileTo). */
export const uploadBlockResponse = (
  blockId: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<BlockResponse> => uploadFileTo(blockResponsePath(blockId), file, onProgress);

/** Upload a file for a learner to hand in to a submission block, in their class (see uploadFileTo). */
export const uploadSubmission = (
  where: { blockId: string; cohortPath: string },
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<SubmittedFile> =>
  uploadFileTo(submissionUploadPath(where.blockId, where.cohortPath), file, onProgress);

/** The signed-in learner's response to a block, or null (its query, keyed by the block). */
export const ownBlockResponseQuery = (blockId: string) => ({
  queryKey: ['blockResponse', blockId] as const,
  queryFn: () => apiRequest<BlockResponse | null>('GET', blockResponsePath(blockId)),
});

/** The responses to a block of the learners its reader teaches (its query, keyed by the block). */
export const classResponsesQuery = (blockId: string) => ({
  queryKey: ['blockResponses', blockId] as const,
  queryFn: () => apiRequest<LearnerResponse[]>('GET', blockResponsesPath(blockId)),
});

/**
 * Upload one file to `path` (multipart, field `file`, with the CSRF header) and answer the result
 * of its envelope. Sent with XMLHttpRequest rather than fetch because only it reports upload
 * progress, and with no timeout, since a video may take minutes. Rejects with an ApiError carrying
 * the server's reason.
 */
export async function uploadFileTo<Result>(
  path: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<Result> {
  const token = await getCsrfToken();
  const formData = new FormData();
  formData.append('file', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader(CSRF_HEADER, token);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      try {
        resolve(readReply<Result>(request.status, request.responseText));
      } catch (error) {
        reject(error);
      }
    });
    request.addEventListener('error', () => reject(clientError('no_response')));
    request.addEventListener('abort', () => reject(clientError('no_response')));
    request.send(formData);
  });
}

function readReply<Result>(status: number, text: string): Result {
  let envelope: { result?: Result; error?: unknown; reason?: unknown };
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
