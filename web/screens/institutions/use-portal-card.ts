import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';
import type { PortalSettings } from '../../../common/api/portal';
import { type PortalUpdate, type PortalUpdateInput, portalMutation } from '../../api/portal';
import { fieldErrorOf } from '../../lib/field-error';

/** Told by each card whether it holds unsaved changes (`card`: its update's name). */
export const PortalDirtyContext = createContext<(card: string, dirty: boolean) => void>(() => {});

/** A draft as it would be sent, its rows' keys left out: to tell whether it differs from the saved one. */
const contentOf = (draft: unknown) =>
  JSON.stringify(draft, (name, value) => (name === 'key' ? undefined : value));

/** One entry of a list as it is edited; `key` stays with the entry while others come and go or move. */
export type Row<Entry> = Entry & { key: number };

/**
 * One card of the portal's settings, saved with its own button: its draft (kept apart from every
 * other card's, so one card's save never loses another's typing), the save, and the server's
 * reasons. `draftOf` reads the card's draft from the settings; after a save the draft becomes the
 * settings as saved (trimmed), unless editing went on meanwhile.
 */
export function usePortalCard<Update extends PortalUpdate, Draft>(
  institutionPath: string,
  update: Update,
  initial: PortalSettings,
  draftOf: (settings: PortalSettings, previous?: Draft) => Draft,
) {
  const queryClient = useQueryClient();
  const [draft, setDraftState] = useState(() => draftOf(initial));
  const [saved, setSaved] = useState(() => contentOf(draft));
  const latest = useRef(draft);
  const sent = useRef<Draft | null>(null);
  const save = useMutation(
    portalMutation(queryClient, institutionPath, update, (answer) => {
      const next = draftOf(answer, sent.current ?? undefined);
      setSaved(contentOf(next));
      if (latest.current === sent.current) {
        latest.current = next;
        setDraftState(next);
      }
    }),
  );
  const dirty = contentOf(draft) !== saved;
  const reportDirty = useContext(PortalDirtyContext);
  useEffect(() => reportDirty(update, dirty), [reportDirty, update, dirty]);
  useEffect(() => () => reportDirty(update, false), [reportDirty, update]);

  const setDraft = useCallback(
    (change: (current: Draft) => Draft) => {
      latest.current = change(latest.current);
      setDraftState(latest.current);
      if (save.isSuccess) save.reset();
    },
    [save],
  );

  /** Send the draft as `input`; `keys`: which row each sent entry of its list is. */
  const submit = (input: PortalUpdateInput<Update>, keys?: readonly number[]) => {
    sent.current = latest.current;
    save.mutate(keys ? { input, keys } : { input });
  };

  /** The server's reason for `field` (a path under the update's input, such as 'strings.headline'). */
  const errorOf = (field: string) => fieldErrorOf(save.error, field);

  /** The server's reason for `field` of the row `key` of the list at `list` ('sellingPoints'). */
  const rowErrorOf = (list: string, key: number, field: string) => {
    const index = save.variables?.keys?.indexOf(key) ?? -1;
    return index < 0 ? undefined : fieldErrorOf(save.error, `${list}.${index}.${field}`);
  };

  return { draft, setDraft, save, submit, errorOf, rowErrorOf };
}

// Row keys, unique on the page.
let nextRowKey = 0;

/** A new row's key. */
export const newRowKey = () => nextRowKey++;

/** Rows of a list, keeping by index the keys of `previous` (the rows sent) when given. */
export function keyedRows<Entry extends object>(
  entries: readonly Entry[],
  previous?: readonly Row<Entry>[],
): Row<Entry>[] {
  return entries.map((entry, index) => ({ ...entry, key: previous?.[index]?.key ?? newRowKey() }));
}

/** The entries of rows, without their keys. */
export function entriesOf<Entry extends object>(rows: readonly Row<Entry>[]): Entry[] {
  return rows.map(({ key: _key, ...entry }) => entry as unknown as Entry);
}

/** A list with the row `key` moved by `by` places (up: -1, down: 1). */
export function moved<Item extends { key: number }>(rows: readonly Item[], key: number, by: -1 | 1): Item[] {
  const from = rows.findIndex((row) => row.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/**
 * Editing the rows of a draft's list: adding one at the end, removing, moving and changing one.
 * `rowsOf` and `withRows` read and replace the list in the draft.
 */
export function rowEditing<Entry extends object, Draft>(
  setDraft: (change: (current: Draft) => Draft) => void,
  rowsOf: (draft: Draft) => Row<Entry>[],
  withRows: (draft: Draft, rows: Row<Entry>[]) => Draft,
) {
  const change = (edit: (rows: Row<Entry>[]) => Row<Entry>[]) =>
    setDraft((current) => withRows(current, edit(rowsOf(current))));
  return {
    add: (entry: Entry) => change((rows) => [...rows, { ...entry, key: newRowKey() }]),
    remove: (key: number) => change((rows) => rows.filter((row) => row.key !== key)),
    move: (key: number, by: -1 | 1) => change((rows) => moved(rows, key, by)),
    update: (key: number, patch: Partial<Entry>) =>
      change((rows) => rows.map((row) => (row.key === key ? { ...row, ...patch } : row))),
  };
}

/** `rowEditing` of a draft that is the list itself. */
export const listEditing = <Entry extends object>(
  setDraft: (change: (current: Row<Entry>[]) => Row<Entry>[]) => void,
) =>
  rowEditing<Entry, Row<Entry>[]>(
    setDraft,
    (rows) => rows,
    (_, rows) => rows,
  );
