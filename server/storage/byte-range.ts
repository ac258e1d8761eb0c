/** The bytes `start`..`end` (inclusive) of a file. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The single range a `Range` header asks for in a file of `size` bytes (`bytes=a-b`, `bytes=a-`,
 * `bytes=-n`): a range, 'unsatisfiable' (answer 416), or null to send the whole file (no header,
 * another unit, several ranges or a malformed one, all of which a server may ignore).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
