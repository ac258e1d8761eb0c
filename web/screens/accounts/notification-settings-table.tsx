import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EmailFrequency, NotificationSetting } from '../../../common/api/notification-settings';
import { describeError } from '../../api/describe-error';
import { notificationSettingsQuery, saveNotificationSettings } from '../../api/notification-settings';
import { AutosaveIndicator } from '../../components/autosave-indicator';
import { FormAlert } from '../../components/form-alert';
import { useAutosaveStatus } from '../../hooks/use-autosave-status';

const CHANNELS = ['inApp'] as const;
type Channel = (typeof CHANNELS)[number];
const FREQUENCIES: readonly EmailFrequency[] = ['none', 'immediately', 'daily'];

/**
 * The kinds × (in app switch, e-mail none / immediately / daily digest); each change saves at once,
 * shown by the autosave indicator.
 */
export function NotificationSettingsTable() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const autosave = useAutosaveStatus();
  const query = notificationSettingsQuery();
  const settings = useQuery(query);
  const save = useMutation<
    NotificationSetting[],
    Error,
    { changed: NotificationSetting; before: NotificationSetting }
  >({
    mutationFn: ({ changed }) => saveNotificationSettings([changed]),
    onMutate: ({ changed }) => {
      autosave.started();
      // The switch moves at once; a failure puts it back.
      replaceKind(changed);
    },
    onSuccess: (saved, { changed }) => {
      // Only this kind: another switch may have moved while this save was on its way.
      replaceKind(saved.find((entry) => entry.kind === changed.kind) ?? changed);
      autosave.succeeded();
    },
    onError: (_error, { before }) => {
      replaceKind(before);
      autosave.failed();
    },
  });

  function replaceKind(setting: NotificationSetting) {
    queryClient.setQueryData(query.queryKey, (current) =>
      current?.map((entry) => (entry.kind === setting.kind ? setting : entry)),
    );
  }

  if (settings.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (settings.isError) return <FormAlert message={describeError(settings.error)} />;

  const channelName = (channel: Channel) => t(`notificationSettings.${channel}`);
  return (
    <div className="space-y-4">
      <AutosaveIndicator status={autosave.status} />
      <FormAlert message={save.isError ? describeError(save.error) : null} />
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('notificationSettings.kindColumn')}
              </th>
              {CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="px-4 py-3 text-center font-semibold">
                  {channelName(channel)}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 text-center font-semibold">
                {t('notificationSettings.emailFrequency.column')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {settings.data.map((setting) => {
              const kindName = t(`notificationSettings.kinds.${setting.kind}`);
              return (
                <tr key={setting.kind}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {kindName}
                  </th>
                  {CHANNELS.map((channel) => (
                    <td key={channel} className="px-4 py-3 text-center">
                      <input
                        type="checkbox"
                        role="switch"
                        checked={setting[channel]}
                        aria-checked={setting[channel]}
                        aria-label={t('notificationSettings.switchLabel', {
                          kind: kindName,
                          channel: channelName(channel),
                        })}
                        onChange={(event) =>
                          save.mutate({
                            changed: { ...setting, [channel]: event.target.checked },
                            before: setting,
                          })
                        }
                        className="size-5 accent-brand-700"
                      />
                    </td>
                  ))}
                  <td className="px-4 py-3 text-center">
                    <select
                      value={setting.emailFrequency}
                      aria-label={t('notificationSettings.emailFrequency.label', { kind: kindName })}
                      onChange={(event) => {
                        const emailFrequency = event.target.value as EmailFrequency;
                        save.mutate({
                          changed: { ...setting, emailFrequency, email: emailFrequency !== 'none' },
                          before: setting,
                        });
                      }}
                      className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm"
                    >
                      {FREQUENCIES.map((frequency) => (
                        <option key={frequency} value={frequency}>
                          {t(`notificationSettings.emailFrequency.${frequency}`)}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
