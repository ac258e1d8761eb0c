import { z } from 'zod';
import { CheckPathInput, CreatePageInput, PageSettingsInput } from '../../../common/api/page-admin';
import { mergeMethods, method, type ResourceMethods, resource } from '../../rpc/method';
import { signedIn } from '../../rpc/policy';
import { type EditablePage, loadEditablePage, mayWritePage } from './page-access';
import { createPage } from './page-create';
import { checkPath } from './page-path-check';
import { pageRevisionMethods } from './page-revisions.rpc';
import { deletePageWithThumbnail, readPageSettings, updatePageSettings } from './page-settings';
import { loadWritableCourse } from './write-access';

/** Page creation (page helper: blank, template, copy) and the path check of its details step. */
const pageCreateMethods: ResourceMethods = {
  // No path id to load: the course named in the input is checked inside.
  create: method({
    input: CreatePageInput,
    allow: signedIn,
    run: (db, ctx, _loaded, input) => createPage(db, ctx, input),
  }),
  lookup: {
    checkPath: method({
      input: CheckPathInput,
      allow: signedIn,
      run: async (db, ctx, _loaded, input) => {
        const course = await loadWritableCourse(db, ctx, input.coursePath, { hideReadOnly: true });
        return checkPath(db, course.id, input.path, input.pageId);
      },
    }),
  },
};

/** The page settings modal: read, save (title, path, thumbnail removal), delete. */
const pageSettingsMethods: ResourceMethods = {
  read: {
    getPageSettings: method({
      input: z.object({}),
      allow: mayWritePage,
      load: loadEditablePage,
      run: (db, _ctx, page: EditablePage) => readPageSettings(db, page),
    }),
  },
  update: {
    updatePageSettings: method({
      input: PageSettingsInput,
      allow: mayWritePage,
      load: loadEditablePage,
      // Its own transaction, so a removed thumbnail's file is deleted only after the commit.
      transaction: false,
      run: (db, ctx, page: EditablePage, input) => updatePageSettings(db, ctx.deps.storage, page, input),
    }),
  },
  delete: {
    deletePage: method({
      input: z.object({}),
      allow: mayWritePage,
      load: loadEditablePage,
      transaction: false,
      run: (db, ctx, page: EditablePage) => deletePageWithThumbnail(db, ctx.deps.storage, page),
    }),
  },
};

/**
 * Pages addressed by id (spec §3 Page record; §4 page settings and page helper modals): create,
 * path check, settings, delete and revisions. Every method needs write permission on the page's
 * course (common/api/page-admin.ts).
 */
export const pageResource = resource(
  'page',
  mergeMethods(pageCreateMethods, pageSettingsMethods, pageRevisionMethods),
);
