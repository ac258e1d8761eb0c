import type { IMPORT_FORMATS } from '../../../api/questionbank';
import { parseGift } from './gift';
import type { ImportReport } from './imported-question';

/** Read a file of questions in `format` (Moodle XML and IMS QTI 2.1 to come beside GIFT). */
export function parseImport(format: (typeof IMPORT_FORMATS)[number], text: string): ImportReport {
  switch (format) {
    case 'gift':
      return parseGift(text);
  }
}
