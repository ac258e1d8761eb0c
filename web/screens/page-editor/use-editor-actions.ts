import { type Dispatch, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageSection } from '../../../common/api/course-page';
import type { PageLayout } from '../../../common/api/page-layout';
import type { ContentWidgetType } from '../../../common/domain/widgets';
import { type AddTarget, placeOf, stepOf } from './add-target';
import type { BlockModeAction } from './block-modes';
import { focusTargets } from './editor-focus';
import { sectionTitle, widgetName } from './editor-names';
import { starterSetupOf } from './quiz-starter-setup';
import type { usePageLayout } from './use-page-layout';

const blockIdsOf = (layout: PageLayout) =>
  new Set(layout.sections.flatMap((section) => section.blocks.map((block) => block.id)));

/** A block's section, its index there, and the block. */
function findBlock(sections: readonly PageSection[], blockId: string) {
  for (const [sectionIndex, section] of sections.entries()) {
    const index = section.blocks.findIndex((block) => block.id === blockId);
    if (index >= 0) return { section, sectionIndex, index, block: section.blocks[index]! };
  }
  return null;
}

/** The block that takes the focus when `blockId` goes: the next one on the page, else the one before. */
function neighbourOf(sections: readonly PageSection[], blockId: string): string | null {
  const order = sections.flatMap((section) => section.blocks.map((block) => block.id));
  const at = order.indexOf(blockId);
  return order[at + 1] ?? order[at - 1] ?? null;
}

/**
 * The editor's structural actions on sections and blocks, each one change of the server's layout.
 * After a block's change the focus returns to the control that acted (or the moved block's; after
 * a delete, the neighbouring block's) and `announce` says what happened, for screen readers.
 */
export function useEditorActions({
  layout,
  dispatch,
  discard,
  announce,
  focusAfter,
}: {
  layout: ReturnType<typeof usePageLayout>;
  dispatch: Dispatch<BlockModeAction>;
  discard: (blockId: string) => void;
  announce: (message: string) => void;
  /** Focuses once the changed layout is drawn (useFocusAfterChange). */
  focusAfter: (focus: () => void) => void;
}) {
  const { t } = useTranslation();
  const { change } = layout;
  const sections = layout.layout?.sections ?? [];

  return useMemo(() => {
    /** "Rich text moved to position 2 of 3 in Section 1." */
    function announceMove(saved: PageLayout, blockId: string) {
      const found = findBlock(saved.sections, blockId);
      if (!found) return;
      announce(
        t('pageEditor.announce.moved', {
          name: widgetName(t, found.block.widgetType),
          position: found.index + 1,
          count: found.section.blocks.length,
          section: sectionTitle(t, found.section, found.sectionIndex),
        }),
      );
    }

    async function moveBlockTo(
      blockId: string,
      place: { sectionId: string; index: number },
      keepFocusOn: 'moveUp' | 'moveDown' | null,
    ) {
      const saved = await change('moveBlock', { blockId, ...place });
      if (!saved) return;
      announceMove(saved, blockId);
      const other = keepFocusOn === 'moveUp' ? 'moveDown' : 'moveUp';
      if (keepFocusOn) focusAfter(focusTargets.control(blockId, [keepFocusOn, other]));
    }

    return {
      /** Adds a widget where `target` says and opens it in edit mode on its setup tab. */
      async addBlock(widgetType: ContentWidgetType, target: AddTarget | null) {
        const place = placeOf(sections, target);
        if (!place || !layout.layout) return;
        const before = blockIdsOf(layout.layout);
        // A quiz block is stored only with a valid setup: it starts from a sample question.
        const setupData = starterSetupOf(widgetType, t);
        const saved = await change('addBlock', { ...place, widgetType, ...(setupData && { setupData }) });
        const created = saved && [...blockIdsOf(saved)].find((blockId) => !before.has(blockId));
        if (created) {
          dispatch({ type: 'open', blockId: created });
          dispatch({ type: 'selectTab', blockId: created, tab: 'setup' });
          announce(t('pageEditor.announce.added', { name: widgetName(t, widgetType) }));
          // Keyboard users continue in the new block, on its selected tab.
          focusAfter(focusTargets.selectedTab(created));
        }
      },
      /** One step up or down (Move up, Move down): the focus stays on the button pressed. */
      async moveBlock(blockId: string, direction: -1 | 1) {
        const place = stepOf(sections, blockId, direction);
        if (place) await moveBlockTo(blockId, place, direction < 0 ? 'moveUp' : 'moveDown');
      },
      /** A block dropped at `place` (dragged by its handle). */
      dropBlock: (blockId: string, place: { sectionId: string; index: number }) =>
        moveBlockTo(blockId, place, null),
      resizeBlock: (blockId: string, span: number) => change('resizeBlock', { blockId, span }),
      async duplicateBlock(blockId: string) {
        const found = findBlock(sections, blockId);
        if (!found || !(await change('duplicateBlock', { blockId }))) return;
        announce(t('pageEditor.announce.duplicated', { name: widgetName(t, found.block.widgetType) }));
        focusAfter(focusTargets.control(blockId, ['duplicate']));
      },
      async deleteBlock(blockId: string) {
        const found = findBlock(sections, blockId);
        const neighbour = neighbourOf(sections, blockId);
        if (!found || !(await change('deleteBlock', { blockId }))) return;
        discard(blockId);
        dispatch({ type: 'close', blockId });
        announce(t('pageEditor.announce.deleted', { name: widgetName(t, found.block.widgetType) }));
        focusAfter(
          neighbour ? focusTargets.control(neighbour, ['edit']) : focusTargets.addBlock(found.section.id),
        );
      },
      addSection: () => change('addSection', { index: sections.length }),
      moveSection: (sectionId: string, index: number) => change('moveSection', { sectionId, index }),
      deleteSection: (sectionId: string) => change('deleteSection', { sectionId }),
    };
  }, [announce, change, discard, dispatch, focusAfter, layout.layout, sections, t]);
}

export type EditorActions = ReturnType<typeof useEditorActions>;
