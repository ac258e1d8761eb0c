import { type QueryKey, type UseQueryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { StudentExportState } from '../../common/api/progress';
import { describeError } from '../api/describe-error';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './button-styles';
import { FormAlert } from './form-alert';
import { ProgressBar } from './progress-bar';

/** How often a running export is asked where it stands. */
export const EXPORT_POLL_MS = 1000;

/** What the export says, in the reader's language. */
export interface CsvExportTexts {
  start: string;
  again: string;
  running: (percentage: number) => string;
  finished: string;
  download: string;
  /** What to do when the export failed. */
  failed: string;
  /** The name of a bar showing the percentage while it runs; no bar without it. */
  progress?: string;
}

/**
 * "Export CSV" (spec §4 CSV export): `start` starts an export, `stateQuery` says where it stands
 * (asked every second while it runs): its percentage, then a download link.
 */
export function CsvExport<Key extends QueryKey, State extends StudentExportState = StudentExportState>({
  start,
  stateQuery,
  texts,
}: {
  start: () => Promise<{ exportId: string }>;
  stateQuery: (exportId: string) => UseQueryOptions<State, Error, State, Key>;
  texts: CsvExportTexts;
}) {
  const started = useMutation({ mutationFn: start });
  const exportId = started.data?.exportId;
  const state = useQuery({
    ...stateQuery(exportId ?? ''),
    enabled: exportId !== undefined,
    refetchInterval: (query) =>
      query.state.data?.status === 'running' || !query.state.data ? EXPORT_POLL_MS : false,
  });
  const status = state.data?.status;
  const running =
    started.isPending || (exportId !== undefined && (status === undefined || status === 'running'));
  let message = '';
  if (running) message = texts.running(state.data?.percentage ?? 0);
  else if (status === 'finished') message = texts.finished;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="button" className={SECONDARY_BUTTON} disabled={running} onClick={() => started.mutate()}>
        {status === 'finished' || status === 'failed' ? texts.again : texts.start}
      </button>
      <span role="status" className="text-sm text-slate-700">
        {message}
      </span>
      {running && texts.progress !== undefined && (
        <div className="w-40">
          <ProgressBar value={state.data?.percentage ?? 0} label={texts.progress} />
        </div>
      )}
      {status === 'finished' && state.data?.downloadUrl && (
        <a href={state.data.downloadUrl} download className={PRIMARY_BUTTON}>
          {texts.download}
        </a>
      )}
      {status === 'failed' && <FormAlert message={texts.failed} />}
      {(started.isError || state.isError) && (
        <FormAlert message={describeError(started.error ?? state.error)} />
      )}
    </div>
  );
}
