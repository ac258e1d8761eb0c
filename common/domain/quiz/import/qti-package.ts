import { strFromU8, unzipSync } from 'fflate';
import { QuestionFileFailure, quote } from '../question-file-failure';

/** The most entries a package may have, and the most bytes its XML files may unpack to. */
export const PACKAGE_ENTRIES_MAX = 2000;
export const PACKAGE_MEGABYTES_MAX = 50;

/** Whether `bytes` are a zip file: they start with a zip entry, or an empty zip's end record. */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
}

/**
 * The XML files of a content package (a zip: its manifest, items and tests), by their path in it;
 * pictures and other files are not unpacked, as Kelas keeps the text of a question. An entry whose
 * path climbs out (`..`) is ignored. A zip of more than PACKAGE_ENTRIES_MAX entries, or whose XML
 * says it unpacks to more than PACKAGE_MEGABYTES_MAX, is refused before it is unpacked (a "zip
 * bomb"): fflate unpacks an entry into the size it says, never more.
 */
export function packageFiles(bytes: Uint8Array): Map<string, string> {
  let entries = 0;
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: ({ name, originalSize }) => {
        entries += 1;
        const wanted = /\.xml$/i.test(name) && entryPath(name) !== null;
        if (wanted) unpacked += originalSize;
        if (entries > PACKAGE_ENTRIES_MAX || unpacked > PACKAGE_MEGABYTES_MAX * 1024 * 1024) {
          throw new QuestionFileFailure('quiz.import.packageSize', {
            files: String(PACKAGE_ENTRIES_MAX),
            megabytes: String(PACKAGE_MEGABYTES_MAX),
          });
        }
        return wanted;
      },
    });
  } catch (error) {
    if (error instanceof QuestionFileFailure || !(error instanceof Error)) throw error;
    throw new QuestionFileFailure('quiz.import.package', { detail: quote(error.message) });
  }
  return new Map(Object.entries(files).map(([name, data]) => [entryPath(name) as string, strFromU8(data)]));
}

/**
 * `href` as written in the file at `from` (both in the package), as the path of a file in it: its
 * `..` and `.` resolved, `%20` and the like decoded; null for an address elsewhere (`http:`) or
 * above the package.
 */
export function packagePath(from: string, href: string): string | null {
  const address = href.trim().replace(/[?#].*$/, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(address)) return null;
  let decoded = address;
  try {
    decoded = decodeURIComponent(address);
  } catch {
    // A lone % is part of the name.
  }
  const parts: string[] = [];
  for (const part of [...from.split('/').slice(0, -1), ...decoded.split(/[\\/]/)]) {
    if (part === '..') {
      if (parts.pop() === undefined) return null;
    } else if (part !== '' && part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The path of a zip entry, `\` read as `/`, without `.` and empty parts; null for one with `..`. */
function entryPath(name: string): string | null {
  const parts = name.split(/[\\/]/).filter((part) => part !== '' && part !== '.');
  return parts.includes('..') ? null : parts.join('/');
}
