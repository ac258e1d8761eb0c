import { useTranslation } from 'react-i18next';
import {
  type PageSection,
  PORTAL_LIMITS,
  PORTAL_SECTION_KINDS,
  type PortalSectionKind,
  type PortalSettings,
} from '../../../common/api/portal';
import { SelectField } from '../../components/select-field';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { fieldErrorOf } from '../../lib/field-error';
import { PortalCard, type PortalCardProps } from './portal-card';
import { PortalEntryList } from './portal-entry-list';
import { keyedRows, listEditing, type Row, usePortalCard } from './use-portal-card';

const draftOf = (settings: PortalSettings, previous?: Row<PageSection>[]) =>
  keyedRows(settings.pageSections, previous);

/** The kinds' names, each key whole so its English comes with this card. */
function useKindLabel() {
  const { t } = useTranslation();
  return (kind: PortalSectionKind) =>
    kind === 'courses'
      ? t('institutions.portal.pageSections.kinds.courses')
      : kind === 'sellingPoints'
        ? t('institutions.portal.pageSections.kinds.sellingPoints')
        : kind === 'faqs'
          ? t('institutions.portal.pageSections.kinds.faqs')
          : t('institutions.portal.pageSections.kinds.text');
}

/**
 * The portal's page sections, in order: each of a kind (the courses, selling points and
 * questions once each, or a text), with a title and, for a text, its paragraphs.
 */
export function PortalPageSectionsCard({ institutionPath, settings }: PortalCardProps) {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  const { draft, setDraft, save, submit, rowErrorOf } = usePortalCard(
    institutionPath,
    'pageSections',
    settings,
    draftOf,
  );
  const rows = listEditing<PageSection>(setDraft);
  return (
    <PortalCard
      heading={t('institutions.portal.pageSections.heading')}
      lead={t('institutions.portal.pageSections.lead')}
      save={save}
      listReason={fieldErrorOf(save.error, 'pageSections')}
      onSubmit={() =>
        submit(
          // Only a text section has a text; another keeps its typed text in the draft, unsent.
          draft.map(({ kind, title, text }) => ({ kind, title, text: kind === 'text' ? text : '' })),
          draft.map((row) => row.key),
        )
      }
    >
      <PortalEntryList
        label={t('institutions.portal.pageSections.listLabel')}
        empty={t('institutions.portal.pageSections.empty')}
        rows={draft}
        max={PORTAL_LIMITS.pageSections}
        addLabel={t('institutions.portal.pageSections.add')}
        entryLabel={(number) => t('institutions.portal.pageSections.entry', { number })}
        onAdd={() => rows.add({ kind: 'text', title: '', text: '' })}
        onRemove={rows.remove}
        onMove={rows.move}
      >
        {(row) => (
          <>
            <SelectField
              label={t('institutions.portal.pageSections.kind')}
              value={row.kind}
              options={PORTAL_SECTION_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
              onChange={(kind) => rows.update(row.key, { kind: kind as PortalSectionKind })}
              error={rowErrorOf('pageSections', row.key, 'kind')}
            />
            <TextField
              label={t('institutions.portal.pageSections.title')}
              hint={t('institutions.portal.pageSections.titleHint')}
              value={row.title}
              maxLength={PORTAL_LIMITS.sectionTitle}
              onChange={(event) => rows.update(row.key, { title: event.target.value })}
              error={rowErrorOf('pageSections', row.key, 'title')}
            />
            {row.kind === 'text' && (
              <TextAreaField
                label={t('institutions.portal.pageSections.text')}
                hint={t('institutions.portal.pageSections.textHint')}
                rows={5}
                value={row.text}
                maxLength={PORTAL_LIMITS.sectionText}
                onChange={(event) => rows.update(row.key, { text: event.target.value })}
                error={rowErrorOf('pageSections', row.key, 'text')}
              />
            )}
          </>
        )}
      </PortalEntryList>
    </PortalCard>
  );
}
