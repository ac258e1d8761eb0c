import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { CertificateBatchState, IssueCertificatesInput } from '../../../common/api/certification';
import {
  certificatesChanged,
  issueCertificatesInBulk,
  latestCertificateBatchQuery,
} from '../../api/certification-admin';

/** How often a running bulk issue is asked where it stands. */
const BATCH_POLL_MS = 1000;

/**
 * The course's bulk issue: its latest batch, asked again every second while it runs, and `start`
 * to start one. `shown` is a batch seen running here (one running as the tab opens, one started
 * here, or the one a refusal to start another says runs), kept once it ends for its summary until
 * dismissed; an older finished batch is not shown. When the one shown ends, the certificate lists
 * are read again.
 */
export function useCertificateBatch(coursePath: string) {
  const queryClient = useQueryClient();
  const latestQuery = latestCertificateBatchQuery(coursePath);
  const latest = useQuery({
    ...latestQuery,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? BATCH_POLL_MS : false),
  });
  const start = useMutation({
    mutationFn: (input: IssueCertificatesInput) => issueCertificatesInBulk(coursePath, input),
    onSuccess: (state) => queryClient.setQueryData(latestQuery.queryKey, state),
    // Another batch may be running (started elsewhere): its progress shows once read.
    onError: () => queryClient.invalidateQueries({ queryKey: latestQuery.queryKey }),
  });

  const [followed, setFollowed] = useState<string | null>(null);
  const state = latest.data ?? null;
  if (state?.status === 'running' && state.batchId !== followed) setFollowed(state.batchId);
  const shown: CertificateBatchState | null = state?.batchId === followed ? state : null;

  const ended = shown && shown.status !== 'running' ? shown.batchId : null;
  useEffect(() => {
    if (ended) void certificatesChanged(queryClient);
  }, [ended, queryClient]);

  return {
    shown,
    busy: start.isPending || shown?.status === 'running',
    start,
    /** Put away the summary of the batch shown, once it has ended. */
    dismiss: () => setFollowed(null),
  };
}

/** The course's bulk issue as useCertificateBatch follows it. */
export type CertificateBatch = ReturnType<typeof useCertificateBatch>;
