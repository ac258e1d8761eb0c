import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageSection } from '../../../common/api/course-page';
import {
  LAYOUT_MESSAGES,
  type PageLayout,
  SECTION_BACKGROUNDS,
  SECTION_COLUMNS,
  type SectionSettings,
  sectionSettingsOf,
} from '../../../common/api/page-layout';
import { ApiError } from '../../api/api-error';
import { saveLayoutChange } from '../../api/page-layout';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { reasonText } from '../../lib/reason-text';

interface SectionSettingsFormProps {
  pageId: string;
  section: PageSection;
  onSaved: (layout: PageLayout) => void;
  onClose: () => void;
}

/** A section's heading, columns and background, saved with `updateSectionSettings` (spec §8 messages on failure). */
export function SectionSettingsForm({ pageId, section, onSaved, onClose }: SectionSettingsFormProps) {
  const { t } = useTranslation();
  const [settings, setSettings] = useState<SectionSettings>(() => sectionSettingsOf(section));
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    setFields({});
    try {
      onSaved(await saveLayoutChange(pageId, 'updateSectionSettings', { sectionId: section.id, settings }));
      onClose();
    } catch (failure) {
      const reasons = failure instanceof ApiError ? failure.fields : {};
      setError(
        reasons.sectionId === LAYOUT_MESSAGES.noLayoutId
          ? t('pageEditor.section.noLayoutId')
          : t('pageEditor.section.saveFailed'),
      );
      setFields(reasons);
    } finally {
      setSaving(false);
    }
  }

  const reason = (field: string) => (fields[field] ? reasonText(fields[field]) : undefined);
  return (
    <form onSubmit={submit} className="mt-3 space-y-4 rounded-xl border border-slate-200 bg-white p-4">
      <FormAlert message={error} />
      <TextField
        label={t('pageEditor.section.heading')}
        value={settings.heading}
        onChange={(event) => setSettings({ ...settings, heading: event.target.value })}
        error={reason('settings.heading') ?? reason('heading')}
      />
      <SelectField
        label={t('pageEditor.section.columns')}
        value={String(settings.columns)}
        options={SECTION_COLUMNS.map((columns) => ({
          value: String(columns),
          label: t('pageEditor.columnCount', { count: columns }),
        }))}
        onChange={(value) =>
          setSettings({ ...settings, columns: Number(value) as SectionSettings['columns'] })
        }
      />
      <SelectField
        label={t('pageEditor.section.background')}
        value={settings.background}
        options={SECTION_BACKGROUNDS.map((background) => ({
          value: background,
          label: t(`pageEditor.background.${background}`),
        }))}
        onChange={(value) => setSettings({ ...settings, background: value as SectionSettings['background'] })}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={saving} className={PRIMARY_BUTTON}>
          {saving ? t('pageEditor.section.saving') : t('pageEditor.section.save')}
        </button>
        <button type="button" onClick={onClose} className={SECONDARY_BUTTON}>
          {t('pageEditor.cancel')}
        </button>
      </div>
    </form>
  );
}
