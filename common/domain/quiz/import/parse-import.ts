import { strFromU8 } from 'fflate';
import type { ImportFormat } from '../../../api/questionbank';
import { parseGift } from './gift';
import type { ImportReport } from './imported-question';
import { parseMoodleXml } from './moodle-xml';
import { parseQtiItem, parseQtiPackage } from './qti';
import { isZip } from './qti-package';

/**
 * Read a file of questions in `format`: its text, or its bytes (a file sent as base64), which are
 * UTF-8 text but for a QTI content package (a zip of items).
 */
export function parseImport(format: ImportFormat, file: string | Uint8Array): ImportReport {
  if (format === 'qti' && typeof file !== 'string' && isZip(file)) return parseQtiPackage(file);
  const text = typeof file === 'string' ? file : strFromU8(file);
  switch (format) {
    case 'gift':
      return parseGift(text);
    case 'moodle_xml':
      return parseMoodleXml(text);
    case 'qti':
      return parseQtiItem(text);
  }
}
