import type { StudentRow } from '../../../common/api/progress';
import { csvLine } from '../../csv';

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
