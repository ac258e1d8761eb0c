import { fileSizeParts } from '../../common/format/file-size';
import { currentLanguage, i18n } from '../i18n/i18n';

/**
 * A file size as spec §9 shows it ('512 bytes', '3 KB', '5.00 MB'), in the interface language:
 * its word for bytes and its decimal separator ('5,00 MB' in Indonesian).
 */
export function formatFileSize(bytes: number): string {
  const { value, unit, fractionDigits } = fileSizeParts(bytes);
  const size = new Intl.NumberFormat(currentLanguage(), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping: false,
  }).format(value);
  return unit === 'bytes' ? i18n.t('fileSize.bytes', { count: value, size }) : `${size} ${unit}`;
}
