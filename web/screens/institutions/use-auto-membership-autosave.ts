import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  AutoMembership,
  AutoMembershipInput,
  InstitutionMemberRole,
} from '../../../common/api/institution';
import { institutionKeys, saveAutoMembership } from '../../api/institutions';
import { useAutosaveStatus } from '../../hooks/use-autosave-status';

/** How long typing in a domain must pause before it saves itself. */
export const AUTO_MEMBERSHIP_DELAY_MS = 800;

/** One domain of the list as it is edited; `key` stays with the row while others come and go. */
export interface DomainRow {
  key: number;
  domain: string;
  role: InstitutionMemberRole;
}

export interface AutoMembershipDraft {
  isEnabled: boolean;
  rows: DomainRow[];
}

/** The last failed save: its error, and which row each sent entry was (field reasons name entries by index). */
interface Failure {
  error: unknown;
  sentKeys: number[];
}

/** Automatic membership as sent and saved, one way: to tell whether a draft differs from what is saved. */
const inputOf = (isEnabled: boolean, mapping: readonly Omit<DomainRow, 'key'>[]): AutoMembershipInput => ({
  isEnabled,
  rolesMapping: mapping.map(({ domain, role }) => ({ domain, role })),
});

/** What is sent: every row but those whose domain is still empty. */
const sentOf = ({ isEnabled, rows }: AutoMembershipDraft) => {
  const kept = rows.filter((row) => row.domain.trim() !== '');
  return { kept, input: inputOf(isEnabled, kept) };
};

/**
 * Automatic membership as it is edited, saving itself (spec §4 autosave): `change` with `debounce`
 * waits until typing pauses, without it saves at once. Saves go one at a time, the latest draft
 * after the one on its way; a failure keeps everything typed, and `retry` sends it again.
 */
export function useAutoMembershipAutosave(institutionPath: string, initial: AutoMembership) {
  const queryClient = useQueryClient();
  const { status, started, succeeded, failed } = useAutosaveStatus();
  const nextKey = useRef(0);
  const [draft, setDraft] = useState<AutoMembershipDraft>(() => ({
    isEnabled: initial.isEnabled,
    rows: initial.rolesMapping.map((entry) => ({ key: nextKey.current++, ...entry })),
  }));
  const [failure, setFailure] = useState<Failure | null>(null);
  const latest = useRef(draft);
  const lastSaved = useRef(JSON.stringify(inputOf(initial.isEnabled, initial.rolesMapping)));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef(false);
  const again = useRef(false);

  const replaceDraft = useCallback((next: AutoMembershipDraft) => {
    latest.current = next;
    setDraft(next);
  }, []);

  const send = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const sent = latest.current;
    const { kept, input } = sentOf(sent);
    const json = JSON.stringify(input);
    if (json === lastSaved.current) {
      setFailure(null);
      return;
    }
    inFlight.current = true;
    setFailure(null);
    started();
    saveAutoMembership(institutionPath, input)
      .then(
        (membership) => {
          queryClient.setQueryData(institutionKeys.membership(institutionPath), membership);
          const saved = membership.autoMembership;
          lastSaved.current = JSON.stringify(inputOf(saved.isEnabled, saved.rolesMapping));
          // The domains as the server keeps them (lowercase, no @), unless editing went on meanwhile.
          if (latest.current === sent) {
            const byKey = new Map(kept.map((row, index) => [row.key, saved.rolesMapping[index]]));
            replaceDraft({
              isEnabled: saved.isEnabled,
              rows: sent.rows.map((row) => ({ ...row, ...byKey.get(row.key) })),
            });
          }
          succeeded();
        },
        (error: unknown) => {
          setFailure({ error, sentKeys: kept.map((row) => row.key) });
          failed();
        },
      )
      .finally(() => {
        inFlight.current = false;
        if (again.current) {
          again.current = false;
          send();
        }
      });
  }, [institutionPath, queryClient, replaceDraft, started, succeeded, failed]);

  const change = useCallback(
    (update: (current: AutoMembershipDraft) => AutoMembershipDraft, { debounce = false } = {}) => {
      replaceDraft(update(latest.current));
      if (!debounce) return send();
      clearTimeout(timer.current);
      timer.current = setTimeout(send, AUTO_MEMBERSHIP_DELAY_MS);
    },
    [replaceDraft, send],
  );

  // Leaving with a change still waiting for the pause saves it now.
  useEffect(
    () => () => {
      if (timer.current !== undefined) send();
    },
    [send],
  );

  const addRow = useCallback(
    () =>
      replaceDraft({
        ...latest.current,
        rows: [...latest.current.rows, { key: nextKey.current++, domain: '', role: 'learner' }],
      }),
    [replaceDraft],
  );

  return { draft, change, addRow, retry: send, status, failure };
}
