import { useTranslation } from 'react-i18next';
import { startStudentDataExport, studentDataExportQuery } from '../../api/student-data';
import { CsvExport } from '../../components/csv-export';

/**
 * The institution's student data as CSV (spec §4 CSV export): a bar with its percentage while it
 * runs, then a download link; a failure says so and offers to export again.
 */
export function StudentDataExport({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  return (
    <CsvExport
      start={() => startStudentDataExport(institutionPath).then((state) => ({ exportId: state.csvID }))}
      stateQuery={(csvID) => studentDataExportQuery(institutionPath, csvID)}
      texts={{
        start: t('institutions.studentData.export.start'),
        again: t('institutions.studentData.export.again'),
        running: (percentage) => t('institutions.studentData.export.running', { percentage }),
        progress: t('institutions.studentData.export.progress'),
        finished: t('institutions.studentData.export.finished'),
        download: t('institutions.studentData.export.download'),
        failed: t('institutions.studentData.export.failed'),
      }}
    />
  );
}
