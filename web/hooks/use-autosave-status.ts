import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §4/§9: 'saved' stays 1 s, then fades out over 0.3 s and the indicator is back to normal. */
export const AUTOSAVE_FADE_DELAY_MS = 1000;
export const AUTOSAVE_FADE_DURATION_MS = 300;

/** The autosave indicator's states (spec §4), plus the fade between saved and normal. */
export type AutosaveStatus = 'normal' | 'saving' | 'saved' | 'fading';

/**
 * The state of an autosave indicator: call `started` when a save begins and `succeeded` or
 * `failed` when it ends. Saves may overlap: it shows saving until the last one ends.
 */
export function useAutosaveStatus() {
  const [status, setStatus] = useState<AutosaveStatus>('normal');
  const inFlight = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  const clearTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const started = useCallback(() => {
    clearTimers();
    inFlight.current++;
    setStatus('saving');
  }, [clearTimers]);

  const ended = useCallback((ok: boolean) => {
    inFlight.current = Math.max(0, inFlight.current - 1);
    if (inFlight.current > 0) return;
    if (!ok) {
      setStatus('normal');
      return;
    }
    setStatus('saved');
    timers.current = [
      setTimeout(() => setStatus('fading'), AUTOSAVE_FADE_DELAY_MS),
      setTimeout(() => setStatus('normal'), AUTOSAVE_FADE_DELAY_MS + AUTOSAVE_FADE_DURATION_MS),
    ];
  }, []);

  return {
    status,
    started,
    succeeded: useCallback(() => ended(true), [ended]),
    failed: useCallback(() => ended(false), [ended]),
  };
}
