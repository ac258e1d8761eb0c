import type { z } from 'zod';
import type { Contract } from '../../../common/api/contract';
import {
  type LayoutWriteName,
  layoutCalls,
  type PageLayout,
  type PageSection,
  SectionSettings,
} from '../../../common/api/page-layout';
import type { Db } from '../../db/client';
import { resource, serve, servedMethods } from '../../rpc/method';
import { addBlock, deleteBlock, duplicateBlock, moveBlock, resizeBlock, updateBlock } from './layout-blocks';
import {
  addSection,
  deleteSection,
  migrateLayout,
  moveSection,
  updateSectionSettings,
} from './layout-sections';
import { type EditablePage, loadEditablePage, lockPage } from './page-access';
import { sectionsForReader } from './page-blocks';
import { recordRevision } from './page-revisions-store';
import { readStoredSections } from './page-sections';
import { writeNamedPage } from './policy';

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
function layoutWrite<Input extends z.ZodType>(
  call: Contract<Input, typeof PageLayout, 'update', 'layout', LayoutWriteName>,
  change: LayoutChange<z.output<Input>>,
) {
  return serve(call, {
    allow: writeNamedPage,
    load: loadEditablePage,
    run: async (db, ctx, page, args) => {
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
export const layoutResource = resource(
  'layout',
  servedMethods(
    serve(layoutCalls.getLayout, {
      allow: writeNamedPage,
      load: loadEditablePage,
      run: async (db, _ctx, page) => ({
        pageId: page.id,
        // Every page gets a first revision when it is created; an empty id only for one made otherwise.
        revisionId: page.revisionId ?? '',
        sections: sectionsForReader(await readStoredSections(db, page.id)),
      }),
    }),
    layoutWrite(layoutCalls.updateSectionSettings, (db, _page, sections, input) =>
      updateSectionSettings(db, sections, input.sectionId, input.settings),
    ),
    layoutWrite(layoutCalls.addSection, (db, page, sections, input) =>
      addSection(db, page.id, sections, input.index, input.settings ?? SectionSettings.parse({})),
    ),
    layoutWrite(layoutCalls.moveSection, (db, _page, sections, input) =>
      moveSection(db, sections, input.sectionId, input.index),
    ),
    layoutWrite(layoutCalls.deleteSection, (db, _page, sections, input) =>
      deleteSection(db, sections, input.sectionId),
    ),
    layoutWrite(layoutCalls.addBlock, (db, page, sections, input) => addBlock(db, page.id, sections, input)),
    layoutWrite(layoutCalls.updateBlock, (db, _page, sections, input) => updateBlock(db, sections, input)),
    layoutWrite(layoutCalls.moveBlock, (db, _page, sections, input) => moveBlock(db, sections, input)),
    layoutWrite(layoutCalls.resizeBlock, (db, _page, sections, input) => resizeBlock(db, sections, input)),
    layoutWrite(layoutCalls.duplicateBlock, (db, page, sections, input) =>
      duplicateBlock(db, page.id, sections, input.blockId),
    ),
    layoutWrite(layoutCalls.deleteBlock, (db, _page, sections, input) =>
      deleteBlock(db, sections, input.blockId),
    ),
    layoutWrite(layoutCalls.migrateLayout, (db, _page, sections, input) =>
      migrateLayout(db, sections, input.columns),
    ),
  ),
);
