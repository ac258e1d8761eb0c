import { z } from 'zod';
import type { PageSection } from '../../../common/api/course-page';
import {
  AddBlockInput,
  AddSectionInput,
  BlockRefInput,
  DeleteSectionInput,
  MigrateLayoutInput,
  MoveBlockInput,
  MoveSectionInput,
  type PageLayout,
  ResizeBlockInput,
  SectionSettings,
  UpdateBlockInput,
  UpdateSectionSettingsInput,
} from '../../../common/api/page-layout';
import type { Db } from '../../db/client';
import { method, resource } from '../../rpc/method';
import { addBlock, deleteBlock, duplicateBlock, moveBlock, resizeBlock, updateBlock } from './layout-blocks';
import {
  addSection,
  deleteSection,
  migrateLayout,
  moveSection,
  updateSectionSettings,
} from './layout-sections';
import { type EditablePage, loadEditablePage, lockPage, mayWritePage } from './page-access';
import { sectionsForReader } from './page-blocks';
import { recordRevision } from './page-revisions-store';
import { readStoredSections } from './page-sections';

/** What a layout change is given: the page, its layout as read under the page lock, the input. */
type LayoutChange<Input> = (
  db: Db,
  page: EditablePage,
  sections: PageSection[],
  input: Input,
) => Promise<void>;

/**
 * A layout write addressed by page id: lock the page, read its layout, change it, record the new
 * revision (in the same transaction) and answer the layout as saved.
 */
function layoutWrite<Input extends z.ZodType>(input: Input, change: LayoutChange<z.output<Input>>) {
  return method({
    input,
    allow: mayWritePage,
    load: loadEditablePage,
    run: async (db, ctx, page: EditablePage, args): Promise<PageLayout> => {
      await lockPage(db, page.id);
      await change(db, page, await readStoredSections(db, page.id), args);
      return recordRevision(db, page.id, ctx.actor.userId);
    },
  });
}

/**
 * The `layout` resource (common/api/page-layout.ts): a page's sections and blocks, read and
 * changed by the page editor. Only those who may write the page's course reach it.
 */
export const layoutResource = resource('layout', {
  read: {
    getLayout: method({
      input: z.object({}),
      allow: mayWritePage,
      load: loadEditablePage,
      run: async (db, _ctx, page: EditablePage): Promise<PageLayout> => ({
        pageId: page.id,
        // Every page gets a first revision when it is created; an empty id only for one made otherwise.
        revisionId: page.revisionId ?? '',
        sections: sectionsForReader(await readStoredSections(db, page.id)),
      }),
    }),
  },
  update: {
    updateSectionSettings: layoutWrite(UpdateSectionSettingsInput, (db, _page, sections, input) =>
      updateSectionSettings(db, sections, input.sectionId, input.settings),
    ),
    addSection: layoutWrite(AddSectionInput, (db, page, sections, input) =>
      addSection(db, page.id, sections, input.index, input.settings ?? SectionSettings.parse({})),
    ),
    moveSection: layoutWrite(MoveSectionInput, (db, _page, sections, input) =>
      moveSection(db, sections, input.sectionId, input.index),
    ),
    deleteSection: layoutWrite(DeleteSectionInput, (db, _page, sections, input) =>
      deleteSection(db, sections, input.sectionId),
    ),
    addBlock: layoutWrite(AddBlockInput, (db, page, sections, input) =>
      addBlock(db, page.id, sections, input),
    ),
    updateBlock: layoutWrite(UpdateBlockInput, (db, _page, sections, input) =>
      updateBlock(db, sections, input),
    ),
    moveBlock: layoutWrite(MoveBlockInput, (db, _page, sections, input) => moveBlock(db, sections, input)),
    resizeBlock: layoutWrite(ResizeBlockInput, (db, _page, sections, input) =>
      resizeBlock(db, sections, input),
    ),
    duplicateBlock: layoutWrite(BlockRefInput, (db, page, sections, input) =>
      duplicateBlock(db, page.id, sections, input.blockId),
    ),
    deleteBlock: layoutWrite(BlockRefInput, (db, _page, sections, input) =>
      deleteBlock(db, sections, input.blockId),
    ),
    migrateLayout: layoutWrite(MigrateLayoutInput, (db, _page, sections, input) =>
      migrateLayout(db, sections, input.columns),
    ),
  },
});
