import type { PageBlock } from '../../../common/api/course-page';
import type { PageLayout } from '../../../common/api/page-layout';
import type { BlockChange } from './use-block-autosave';

/** The block as the editor shows it: the saved block with the local value not yet saved over it. */
export function withLocalChange(block: PageBlock, change: BlockChange | undefined): PageBlock {
  if (!change) return block;
  return {
    ...block,
    setupData: change.setupData ?? block.setupData,
    settings: change.settings ?? block.settings,
    isProgressContributor: change.isProgressContributor ?? block.isProgressContributor,
  };
}

/**
 * `current` with block `blockId` as `answer` has it. A block save's answer replaces only that
 * block, so an answer that arrives after a later structural change cannot undo that change.
 */
export function withSavedBlock(current: PageLayout, answer: PageLayout, blockId: string): PageLayout {
  const saved = answer.sections.flatMap((section) => section.blocks).find((block) => block.id === blockId);
  if (!saved) return current;
  return {
    ...current,
    sections: current.sections.map((section) => ({
      ...section,
      blocks: section.blocks.map((block) => (block.id === blockId ? saved : block)),
    })),
  };
}
