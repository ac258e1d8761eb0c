import { useTranslation } from 'react-i18next';
import { startStudentExport, studentExportQuery } from '../../api/progress';
import { CsvExport } from '../../components/csv-export';

/** The class's students as CSV (spec §4 CSV export): its percentage while it runs, then a download link. */
export function StudentsExport({ cohortPath }: { cohortPath: string }) {
  const { t } = useTranslation();
  return (
    <CsvExport
      start={() => startStudentExport(cohortPath)}
      stateQuery={(exportId) => studentExportQuery(cohortPath, exportId)}
      texts={{
        start: t('students.export.start'),
        again: t('students.export.again'),
        running: (percentage) => t('students.export.running', { percentage }),
        finished: t('students.export.finished'),
        download: t('students.export.download'),
        failed: t('students.export.failed'),
      }}
    />
  );
}
