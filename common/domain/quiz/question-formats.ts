import type { ExportFormat, ImportFormat } from '../../api/questionbank';

/** Each format of question files by its own name, the same in every language. */
export const FORMAT_NAMES: Readonly<Record<ImportFormat | ExportFormat, string>> = {
  gift: 'GIFT',
  moodle_xml: 'Moodle XML',
  qti: 'IMS QTI 2.1',
};
