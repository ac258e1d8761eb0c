import {
  BLOCK_MEDIA_MAX_BYTES,
  BLOCK_MEDIA_MAX_FILES,
  type BlockMediaKind,
} from '../../../../common/api/block-media';
import { ApiError } from '../../../api/api-error';
import { describeError } from '../../../api/describe-error';
import { i18n } from '../../../i18n/i18n';
import { formatFileSize } from '../../../lib/format-file-size';

/** The variables of spec §5's upload messages for one kind, in the interface language. */
export const uploadLimits = (kind: BlockMediaKind) => ({
  maxFileNumber: BLOCK_MEDIA_MAX_FILES,
  maxFileSizeFormatted: formatFileSize(BLOCK_MEDIA_MAX_BYTES[kind], i18n),
});

/** The message for a refused or failed block media upload, in the interface language. */
export function uploadErrorText(error: unknown, kind: BlockMediaKind): string {
  if (error instanceof ApiError) {
    if (error.code === 'file_type_not_accepted') return i18n.t(`blockMedia.upload.typeNotAccepted.${kind}`);
    if (error.code === 'file_too_big' || error.code === 'too_many_files') {
      return i18n.t(`errors.${error.code}`, uploadLimits(kind));
    }
  }
  return describeError(error);
}
