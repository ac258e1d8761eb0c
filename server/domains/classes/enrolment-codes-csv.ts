import { formatEnrolmentCode } from '../../../common/api/enrolment';
import { csvDocument, csvLine } from '../../csv';
import type { EnrolmentCodeRow } from './enrolment-codes';

const HEADER = ['code', 'max uses', 'uses', 'batch label', 'created'];

/** The enrolment codes as a CSV document with a header row (byte-order mark, RFC 4180 quoting, CRLF lines). */
export function enrolmentCodesCsv(rows: readonly EnrolmentCodeRow[]): string {
  return csvDocument([
    csvLine(HEADER),
    ...rows.map((row) =>
      csvLine([
        formatEnrolmentCode(row.code),
        row.maxUses,
        row.uses,
        row.batchLabel,
        row.createdAt.toISOString(),
      ]),
    ),
  ]);
}
