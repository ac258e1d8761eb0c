import { useTranslation } from 'react-i18next';
import type { PortalSettings } from '../../../common/api/portal';
import { TextField } from '../../components/text-field';
import { PortalCard, type PortalCardProps } from './portal-card';
import { usePortalCard } from './use-portal-card';

const draftOf = (settings: PortalSettings) => settings.googleTagManagerCode;

/**
 * The institution's Google Tag Manager container (spec §3 Portal googleTagManagerCode): the server
 * puts it on the institution's own pages alone, its portal and every page of its own domain.
 */
export function PortalTagManagerCard({ institutionPath, settings }: PortalCardProps) {
  const { t } = useTranslation();
  const { draft, setDraft, save, submit, errorOf } = usePortalCard(
    institutionPath,
    'googleTagManagerCode',
    settings,
    draftOf,
  );
  return (
    <PortalCard
      heading={t('institutions.portal.tagManager.heading')}
      lead={t('institutions.portal.tagManager.lead')}
      save={save}
      onSubmit={() => submit(draft)}
    >
      <TextField
        label={t('institutions.portal.tagManager.code')}
        hint={t('institutions.portal.tagManager.codeHint')}
        placeholder="GTM-XXXXXXX"
        value={draft}
        maxLength={20}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          const code = event.target.value;
          setDraft(() => code);
        }}
        error={errorOf('googleTagManagerCode')}
      />
    </PortalCard>
  );
}
