import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/checkbox-field';
import { TextAreaField } from '../../../components/text-area-field';
import { type SettingsTabProps, settingsGroupSetter } from './tab-props';

/** The exhibit tab: leave the block out of exhibit mode, or give it a caption there. */
export function ExhibitTab({ settings, onChange, reasonOf }: SettingsTabProps) {
  const { t } = useTranslation();
  const exhibit = settings.exhibit;
  const set = settingsGroupSetter({ settings, onChange }, 'exhibit');
  return (
    <div className="space-y-4">
      <CheckboxField
        label={t('pageEditor.exhibit.hidden')}
        checked={exhibit.hidden}
        onChange={(hidden) => set({ hidden })}
      />
      <TextAreaField
        label={t('pageEditor.exhibit.caption')}
        value={exhibit.caption}
        maxLength={500}
        rows={3}
        onChange={(event) => set({ caption: event.target.value })}
        error={reasonOf('settings.exhibit.caption')}
      />
    </div>
  );
}
