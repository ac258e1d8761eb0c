import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ActiveSession } from '../../../common/api/account-security';
import { SCREEN_ROUTES } from '../../../common/routes';
import { activeSessionsQuery, endSession } from '../../api/account-security';
import { queryClient } from '../../api/query-client';
import { resetClientState } from '../../auth/auth-actions';
import { DANGER_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { SettingsCard } from '../../components/settings-card';
import { formatDateTime } from '../../lib/format-date-time';
import { LogOutEverywhere } from './log-out-everywhere';

/** Where the user is logged in: each live session, with a way to log it out. */
export function ActiveSessions({ timezone, email }: { timezone: string; email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sessions = useQuery(activeSessionsQuery());
  const end = useMutation<{ wasCurrent: boolean }, Error, string>({
    mutationFn: endSession,
    onSuccess: async ({ wasCurrent }) => {
      if (!wasCurrent) return queryClient.invalidateQueries({ queryKey: activeSessionsQuery().queryKey });
      resetClientState();
      await navigate(SCREEN_ROUTES.home);
    },
  });

  function device(session: ActiveSession): string {
    if (session.isMobileApp) return t('accountSecurity.sessions.mobileApp');
    if (session.browser && session.os) {
      return t('accountSecurity.sessions.device', { browser: session.browser, os: session.os });
    }
    return session.browser ?? session.os ?? t('accountSecurity.sessions.unknownDevice');
  }

  return (
    <SettingsCard title={t('accountSecurity.sessions.title')}>
      <p className="text-sm leading-6 text-slate-700">{t('accountSecurity.sessions.help')}</p>
      {sessions.isPending && <p className="mt-4 text-sm text-slate-600">{t('app.loading')}</p>}
      <FormAlert message={sessions.error?.message ?? end.error?.message} />
      <ul className="mt-4 divide-y divide-slate-200">
        {sessions.data?.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="text-sm">
              <p className="font-medium text-slate-900">
                {device(session)}
                {session.isCurrent && (
                  <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    {t('accountSecurity.sessions.current')}
                  </span>
                )}
              </p>
              <p className="text-slate-600">
                {t('accountSecurity.sessions.lastSeen', {
                  date: formatDateTime(session.lastSeenAt, timezone),
                })}
                {session.ip && ` · ${t('accountSecurity.sessions.ip', { ip: session.ip })}`}
              </p>
            </div>
            <button
              type="button"
              onClick={() => end.mutate(session.id)}
              disabled={end.isPending}
              aria-label={t('accountSecurity.sessions.endLabel', { device: device(session) })}
              className={DANGER_BUTTON}
            >
              {t('accountSecurity.sessions.end')}
            </button>
          </li>
        ))}
      </ul>
      <LogOutEverywhere email={email} />
    </SettingsCard>
  );
}
