import { reasonText } from '../../../common/reasons';
import { isUuid } from '../../db/uuid';
import { AppError } from '../../rpc/app-error';

/** A keyset position in a list ordered by (time, id): the time as PostgreSQL wrote it, and the row id. */
export interface Keyset {
  at: string;
  id: string;
}

// PostgreSQL's text of a timestamptz ('2026-01-02 03:04:05.123456+00'), kept whole so no
// microsecond is lost between pages.
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

/** The opaque cursor of a keyset position. */
export const encodeCursor = (keyset: Keyset): string =>
  Buffer.from(`${keyset.at}|${keyset.id}`, 'utf8').toString('base64url');

/**
 * The keyset position of a cursor this server gave (`field` names the input for the reason), or
 * null when none was given; anything else is refused.
 */
export function decodeCursor(cursor: string | undefined, field: string): Keyset | null {
  if (cursor === undefined || cursor === '') return null;
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !id || !PG_TIMESTAMP.test(at) || !isUuid(id)) {
    const reason = reasonText('social.cursor');
    throw new AppError('invalid_input', reason, { [field]: reason });
  }
  return { at, id };
}

/** The page of `rows` (one more than `size` read, to know there is a next) and the next cursor. */
export function pageOf<Row extends { cursorAt: string; cursorId: string }>(
  rows: readonly Row[],
  size: number,
): { rows: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    rows: page,
    nextCursor: rows.length > size && last ? encodeCursor({ at: last.cursorAt, id: last.cursorId }) : null,
  };
}
