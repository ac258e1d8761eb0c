import { useTranslation } from 'react-i18next';
import { SECTION_BACKGROUNDS } from '../../../../common/api/page-layout';
import { CheckboxField } from '../../../components/checkbox-field';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { type SettingsTabProps, settingsGroupSetter } from './tab-props';

/** The display tab: the block's title, whether readers see it, and its background. */
export function DisplayTab({ settings, onChange, reasonOf }: SettingsTabProps) {
  const { t } = useTranslation();
  const display = settings.display;
  const set = settingsGroupSetter({ settings, onChange }, 'display');
  return (
    <div className="space-y-4">
      <TextField
        label={t('pageEditor.display.title')}
        value={display.title}
        maxLength={200}
        onChange={(event) => set({ title: event.target.value })}
        error={reasonOf('settings.display.title')}
      />
      <CheckboxField
        label={t('pageEditor.display.showTitle')}
        checked={display.showTitle}
        onChange={(showTitle) => set({ showTitle })}
      />
      <SelectField
        label={t('pageEditor.display.background')}
        value={display.background}
        options={SECTION_BACKGROUNDS.map((background) => ({
          value: background,
          label: t(`pageEditor.background.${background}`),
        }))}
        onChange={(background) => set({ background: background as typeof display.background })}
      />
    </div>
  );
}
