import type { ContentBlockTab } from '../../../common/domain/widgets';

/**
 * Which blocks are in edit mode and which tab each shows (spec §4 Page mode): blocks start in
 * display mode; a block in edit mode shows its tabs; when exactly one block is in edit mode, it
 * goes to its setup tab.
 */
export interface BlockModes {
  editing: readonly string[];
  tabs: Readonly<Record<string, ContentBlockTab>>;
}

export type BlockModeAction =
  | { type: 'open'; blockId: string }
  | { type: 'close'; blockId: string }
  | { type: 'selectTab'; blockId: string; tab: ContentBlockTab };

export const NO_BLOCK_EDITING: BlockModes = { editing: [], tabs: {} };

export function blockModesReducer(state: BlockModes, action: BlockModeAction): BlockModes {
  if (action.type === 'selectTab') return { ...state, tabs: { ...state.tabs, [action.blockId]: action.tab } };
  const editing =
    action.type === 'open'
      ? state.editing.includes(action.blockId)
        ? state.editing
        : [...state.editing, action.blockId]
      : state.editing.filter((blockId) => blockId !== action.blockId);
  const [only] = editing;
  return {
    editing,
    tabs: editing.length === 1 && only ? { ...state.tabs, [only]: 'setup' } : state.tabs,
  };
}

/** The tab a block in edit mode shows. */
export function tabOf(state: BlockModes, blockId: string): ContentBlockTab {
  return state.tabs[blockId] ?? 'setup';
}
