import { useTranslation } from 'react-i18next';
import { gradebookExportQuery, startGradebookExport } from '../../api/gradebook';
import { CsvExport } from '../../components/csv-export';

/** The gradebook as CSV (spec §4 CSV export), of the class chosen or of every class the caller sees. */
export function GradebookExport({ coursePath, cohortPath }: { coursePath: string; cohortPath: string }) {
  const { t } = useTranslation();
  return (
    <CsvExport
      start={() => startGradebookExport(coursePath, cohortPath)}
      stateQuery={(exportId) => gradebookExportQuery(coursePath, exportId)}
      texts={{
        start: t('gradebook.export.start'),
        again: t('gradebook.export.again'),
        running: (percentage) => t('gradebook.export.running', { percentage }),
        finished: t('gradebook.export.finished'),
        download: t('gradebook.export.download'),
        failed: t('gradebook.export.failed'),
      }}
    />
  );
}
