import { useTranslation } from 'react-i18next';
import { PORTAL_LIMITS, type PortalSettings, type PortalStrings } from '../../../common/api/portal';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { PortalCard, type PortalCardProps } from './portal-card';
import { usePortalCard } from './use-portal-card';

const draftOf = (settings: PortalSettings): PortalStrings => ({ ...settings.strings });

/** The portal's words: its headline (the institution's name when empty) and its introduction. */
export function PortalWordsCard({ institutionPath, settings }: PortalCardProps) {
  const { t } = useTranslation();
  const { draft, setDraft, save, submit, errorOf } = usePortalCard(
    institutionPath,
    'strings',
    settings,
    draftOf,
  );
  return (
    <PortalCard
      heading={t('institutions.portal.words.heading')}
      lead={t('institutions.portal.words.lead')}
      save={save}
      onSubmit={() => submit(draft)}
    >
      <TextField
        label={t('institutions.portal.words.headline')}
        hint={t('institutions.portal.words.headlineHint')}
        placeholder={settings.name}
        value={draft.headline}
        maxLength={PORTAL_LIMITS.headline}
        onChange={(event) => {
          const headline = event.target.value;
          setDraft((current) => ({ ...current, headline }));
        }}
        error={errorOf('strings.headline')}
      />
      <TextAreaField
        label={t('institutions.portal.words.introduction')}
        value={draft.introduction}
        maxLength={PORTAL_LIMITS.introduction}
        onChange={(event) => {
          const introduction = event.target.value;
          setDraft((current) => ({ ...current, introduction }));
        }}
        error={errorOf('strings.introduction')}
      />
    </PortalCard>
  );
}
