import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { PortalSettings, PortalViewAccess } from '../../../common/api/portal';
import { portalKeys, portalUpdates } from '../../api/portal';
import { useAutosaveStatus } from '../../hooks/use-autosave-status';

/** The settings of the access card, each saved at once by its own call. */
export interface PortalFlags {
  viewAccess: PortalViewAccess;
  portfolioAllowed: boolean;
  featured: boolean;
  homeFeatured: boolean;
}

type Flag = keyof PortalFlags;

const flagsOf = (settings: PortalSettings): PortalFlags => ({
  viewAccess: settings.viewAccess,
  portfolioAllowed: settings.portfolioAllowed,
  featured: settings.featured,
  homeFeatured: settings.homeFeatured,
});

/** The last failed save: which setting, and its error. */
interface Failure {
  flag: Flag;
  error: unknown;
}

/**
 * Who may see the portal and the institution's flags, each saving itself on change with the
 * autosave indicator (spec §4). A failure keeps the choice made, says so, and `retry` sends it again.
 */
export function usePortalFlags(institutionPath: string, initial: PortalSettings) {
  const queryClient = useQueryClient();
  const { status, started, succeeded, failed } = useAutosaveStatus();
  const [flags, setFlags] = useState(() => flagsOf(initial));
  const [failure, setFailure] = useState<Failure | null>(null);
  const latest = useRef(flags);

  const send = useCallback(
    (flag: Flag) => {
      const value = latest.current[flag];
      const update = portalUpdates[flag] as (
        path: string,
        value: PortalFlags[Flag],
      ) => Promise<PortalSettings>;
      setFailure(null);
      started();
      update(institutionPath, value).then(
        (answer) => {
          queryClient.setQueryData(portalKeys.settings(institutionPath), answer);
          void queryClient.invalidateQueries({ queryKey: portalKeys.portal(institutionPath) });
          succeeded();
        },
        (error: unknown) => {
          setFailure({ flag, error });
          failed();
        },
      );
    },
    [institutionPath, queryClient, started, succeeded, failed],
  );

  const change = useCallback(
    <Name extends Flag>(flag: Name, value: PortalFlags[Name]) => {
      latest.current = { ...latest.current, [flag]: value };
      setFlags(latest.current);
      send(flag);
    },
    [send],
  );

  const retry = useCallback(() => {
    if (failure) send(failure.flag);
  }, [failure, send]);

  return { flags, change, retry, status, failure };
}
