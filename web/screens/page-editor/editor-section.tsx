import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageSection } from '../../../common/api/course-page';
import type { PageLayout } from '../../../common/api/page-layout';
import { sectionSettingsOf } from '../../../common/api/page-layout';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import type { BlockDrag } from './block-drag';
import { ConfirmDialog } from './confirm-dialog';
import { sectionTitle } from './editor-names';
import { SectionSettingsForm } from './section-settings-form';
import type { EditorActions } from './use-editor-actions';

const SMALL_BUTTON = `${SECONDARY_BUTTON} px-2.5 py-1.5 text-xs`;
/**
 * The section's controls show when its heading row is hovered or holds the focus (and always where
 * there is no hover): working in its blocks does not bring them up.
 */
const ON_HOVER_OR_FOCUS =
  'opacity-0 group-hover/heading:opacity-100 group-focus-within/heading:opacity-100 [@media(hover:none)]:opacity-100';
const BACKGROUNDS = { none: 'bg-white', subtle: 'bg-slate-50', brand: 'bg-brand-50' } as const;

interface EditorSectionProps {
  pageId: string;
  section: PageSection;
  index: number;
  count: number;
  structureLocked: boolean;
  actions: EditorActions;
  drag: BlockDrag;
  onSaved: (layout: PageLayout) => void;
  /** Makes the end of this section the toolbox's target and moves focus to the toolbox. */
  onAddBlock: () => void;
  children: React.ReactNode;
}

/** A section in the editor: its heading, settings form, controls and its blocks (the children). */
export function EditorSection(props: EditorSectionProps) {
  const { section, index, count, structureLocked, actions } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const settings = sectionSettingsOf(section);
  const title = sectionTitle(t, section, index);

  return (
    <section
      aria-labelledby={headingId}
      data-section-id={section.id}
      {...props.drag.sectionDropProps(section.id)}
      className={`rounded-2xl border border-dashed border-slate-300 p-4 ${BACKGROUNDS[settings.background]}`}
    >
      <div className="group/heading flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <div className={`flex flex-wrap gap-1.5 ${settingsOpen ? '' : ON_HOVER_OR_FOCUS}`}>
          <button
            type="button"
            aria-expanded={settingsOpen}
            onClick={() => setSettingsOpen(!settingsOpen)}
            className={SMALL_BUTTON}
          >
            {t('pageEditor.section.settings')}
          </button>
          <button
            type="button"
            disabled={structureLocked || index === 0}
            onClick={() => actions.moveSection(section.id, index - 1)}
            className={SMALL_BUTTON}
          >
            {t('pageEditor.section.moveUp')}
          </button>
          <button
            type="button"
            disabled={structureLocked || index === count - 1}
            onClick={() => actions.moveSection(section.id, index + 1)}
            className={SMALL_BUTTON}
          >
            {t('pageEditor.section.moveDown')}
          </button>
          <button
            type="button"
            disabled={structureLocked || count === 1}
            onClick={() => setConfirming(true)}
            className={SMALL_BUTTON}
          >
            {t('pageEditor.section.delete')}
          </button>
        </div>
      </div>
      {settingsOpen && (
        <SectionSettingsForm
          pageId={props.pageId}
          section={section}
          onSaved={props.onSaved}
          onClose={() => setSettingsOpen(false)}
        />
      )}
      {section.blocks.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('pageEditor.section.empty')}</p>
      ) : (
        props.children
      )}
      <button
        type="button"
        data-add-block=""
        disabled={structureLocked}
        onClick={props.onAddBlock}
        className={`${SMALL_BUTTON} mt-4`}
      >
        {t('pageEditor.section.addBlock')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('pageEditor.section.deleteTitle', { title })}
          body={t('pageEditor.section.deleteBody', { count: section.blocks.length })}
          confirmLabel={t('pageEditor.section.delete')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void actions.deleteSection(section.id);
          }}
        />
      )}
    </section>
  );
}
