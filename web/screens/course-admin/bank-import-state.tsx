import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ImportResult, ImportState } from '../../../common/api/questionbank';
import { reasonOf } from '../../../common/reasons';
import { importStatusQuery } from '../../api/questionbank';
import { FormAlert } from '../../components/form-alert';
import { ProgressBar } from '../../components/progress-bar';
import { fieldReasonText } from '../../lib/field-reasons';
import { ProblemList } from './bank-problems';

/** How often a running import is asked where it stands. */
export const IMPORT_POLL_MS = 1000;

/** Where the import `started` stands, asked every second while it runs. */
export function useImportState(started: ImportState | undefined) {
  return useQuery({
    ...importStatusQuery(started?.importId ?? ''),
    enabled: started !== undefined,
    refetchInterval: (query) =>
      (query.state.data ?? started)?.status === 'running' ? IMPORT_POLL_MS : false,
  });
}

/** What an import did, in words: the questions taken, or each question it could not take and why. */
function ImportReport({ result }: { result: ImportResult }) {
  const { t } = useTranslation();
  if (result.imported > 0) {
    return (
      <p role="status" className="text-green-800">
        {t('questionBanks.imported', { count: result.imported })}
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
    >
      <p className="font-medium">{t('questionBanks.nothingImported', { count: result.problems.length })}</p>
      <ProblemList problems={result.problems} />
    </div>
  );
}

/** An import as it stands: a progress bar while it runs, then its report, or why it took nothing. */
export function ImportOutcome({ state }: { state: ImportState }) {
  const { t } = useTranslation();
  if (state.status === 'running') {
    return (
      <div className="space-y-1">
        <ProgressBar value={state.percentage} label={t('questionBanks.importProgress')} />
        <p role="status" className="text-sm text-slate-700">
          {t('questionBanks.importRunning', { percentage: state.percentage })}
        </p>
      </div>
    );
  }
  if (state.status === 'failed' || !state.result) {
    const reason = state.reason ?? '';
    // The reason says what to do (import the file again); its code is read back from its English.
    return (
      <FormAlert message={fieldReasonText(reasonOf(reason) ?? { code: 'quiz.import.stopped' }, reason)} />
    );
  }
  return <ImportReport result={state.result} />;
}
