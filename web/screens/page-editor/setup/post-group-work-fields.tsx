import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/checkbox-field';
import { GroupTypeField } from '../../groups/group-type-field';
import { useCourseGroupTypes } from '../course-group-types';

/** A post block's group work as its setup keeps it (spec §3 Block `groupWorkSettings`). */
export interface GroupWorkSettings {
  isGroupWorkActivity: boolean;
  groupType: string;
}

/** Characters a group type holds at most (the setup's `groupWorkSettings.groupType`). */
const GROUP_TYPE_MAX = 60;

/**
 * Whether a post block is done as group work (one submission for each group of a type in the
 * class, a post by any member counting for the group) and the group type, picked from the course's
 * classes' group types or typed; kept as typed, with the reason when it is missing.
 */
export function PostGroupWorkFields({
  settings,
  onChange,
}: {
  settings: GroupWorkSettings;
  onChange: (settings: GroupWorkSettings) => void;
}) {
  const { t } = useTranslation();
  const missing = settings.isGroupWorkActivity && settings.groupType.trim() === '';
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{t('pageEditor.postSetup.groupWork')}</legend>
      <CheckboxField
        label={t('pageEditor.postSetup.groupWorkActive')}
        checked={settings.isGroupWorkActivity}
        onChange={(isGroupWorkActivity) => onChange({ ...settings, isGroupWorkActivity })}
      />
      {settings.isGroupWorkActivity && (
        <GroupWorkTypeField
          value={settings.groupType}
          onChange={(groupType) => onChange({ ...settings, groupType })}
          error={missing ? t('pageEditor.postSetup.groupWorkTypeEmpty') : null}
        />
      )}
    </fieldset>
  );
}

/** The group work's type, offered from the course's group types (read only once group work is on). */
function GroupWorkTypeField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const { t } = useTranslation();
  return (
    <GroupTypeField
      label={t('pageEditor.postSetup.groupWorkType')}
      hint={t('pageEditor.postSetup.groupWorkTypeHint')}
      name="groupWorkType"
      maxLength={GROUP_TYPE_MAX}
      value={value}
      groupTypes={useCourseGroupTypes()}
      onChange={onChange}
      error={error}
    />
  );
}
