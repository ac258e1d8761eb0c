import { eq } from 'drizzle-orm';
import type { PageSection } from '../../../common/api/course-page';
import { BlockSettings, blockSettingsOf, sectionSettingsOf } from '../../../common/api/page-layout';
import type { Db } from '../../db/client';
import { blocks } from '../../db/schema';
import { moveInList } from '../courses';
import { contentWidgetType, storedSetupData } from './block-setup';
import { checkGallerySource } from './gallery-source';
import { blockIn, insertAt, sectionIn, withSpan, writeBlockOrder } from './layout-store';
import { SANITIZED, sanitizedSetupData } from './rich-text-storage';

/**
 * Block writes of the `layout` resource (spec §4 block create, move, resize, duplicate, delete and
 * the autosave of its tabs). Each takes the page's layout as read under the page lock and keeps
 * block positions 0..n-1 within every section it touches; spans never exceed the section's columns.
 */

const idsOf = (section: PageSection) => section.blocks.map((block) => block.id);

/** Create a block of `widgetType` at `index` of a section, with its setup data validated. */
export async function addBlock(
  db: Db,
  pageId: string,
  sections: readonly PageSection[],
  input: { sectionId: string; index: number; widgetType: string; setupData?: Record<string, unknown> },
): Promise<void> {
  const section = sectionIn(sections, input.sectionId);
  const widgetType = contentWidgetType(input.widgetType);
  const [added] = await db
    .insert(blocks)
    .values({
      pageId,
      sectionId: section.id,
      position: Math.min(input.index, section.blocks.length),
      widgetType,
      setupData: checkGallerySource(widgetType, storedSetupData(widgetType, input.setupData), sections),
      ...SANITIZED,
      settings: BlockSettings.parse({}),
    })
    .returning({ id: blocks.id });
  await writeBlockOrder(db, section.id, insertAt(idsOf(section), input.index, added!.id));
}

/** The autosave of a block: setup data replaced whole, tab settings, progress flag. */
export async function updateBlock(
  db: Db,
  sections: readonly PageSection[],
  input: {
    blockId: string;
    setupData?: Record<string, unknown>;
    settings?: BlockSettings;
    isProgressContributor?: boolean;
  },
): Promise<void> {
  const { section, block } = blockIn(sections, input.blockId);
  const columns = sectionSettingsOf(section).columns;
  await db
    .update(blocks)
    .set({
      ...(input.setupData && {
        setupData: checkGallerySource(
          block.widgetType,
          storedSetupData(contentWidgetType(block.widgetType), input.setupData),
          sections,
        ),
        ...SANITIZED,
      }),
      ...(input.settings && { settings: withSpan(input.settings, input.settings.layout.span, columns) }),
      ...(input.isProgressContributor !== undefined && {
        isProgressContributor: input.isProgressContributor,
      }),
      updatedAt: new Date(),
    })
    .where(eq(blocks.id, block.id));
}

/** Move a block to `index` of a section (its own or another of the page). */
export async function moveBlock(
  db: Db,
  sections: readonly PageSection[],
  input: { blockId: string; sectionId: string; index: number },
): Promise<void> {
  const { section: from, block } = blockIn(sections, input.blockId);
  const to = sectionIn(sections, input.sectionId);
  if (from.id === to.id) {
    await writeBlockOrder(
      db,
      to.id,
      moveInList(to.blocks, block.id, input.index).map((moved) => moved.id),
    );
    return;
  }
  await writeBlockOrder(db, to.id, insertAt(idsOf(to), input.index, block.id));
  await writeBlockOrder(
    db,
    from.id,
    idsOf(from).filter((id) => id !== block.id),
  );
  const settings = blockSettingsOf(block);
  const columns = sectionSettingsOf(to).columns;
  if (settings.layout.span > columns) {
    await db
      .update(blocks)
      .set({ settings: withSpan(settings, columns, columns) })
      .where(eq(blocks.id, block.id));
  }
}

/** Set how many of its section's columns a block spans (clamped to them). */
export async function resizeBlock(
  db: Db,
  sections: readonly PageSection[],
  input: { blockId: string; span: number },
): Promise<void> {
  const { section, block } = blockIn(sections, input.blockId);
  const settings = withSpan(blockSettingsOf(block), input.span, sectionSettingsOf(section).columns);
  await db.update(blocks).set({ settings, updatedAt: new Date() }).where(eq(blocks.id, block.id));
}

/** Copy a block (type, setup data, settings, progress flag) right after the original. */
export async function duplicateBlock(
  db: Db,
  pageId: string,
  sections: readonly PageSection[],
  blockId: string,
): Promise<void> {
  const { section, block, index } = blockIn(sections, blockId);
  const [copy] = await db
    .insert(blocks)
    .values({
      pageId,
      sectionId: section.id,
      position: index + 1,
      widgetType: block.widgetType,
      setupData: sanitizedSetupData(block.widgetType, block.setupData),
      ...SANITIZED,
      settings: block.settings,
      isProgressContributor: block.isProgressContributor,
    })
    .returning({ id: blocks.id });
  await writeBlockOrder(db, section.id, insertAt(idsOf(section), index + 1, copy!.id));
}

/** Delete a block. */
export async function deleteBlock(db: Db, sections: readonly PageSection[], blockId: string): Promise<void> {
  const { section, block } = blockIn(sections, blockId);
  await db.delete(blocks).where(eq(blocks.id, block.id));
  await writeBlockOrder(
    db,
    section.id,
    idsOf(section).filter((id) => id !== block.id),
  );
}
