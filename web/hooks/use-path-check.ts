import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { pathCheckQuery } from '../api/page-admin';
import { errorText } from '../components/error-text';

/** How long typing must pause before the path is checked. */
export const PATH_CHECK_DELAY_MS = 300;

/** The path check of spec §4: start while checking, then success, failed (reason, suggestion) or empty. */
export type PathCheckState =
  | { status: 'start' }
  | { status: 'success' }
  /** `reason` is the server's English reason or, when the check itself failed, a worded error. */
  | { status: 'failed'; reason: string; suggestion?: string | undefined }
  | { status: 'empty' };

/** Checks `path` in the course once typing pauses; `pageId` names the page being renamed. */
export function usePathCheck(coursePath: string, path: string, pageId?: string): PathCheckState {
  const typed = path.trim().toLowerCase();
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), PATH_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const check = useQuery({
    ...pathCheckQuery(coursePath, settled, pageId),
    enabled: settled !== '' && settled === typed,
    staleTime: 10_000,
  });

  if (typed === '') return { status: 'empty' };
  if (settled === typed && check.isError) return { status: 'failed', reason: errorText(check.error) ?? '' };
  if (settled !== typed || !check.data) return { status: 'start' };
  const { status, reason, suggestion } = check.data;
  if (status === 'failed') return { status, reason: reason ?? '', suggestion };
  return { status };
}
