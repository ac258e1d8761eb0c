import type { StudentRow } from '../../../common/api/progress';

/** The header row of the students export (spec §4 CSV export). */
export const STUDENTS_CSV_HEADER = [
  'name',
  'e-mail',
  'progress %',
  'completed pages',
  'total pages',
  'last active',
  'learning time (minutes)',
  'enrolled at',
];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled. A
 * text starting like a formula gets a leading apostrophe so a spreadsheet shows it, not runs it.
 */
function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line (ending in CRLF). */
export function csvLine(fields: readonly (string | number)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

/** A learner as a line of the export; learning time in whole minutes, rounded. */
export function studentCsvLine(student: StudentRow): string {
  return csvLine([
    student.fullName,
    student.emailAddress,
    student.progress,
    student.completedPages,
    student.totalPages,
    student.lastActiveAt ?? '',
    Math.round(student.learningTimeSeconds / 60),
    student.enrolledAt,
  ]);
}
