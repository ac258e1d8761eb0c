import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/describe-error';
import { startStudentExport, studentExportQuery } from '../../api/progress';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';

/** How often a running export is asked where it stands. */
export const EXPORT_POLL_MS = 1000;

/**
 * "Export CSV" (spec §4 CSV export): starts the export, shows its percentage (asked every second)
 * and ends with a download link.
 */
export function StudentsExport({ cohortPath }: { cohortPath: string }) {
  const { t } = useTranslation();
  const start = useMutation({ mutationFn: () => startStudentExport(cohortPath) });
  const exportId = start.data?.exportId;
  const state = useQuery({
    ...studentExportQuery(cohortPath, exportId ?? ''),
    enabled: exportId !== undefined,
    refetchInterval: (query) =>
      query.state.data?.status === 'running' || !query.state.data ? EXPORT_POLL_MS : false,
  });
  const status = state.data?.status;
  const running =
    start.isPending || (exportId !== undefined && (status === undefined || status === 'running'));
  let message = '';
  if (running) message = t('students.export.running', { percentage: state.data?.percentage ?? 0 });
  else if (status === 'finished') message = t('students.export.finished');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={SECONDARY_BUTTON} disabled={running} onClick={() => start.mutate()}>
        {status === 'finished' || status === 'failed'
          ? t('students.export.again')
          : t('students.export.start')}
      </button>
      <span role="status" className="text-sm text-slate-700">
        {message}
      </span>
      {status === 'finished' && state.data?.downloadUrl && (
        <a href={state.data.downloadUrl} download className={PRIMARY_BUTTON}>
          {t('students.export.download')}
        </a>
      )}
      {status === 'failed' && <FormAlert message={t('students.export.failed')} />}
      {(start.isError || state.isError) && <FormAlert message={describeError(start.error ?? state.error)} />}
    </div>
  );
}
