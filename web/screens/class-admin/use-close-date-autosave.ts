import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { classKey, saveEnrolmentCloseDate } from '../../api/class-admin';
import { useAutosaveStatus } from '../../hooks/use-autosave-status';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { instantFrom } from './class-form-state';
import type { ClassFormState } from './use-class-form';

/** How long the close date must stay unchanged before it saves itself. */
export const CLOSE_DATE_AUTOSAVE_DELAY_MS = 600;

/**
 * The enrolment close date saves itself (spec §4 Autosave) once it has settled and passes its
 * rules; a refusal shows its reason on the field (or `error` when it names none) and the
 * indicator goes back to normal.
 */
export function useCloseDateAutosave(cohortPath: string, form: ClassFormState) {
  const queryClient = useQueryClient();
  const status = useAutosaveStatus();
  const { enrolmentCloseDate: typed, classAccessTz: zone } = form.inputs;
  const settled = useDebouncedValue(typed, CLOSE_DATE_AUTOSAVE_DELAY_MS);
  const lastSaved = useRef(typed);
  const [error, setError] = useState<unknown>(null);
  const passes = form.verdict('enrolmentCloseDate')?.status !== 'failed';
  const { started, succeeded, failed } = status;
  const { showServerReasons } = form;

  useEffect(() => {
    if (settled !== typed || settled === lastSaved.current || !passes) return;
    // Marked before the reply: a failed value is not sent again until it changes.
    lastSaved.current = settled;
    setError(null);
    started();
    saveEnrolmentCloseDate(cohortPath, instantFrom(settled, zone)).then(
      (saved) => {
        queryClient.setQueryData(classKey(cohortPath), saved);
        succeeded();
      },
      (refusal) => {
        failed();
        setError(refusal);
        showServerReasons(refusal);
      },
    );
  }, [settled, typed, passes, zone, cohortPath, queryClient, started, succeeded, failed, showServerReasons]);

  return { status: status.status, error };
}
