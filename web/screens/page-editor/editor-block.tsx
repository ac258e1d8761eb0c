import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageBlock as Block } from '../../../common/api/course-page';
import { blockSettingsOf } from '../../../common/api/page-layout';
import type { ContentBlockTab } from '../../../common/domain/widgets';
import type { FieldErrors } from '../../../common/errors';
import { Icon } from '../../components/icon';
import { PageBlock } from '../course-page/page-block';
import { type BlockControlItem, BlockControls } from './block-controls';
import type { BlockDrag } from './block-drag';
import { BlockTabs } from './block-tabs';
import { ConfirmDialog } from './confirm-dialog';
import { widgetName } from './editor-names';
import { socialPreview } from './social-preview';
import { SpanSelect } from './tabs/span-select';
import type { BlockChange } from './use-block-autosave';
import type { EditorActions } from './use-editor-actions';

/** Shown on the hovered or focused block (and always where there is no hover, and while editing). */
const REVEALED = 'opacity-100';
const ON_HOVER_OR_FOCUS =
  'opacity-0 group-hover/block:opacity-100 group-focus-within/block:opacity-100 [@media(hover:none)]:opacity-100';

const DROP_MARKER = {
  before: 'border-t-4 border-t-brand-600',
  after: 'border-b-4 border-b-brand-600',
} as const;

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
  drag: BlockDrag;
  onToggleEdit: () => void;
  onSelectTab: (tab: ContentBlockTab) => void;
  onChange: (change: BlockChange) => void;
  onAddAfter: () => void;
}

/**
 * One block in the editor: framed with its widget name; its controls (one toolbar) and drag handle
 * appear when it is hovered or holds the focus, so a long page reads calmly; its tabs in edit mode,
 * else its view.
 */
export function EditorBlock(props: EditorBlockProps) {
  const { block, editing, structureLocked, actions, drag } = props;
  const { t } = useTranslation();
  const nameId = useId();
  const [confirming, setConfirming] = useState(false);
  const name = widgetName(t, block.widgetType);
  const span = blockSettingsOf(block).layout.span;
  const reveal = editing ? REVEALED : ON_HOVER_OR_FOCUS;
  const dropSide = drag.dropSideOf(block.id);
  const controls: BlockControlItem[] = [
    {
      control: 'edit',
      label: editing ? t('pageEditor.block.done', { name }) : t('pageEditor.block.edit', { name }),
      shows: { text: editing ? t('pageEditor.block.doneShort') : t('pageEditor.block.editShort') },
      onClick: props.onToggleEdit,
      expanded: editing,
    },
    {
      control: 'moveUp',
      label: props.movesAcrossUp ? t('pageEditor.block.movePreviousSection') : t('pageEditor.block.moveUp'),
      shows: { icon: 'arrowUp' },
      onClick: () => void actions.moveBlock(block.id, -1),
      impossible: !props.canMoveUp,
      locked: structureLocked,
    },
    {
      control: 'moveDown',
      label: props.movesAcrossDown ? t('pageEditor.block.moveNextSection') : t('pageEditor.block.moveDown'),
      shows: { icon: 'arrowDown' },
      onClick: () => void actions.moveBlock(block.id, 1),
      impossible: !props.canMoveDown,
      locked: structureLocked,
    },
    {
      control: 'duplicate',
      label: t('pageEditor.block.duplicate'),
      shows: { icon: 'copy' },
      onClick: () => void actions.duplicateBlock(block.id),
      locked: structureLocked,
    },
    {
      control: 'addAfter',
      label: t('pageEditor.block.addAfter'),
      shows: { icon: 'plus' },
      onClick: props.onAddAfter,
      locked: structureLocked,
    },
    {
      control: 'delete',
      label: t('pageEditor.block.delete'),
      shows: { icon: 'trash' },
      onClick: () => setConfirming(true),
      locked: structureLocked,
    },
  ];

  return (
    <article
      aria-labelledby={nameId}
      data-block-id={block.id}
      data-block-mode={editing ? 'edit' : 'display'}
      {...drag.blockDropProps(block.id)}
      className={`group/block rounded-xl border p-3 ${editing ? 'border-brand-600 ring-2 ring-brand-100' : 'border-slate-200 hover:border-slate-400 focus-within:border-slate-400'} ${dropSide ? DROP_MARKER[dropSide] : ''}`}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-1.5">
          {/* Pointer users drag here; keyboard users have Move up and Move down in the toolbar. */}
          <span
            {...drag.handleProps(block.id)}
            aria-hidden="true"
            title={t('pageEditor.block.dragHandle', { name })}
            data-drag-handle=""
            className={`cursor-grab rounded p-1 text-slate-600 hover:bg-slate-100 active:cursor-grabbing ${reveal}`}
          >
            <Icon name="grip" className="size-4 stroke-[3]" />
          </span>
          <h3 id={nameId} className="text-sm font-semibold text-slate-800">
            {name}
          </h3>
        </div>
        <div className={reveal}>
          <BlockControls label={name} items={controls} />
        </div>
      </header>
      {props.columns > 1 && !editing && (
        <div className={`mt-2 max-w-48 text-sm ${reveal}`}>
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
          <PageBlock block={block} exhibit={false} body={socialPreview(block)} />
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
