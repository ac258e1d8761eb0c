import { useQuery } from '@tanstack/react-query';
import { fetchTermsNextUpdateDates, fetchTermsUpdateDates, TERMS_DATES_KEYS } from '../api/terms';

// A long session still meets a version that comes into force while it is open.
const RECHECK_MS = 10 * 60_000;

/** The effective dates of the terms versions in force (signed-in users only: pass `enabled`). */
export function useTermsUpdateDates(enabled: boolean) {
  return useQuery({
    queryKey: TERMS_DATES_KEYS.inForce,
    queryFn: fetchTermsUpdateDates,
    enabled,
    refetchInterval: RECHECK_MS,
  });
}

/** The effective dates of the terms versions scheduled for later. */
export function useTermsNextUpdateDates(enabled: boolean) {
  return useQuery({ queryKey: TERMS_DATES_KEYS.scheduled, queryFn: fetchTermsNextUpdateDates, enabled });
}
