import { i18n } from '../i18n/i18n';
import { serverReasonText } from '../lib/field-error';
import { ApiError } from './api-error';

/**
 * The text to show for a failed sign-in, sign-up or reset: the server's reason when it replied
 * (spec §8: login and sign-up show the server's detail), else the catalogue message.
 */
export function describeError(error: unknown): string {
  if (error instanceof ApiError)
    return error.status > 0 && error.reason ? serverReasonText(error) : error.message;
  return i18n.t('errors.internal');
}
