import type { StudentRow } from '../../../common/api/progress';
import { csvLine } from '../../csv';
import type { CsvWords } from '../../csv-words/csv-words';

/** The header row of the students export (spec §4 CSV export), in the requester's words. */
export const studentsCsvHeader = (words: CsvWords['students']) =>
  csvLine([
    words.name,
    words.email,
    words.progressPercent,
    words.completedPages,
    words.totalPages,
    words.lastActive,
    words.learningMinutes,
    words.enrolledAt,
  ]);

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
