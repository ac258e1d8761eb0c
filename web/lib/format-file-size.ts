import type { i18n as I18n } from 'i18next';
import { FALLBACK_LANGUAGE, isLanguage } from '../../common/constants';
import { fileSizeParts } from '../../common/format/file-size';

/**
 * A file size as spec §9 shows it ('512 bytes', '3 KB', '5.00 MB'), in the language of `i18n`
 * (a component's, from useTranslation, so the server's renderer draws it too): its word for bytes
 * and its decimal separator ('5,00 MB' in Indonesian).
 */
export function formatFileSize(bytes: number, i18n: Pick<I18n, 't' | 'language'>): string {
  const { value, unit, fractionDigits } = fileSizeParts(bytes);
  const language = isLanguage(i18n.language) ? i18n.language : FALLBACK_LANGUAGE;
  const size = new Intl.NumberFormat(language, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: false,
  }).format(value);
  return unit === 'bytes' ? i18n.t('fileSize.bytes', { count: value, size }) : `${size} ${unit}`;
}
