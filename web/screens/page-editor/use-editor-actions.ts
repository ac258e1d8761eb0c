import { type Dispatch, useMemo } from 'react';
import type { PageLayout } from '../../../common/api/page-layout';
import type { ContentWidgetType } from '../../../common/domain/widgets';
import { type AddTarget, placeOf, stepOf } from './add-target';
import type { BlockModeAction } from './block-modes';
import type { usePageLayout } from './use-page-layout';

const blockIdsOf = (layout: PageLayout) =>
  new Set(layout.sections.flatMap((section) => section.blocks.map((block) => block.id)));

/** Keyboard users continue in the new block: its selected tab takes focus once it is drawn. */
function focusSelectedTab(blockId: string): void {
  requestAnimationFrame(() =>
    document
      .querySelector<HTMLElement>(`[data-block-id="${blockId}"] [role="tab"][aria-selected="true"]`)
      ?.focus(),
  );
}

/** The editor's structural actions on sections and blocks, each one change of the server's layout. */
export function useEditorActions({
  layout,
  dispatch,
  discard,
}: {
  layout: ReturnType<typeof usePageLayout>;
  dispatch: Dispatch<BlockModeAction>;
  discard: (blockId: string) => void;
}) {
  const { change } = layout;
  const sections = layout.layout?.sections ?? [];

  return useMemo(
    () => ({
      /** Adds a widget where `target` says and opens it in edit mode on its setup tab. */
      async addBlock(widgetType: ContentWidgetType, target: AddTarget | null) {
        const place = placeOf(sections, target);
        if (!place || !layout.layout) return;
        const before = blockIdsOf(layout.layout);
        const saved = await change('addBlock', { ...place, widgetType });
        const created = saved && [...blockIdsOf(saved)].find((blockId) => !before.has(blockId));
        if (created) {
          dispatch({ type: 'open', blockId: created });
          dispatch({ type: 'selectTab', blockId: created, tab: 'setup' });
          focusSelectedTab(created);
        }
      },
      moveBlock: async (blockId: string, direction: -1 | 1) => {
        const place = stepOf(sections, blockId, direction);
        if (place) await change('moveBlock', { blockId, ...place });
      },
      resizeBlock: (blockId: string, span: number) => change('resizeBlock', { blockId, span }),
      duplicateBlock: (blockId: string) => change('duplicateBlock', { blockId }),
      async deleteBlock(blockId: string) {
        if (await change('deleteBlock', { blockId })) {
          discard(blockId);
          dispatch({ type: 'close', blockId });
        }
      },
      addSection: () => change('addSection', { index: sections.length }),
      moveSection: (sectionId: string, index: number) => change('moveSection', { sectionId, index }),
      deleteSection: (sectionId: string) => change('deleteSection', { sectionId }),
    }),
    [change, discard, dispatch, layout.layout, sections],
  );
}

export type EditorActions = ReturnType<typeof useEditorActions>;
