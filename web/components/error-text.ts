import { IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_MAX_FILES } from '../../common/uploads';
import { ApiError } from '../api/api-error';
import { describeError } from '../api/describe-error';
import { i18n } from '../i18n/i18n';
import { fieldErrorOf } from '../lib/field-error';
import { formatFileSize } from '../lib/format-file-size';

// Codes whose message the web words itself (with the upload limits filled in), in every language.
const CODED = new Set([
  'too_many_files',
  'file_type_not_accepted',
  'file_too_big',
  'profile_name_taken',
  'cannot_follow_self',
]);

/** The variables of the image upload messages of spec §5, in the interface language. */
export const imageUploadLimits = () => ({
  maxFileNumber: IMAGE_UPLOAD_MAX_FILES,
  maxFileSizeFormatted: formatFileSize(IMAGE_UPLOAD_MAX_BYTES, i18n),
});

/** The message for a failed profile, upload or blog call, in the interface language. */
export function errorText(error: unknown): string | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError && CODED.has(error.code))
    return i18n.t(`errors.${error.code}` as 'errors.internal', imageUploadLimits());
  return describeError(error);
}

/** The server's reason for one field of a failed call, in the interface language. */
export function fieldErrorText(error: unknown, field: string): string | undefined {
  return fieldErrorOf(error, field);
}
