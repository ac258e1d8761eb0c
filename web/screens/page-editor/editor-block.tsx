import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageBlock as Block } from '../../../common/api/course-page';
import { blockSettingsOf } from '../../../common/api/page-layout';
import type { ContentBlockTab } from '../../../common/domain/widgets';
import type { FieldErrors } from '../../../common/errors';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { PageBlock } from '../course-page/page-block';
import { BlockTabs } from './block-tabs';
import { ConfirmDialog } from './confirm-dialog';
import { widgetName } from './editor-names';
import { SpanSelect } from './tabs/span-select';
import type { BlockChange } from './use-block-autosave';
import type { EditorActions } from './use-editor-actions';

const SMALL_BUTTON = `${SECONDARY_BUTTON} px-2.5 py-1.5 text-xs`;

interface EditorBlockProps {
  block: Block;
  coursePath: string;
  columns: number;
  /** Is there a place before / after it (in its section or a neighbouring one)? */
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** The move buttons cross into the neighbouring section. */
  movesAcrossUp: boolean;
  movesAcrossDown: boolean;
  editing: boolean;
  tab: ContentBlockTab;
  structureLocked: boolean;
  refusal: FieldErrors | undefined;
  actions: EditorActions;
  onToggleEdit: () => void;
  onSelectTab: (tab: ContentBlockTab) => void;
  onChange: (change: BlockChange) => void;
  onAddAfter: () => void;
}

/** One block in the editor: framed with its widget name and controls; its tabs in edit mode, else its view. */
export function EditorBlock(props: EditorBlockProps) {
  const { block, editing, structureLocked, actions } = props;
  const { t } = useTranslation();
  const nameId = useId();
  const [confirming, setConfirming] = useState(false);
  const name = widgetName(t, block.widgetType);
  const span = blockSettingsOf(block).layout.span;
  const locked = { disabled: structureLocked, className: SMALL_BUTTON };

  return (
    <article
      aria-labelledby={nameId}
      data-block-id={block.id}
      data-block-mode={editing ? 'edit' : 'display'}
      className={`rounded-xl border p-3 ${editing ? 'border-brand-600 ring-2 ring-brand-100' : 'border-slate-300'}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={nameId} className="text-sm font-semibold text-slate-800">
          {name}
        </h3>
        <div className="flex flex-wrap items-center gap-1.5">
          <button type="button" onClick={props.onToggleEdit} aria-expanded={editing} className={SMALL_BUTTON}>
            {editing ? t('pageEditor.block.done', { name }) : t('pageEditor.block.edit', { name })}
          </button>
          <button
            type="button"
            {...locked}
            disabled={structureLocked || !props.canMoveUp}
            onClick={() => actions.moveBlock(block.id, -1)}
          >
            {props.movesAcrossUp ? t('pageEditor.block.movePreviousSection') : t('pageEditor.block.moveUp')}
          </button>
          <button
            type="button"
            {...locked}
            disabled={structureLocked || !props.canMoveDown}
            onClick={() => actions.moveBlock(block.id, 1)}
          >
            {props.movesAcrossDown ? t('pageEditor.block.moveNextSection') : t('pageEditor.block.moveDown')}
          </button>
          <button type="button" {...locked} onClick={() => actions.duplicateBlock(block.id)}>
            {t('pageEditor.block.duplicate')}
          </button>
          <button type="button" {...locked} onClick={props.onAddAfter}>
            {t('pageEditor.block.addAfter')}
          </button>
          <button type="button" {...locked} onClick={() => setConfirming(true)}>
            {t('pageEditor.block.delete')}
          </button>
        </div>
      </header>
      {props.columns > 1 && !editing && (
        <div className="mt-2 max-w-48 text-sm">
          <SpanSelect
            span={span}
            columns={props.columns}
            disabled={structureLocked}
            onResize={(next) => actions.resizeBlock(block.id, next)}
          />
        </div>
      )}
      {editing ? (
        <BlockTabs
          block={block}
          coursePath={props.coursePath}
          columns={props.columns}
          tab={props.tab}
          onSelectTab={props.onSelectTab}
          onChange={props.onChange}
          onResize={(next) => actions.resizeBlock(block.id, next)}
          refusal={props.refusal}
          structureLocked={structureLocked}
        />
      ) : (
        <div className="mt-3">
          <PageBlock block={block} exhibit={false} />
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('pageEditor.block.deleteTitle', { name })}
          body={t('pageEditor.block.deleteBody')}
          confirmLabel={t('pageEditor.block.delete')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void actions.deleteBlock(block.id);
          }}
        />
      )}
    </article>
  );
}
