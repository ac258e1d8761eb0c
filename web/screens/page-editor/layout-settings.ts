import type { PageBlock, PageSection } from '../../../common/api/course-page';
import { BlockSettings, type PageLayout, SectionSettings } from '../../../common/api/page-layout';
import type { BlockChange } from './use-block-autosave';

/** A section's settings with the defaults filled in (older or partial rows included). */
export function sectionSettingsOf(section: PageSection): SectionSettings {
  const parsed = SectionSettings.safeParse(section.settings);
  return parsed.success ? parsed.data : SectionSettings.parse({});
}

/** A block's tab settings with the defaults filled in. */
export function blockSettingsOf(block: PageBlock): BlockSettings {
  const parsed = BlockSettings.safeParse(block.settings);
  return parsed.success ? parsed.data : BlockSettings.parse({});
}

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

/** How many columns a block spans in its section (its span, never more than the section has). */
export function spanOf(block: PageBlock, columns: number): number {
  return Math.min(blockSettingsOf(block).layout.span, columns);
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
