import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalSettings } from '../../../common/api/portal';
import { TextAreaField } from '../../components/text-area-field';
import { TextField } from '../../components/text-field';
import { fieldErrorOf } from '../../lib/field-error';
import { PortalCard } from './portal-card';
import { PortalEntryList } from './portal-entry-list';
import { entriesOf, keyedRows, listEditing, type Row, usePortalCard } from './use-portal-card';

/** The portal's parts that are lists of entries, each edited by a card of this kind. */
type ListPart = 'sellingPoints' | 'faqs' | 'navBarLinks';
type EntryOf<Part extends ListPart> = PortalSettings[Part][number];

/** The card's words: `institutions.portal.{copy}.…` (heading, lead, listLabel, empty, add, entry). */
type ListCopy = 'sellingPoints' | 'faqs' | 'navBar';

/**
 * A card editing one of the portal's lists (selling points, FAQs, navigation links): its entries in
 * order, added up to `max`, moved and removed, each drawn by `fields` with the server's reasons by
 * field, and saved together.
 */
export function PortalListCard<Part extends ListPart>({
  institutionPath,
  settings,
  part,
  copy,
  max,
  blank,
  fields,
}: {
  institutionPath: string;
  settings: PortalSettings;
  part: Part;
  copy: ListCopy;
  max: number;
  blank: EntryOf<Part>;
  fields: (
    row: Row<EntryOf<Part>>,
    change: (change: Partial<EntryOf<Part>>) => void,
    errorOf: (field: keyof EntryOf<Part> & string) => string | undefined,
  ) => ReactNode;
}) {
  const { t } = useTranslation();
  const { draft, setDraft, save, submit, rowErrorOf } = usePortalCard(
    institutionPath,
    part,
    settings,
    (saved: PortalSettings, previous?: Row<EntryOf<Part>>[]) =>
      keyedRows(saved[part] as EntryOf<Part>[], previous),
  );
  const rows = listEditing<EntryOf<Part>>(setDraft);
  return (
    <PortalCard
      heading={t(`institutions.portal.${copy}.heading`)}
      lead={t(`institutions.portal.${copy}.lead`)}
      save={save}
      listReason={fieldErrorOf(save.error, part)}
      onSubmit={() =>
        submit(
          entriesOf(draft) as Parameters<typeof submit>[0],
          draft.map((row) => row.key),
        )
      }
    >
      <PortalEntryList
        label={t(`institutions.portal.${copy}.listLabel`)}
        empty={t(`institutions.portal.${copy}.empty`)}
        rows={draft}
        max={max}
        addLabel={t(`institutions.portal.${copy}.add`)}
        entryLabel={(number) => t(`institutions.portal.${copy}.entry`, { number })}
        onAdd={() => rows.add(blank)}
        onRemove={rows.remove}
        onMove={rows.move}
      >
        {(row) =>
          fields(
            row,
            (change) => rows.update(row.key, change),
            (field) => rowErrorOf(part, row.key, field),
          )
        }
      </PortalEntryList>
    </PortalCard>
  );
}

/** One field of a text pair: which of the entry's texts, its label, its limit. */
interface PairField<Entry> {
  name: keyof Entry & string;
  label: string;
  max: number;
}

/**
 * A list card whose entries are a line of text and a longer text under it (selling points: title
 * and text; FAQs: question and answer).
 */
export function PortalTextPairCard<Part extends 'sellingPoints' | 'faqs'>({
  line,
  text,
  ...card
}: Omit<Parameters<typeof PortalListCard<Part>>[0], 'fields'> & {
  line: PairField<EntryOf<Part>>;
  text: PairField<EntryOf<Part>> & { rows: number };
}) {
  return (
    <PortalListCard
      {...card}
      fields={(row, change, errorOf) => (
        <>
          <TextField
            label={line.label}
            value={row[line.name] as string}
            maxLength={line.max}
            onChange={(event) => change({ [line.name]: event.target.value } as Partial<EntryOf<Part>>)}
            error={errorOf(line.name)}
          />
          <TextAreaField
            label={text.label}
            rows={text.rows}
            value={row[text.name] as string}
            maxLength={text.max}
            onChange={(event) => change({ [text.name]: event.target.value } as Partial<EntryOf<Part>>)}
            error={errorOf(text.name)}
          />
        </>
      )}
    />
  );
}
