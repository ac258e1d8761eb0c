import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { BlockSettings } from '../../../common/api/page-layout';
import type { FieldErrors } from '../../../common/errors';
import { ApiError } from '../../api/api-error';
import { useAutosaveStatus } from '../../hooks/use-autosave-status';

/** Quiet time after the last change before a block is saved. */
export const AUTOSAVE_DELAY_MS = 800;
/** Waits between retries of a failed save: 2, 4, 8, 16, then every 30 seconds. */
export const RETRY_BASE_MS = 2000;
export const RETRY_MAX_MS = 30_000;

/** What the editor changes of a block; each part is sent whole. */
export interface BlockChange {
  setupData?: Record<string, unknown>;
  settings?: BlockSettings;
  isProgressContributor?: boolean;
}

interface Entry {
  /** The newest local value, shown over the block the server answered until it is saved. */
  change: BlockChange;
  version: number;
  inFlight: boolean;
  debounce: ReturnType<typeof setTimeout> | null;
  retry: ReturnType<typeof setTimeout> | null;
  attempt: number;
  /** A network or server failure: retried with backoff and when the browser is back online. */
  failing: boolean;
  /** A refusal (4xx): its reasons are shown and it is not retried until the next change. */
  refused: FieldErrors | null;
}

interface Options<T> {
  save: (blockId: string, change: BlockChange) => Promise<T>;
  /** Takes a save's answer (the layout as saved) for the block saved; local edits made since stay over it. */
  onSaved: (answer: T, blockId: string) => void;
}

/** Is this failure worth retrying (no reply, timeout, server error, rate limit)? */
function isTransient(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/** The reasons of a refusal, with the general one under `_` when no field is named. */
function refusalOf(error: unknown): FieldErrors {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) return error.fields;
  return { _: error instanceof Error ? error.message : String(error) };
}

/**
 * Autosave of blocks (setup data and tab settings): a change shows at once and is saved after
 * AUTOSAVE_DELAY_MS of quiet, one save in flight per block. The newest local value always wins: a
 * block's local value is dropped only when the save of exactly that value succeeded. Failures keep
 * the value and retry with backoff and on `online`; refusals keep it and wait for a new change.
 */
export function useBlockAutosave<T>({ save, onSaved }: Options<T>) {
  const entries = useRef(new Map<string, Entry>());
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const indicator = useAutosaveStatus();
  const latest = useRef({ save, onSaved, indicator });
  latest.current = { save, onSaved, indicator };

  const flush = useCallback(async (blockId: string) => {
    const entry = entries.current.get(blockId);
    if (!entry || entry.inFlight) return;
    if (entry.retry) clearTimeout(entry.retry);
    entry.retry = null;
    entry.inFlight = true;
    const sent = entry.version;
    const { save: send, indicator: status } = latest.current;
    status.started();
    try {
      const answer = await send(blockId, entry.change);
      status.succeeded();
      entry.inFlight = false;
      entry.failing = false;
      entry.attempt = 0;
      latest.current.onSaved(answer, blockId);
      if (entries.current.get(blockId) !== entry) return;
      if (entry.version === sent) entries.current.delete(blockId);
      else if (!entry.debounce) void flush(blockId);
    } catch (error) {
      status.failed();
      entry.inFlight = false;
      if (entries.current.get(blockId) !== entry) return;
      if (entry.version !== sent && !entry.debounce) {
        void flush(blockId);
      } else if (isTransient(error)) {
        entry.failing = true;
        const wait = Math.min(RETRY_BASE_MS * 2 ** entry.attempt, RETRY_MAX_MS);
        entry.attempt++;
        entry.retry = setTimeout(() => void flush(blockId), wait);
      } else {
        entry.failing = false;
        entry.refused = refusalOf(error);
      }
    }
    rerender();
  }, []);

  const change = useCallback(
    (blockId: string, patch: BlockChange) => {
      const entry = entries.current.get(blockId) ?? {
        change: {},
        version: 0,
        inFlight: false,
        debounce: null,
        retry: null,
        attempt: 0,
        failing: false,
        refused: null,
      };
      entries.current.set(blockId, entry);
      entry.change = { ...entry.change, ...patch };
      entry.version++;
      entry.refused = null;
      if (entry.debounce) clearTimeout(entry.debounce);
      entry.debounce = setTimeout(() => {
        entry.debounce = null;
        void flush(blockId);
      }, AUTOSAVE_DELAY_MS);
      rerender();
    },
    [flush],
  );

  /** Forget a block's unsaved value (the block was deleted). */
  const discard = useCallback((blockId: string) => {
    const entry = entries.current.get(blockId);
    if (!entry) return;
    if (entry.debounce) clearTimeout(entry.debounce);
    if (entry.retry) clearTimeout(entry.retry);
    entries.current.delete(blockId);
    rerender();
  }, []);

  useEffect(() => {
    const retryNow = () => {
      for (const [blockId, entry] of entries.current) if (entry.failing) void flush(blockId);
    };
    window.addEventListener('online', retryNow);
    return () => window.removeEventListener('online', retryNow);
  }, [flush]);

  // Leaving the editor (another mode) sends what is still waiting at once rather than dropping it.
  useEffect(
    () => () => {
      for (const [blockId, entry] of entries.current) {
        if (entry.debounce) clearTimeout(entry.debounce);
        if (entry.retry) clearTimeout(entry.retry);
        entry.debounce = null;
        if (!entry.refused) void flush(blockId);
      }
    },
    [flush],
  );

  const all = [...entries.current.entries()];
  return {
    /** The local value of each block with one not yet saved. */
    edits: Object.fromEntries(all.map(([blockId, entry]) => [blockId, entry.change])) as Record<
      string,
      BlockChange
    >,
    /** The reasons the server refused a block's newest value, by block. */
    refusals: Object.fromEntries(
      all.flatMap(([blockId, entry]) => (entry.refused ? [[blockId, entry.refused]] : [])),
    ) as Record<string, FieldErrors>,
    /** Some save failed and is being retried. */
    retrying: all.some(([, entry]) => entry.failing),
    /** Something typed is not saved yet. */
    unsaved: all.length > 0,
    status: indicator.status,
    change,
    discard,
  };
}
