import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BlockSettings } from '../../../../common/api/page-layout';
import { useAuthState } from '../../../auth/use-auth-state';
import { TextField } from '../../../components/text-field';
import { userTimeZone } from '../../../lib/user-time-zone';
import { zonedLocalToIso } from '../../../lib/zoned-time';
import { PostSharingFields } from './post-sharing-fields';
import { type SettingsTabProps, settingsGroupSetter } from './tab-props';
import { isoToZonedLocal } from './zoned-local';

type AccessType = BlockSettings['sharing']['accessType'];
const ACCESS_TYPES: readonly AccessType[] = ['everyone', 'staff', 'after_date'];

/**
 * The sharing tab: who sees the block. "After a date" asks for a date and time on the user's own
 * clock (their time zone) and stores the instant as ISO. A post block also says who sees its
 * posts and when (`postSharing`).
 */
export function SharingTab({
  settings,
  onChange,
  reasonOf,
  postSharing = false,
}: SettingsTabProps & { postSharing?: boolean }) {
  const { t } = useTranslation();
  const legendId = useId();
  const timeZone = userTimeZone(useAuthState().currentUser?.timezone);
  const sharing = settings.sharing;
  const [local, setLocal] = useState(() =>
    sharing.revealAfter ? isoToZonedLocal(sharing.revealAfter, timeZone) : '',
  );
  const set = settingsGroupSetter({ settings, onChange }, 'sharing');

  return (
    <div className="space-y-4">
      <fieldset aria-labelledby={legendId} className="space-y-2">
        <legend id={legendId} className="text-sm font-medium text-slate-800">
          {t('pageEditor.sharing.legend')}
        </legend>
        {ACCESS_TYPES.map((accessType) => (
          <label key={accessType} className="flex items-center gap-3 text-sm text-slate-700">
            <input
              type="radio"
              name={`${legendId}-access`}
              value={accessType}
              checked={sharing.accessType === accessType}
              onChange={() =>
                set({ accessType, revealAfter: accessType === 'after_date' ? sharing.revealAfter : null })
              }
              className="size-4 accent-brand-700"
            />
            {t(`pageEditor.sharing.${accessType}`)}
          </label>
        ))}
      </fieldset>
      {sharing.accessType === 'after_date' && (
        <TextField
          label={t('pageEditor.sharing.revealAfter')}
          hint={t('pageEditor.sharing.timeZone', { timeZone })}
          type="datetime-local"
          value={local}
          onChange={(event) => {
            setLocal(event.target.value);
            const iso = zonedLocalToIso(event.target.value, timeZone);
            if (iso) set({ revealAfter: iso });
          }}
          error={reasonOf('settings.sharing.revealAfter')}
        />
      )}
      {postSharing && <PostSharingFields settings={settings} onChange={onChange} />}
    </div>
  );
}
