import { useTranslation } from 'react-i18next';
import { PORTAL_LIMITS, type PortalLink, type PortalSettings } from '../../../common/api/portal';
import { TextAreaField } from '../../components/text-area-field';
import { fieldErrorOf } from '../../lib/field-error';
import { PortalCard, type PortalCardProps } from './portal-card';
import { PortalEntryList } from './portal-entry-list';
import { PortalLinkFields } from './portal-link-fields';
import { entriesOf, keyedRows, type Row, rowEditing, usePortalCard } from './use-portal-card';

/** The footer as the card holds it: its text, and its links as rows. */
interface FooterDraft {
  text: string;
  links: Row<PortalLink>[];
}

const draftOf = (settings: PortalSettings, previous?: FooterDraft): FooterDraft => ({
  text: settings.footerData.text,
  links: keyedRows(settings.footerData.links, previous?.links),
});

/** The portal's footer: a line of text and links, in order. */
export function PortalFooterCard({ institutionPath, settings }: PortalCardProps) {
  const { t } = useTranslation();
  const { draft, setDraft, save, submit, errorOf, rowErrorOf } = usePortalCard(
    institutionPath,
    'footerData',
    settings,
    draftOf,
  );
  const links = rowEditing<PortalLink, FooterDraft>(
    setDraft,
    (current) => current.links,
    (current, next) => ({ ...current, links: next }),
  );
  return (
    <PortalCard
      heading={t('institutions.portal.footer.heading')}
      lead={t('institutions.portal.footer.lead')}
      save={save}
      listReason={fieldErrorOf(save.error, 'footerData.links') ?? fieldErrorOf(save.error, 'footerData')}
      onSubmit={() =>
        submit(
          { text: draft.text, links: entriesOf(draft.links) },
          draft.links.map((row) => row.key),
        )
      }
    >
      <TextAreaField
        label={t('institutions.portal.footer.text')}
        rows={2}
        value={draft.text}
        maxLength={PORTAL_LIMITS.footerText}
        onChange={(event) => {
          const text = event.target.value;
          setDraft((current) => ({ ...current, text }));
        }}
        error={errorOf('footerData.text')}
      />
      <h3 className="text-base font-semibold text-slate-900">{t('institutions.portal.footer.listLabel')}</h3>
      <PortalEntryList
        label={t('institutions.portal.footer.listLabel')}
        empty={t('institutions.portal.footer.empty')}
        rows={draft.links}
        max={PORTAL_LIMITS.footerLinks}
        addLabel={t('institutions.portal.footer.add')}
        entryLabel={(number) => t('institutions.portal.footer.entry', { number })}
        onAdd={() => links.add({ label: '', url: '' })}
        onRemove={links.remove}
        onMove={links.move}
      >
        {(row) => (
          <PortalLinkFields
            link={row}
            onChange={(change) => links.update(row.key, change)}
            labelError={rowErrorOf('footerData.links', row.key, 'label')}
            urlError={rowErrorOf('footerData.links', row.key, 'url')}
          />
        )}
      </PortalEntryList>
    </PortalCard>
  );
}
