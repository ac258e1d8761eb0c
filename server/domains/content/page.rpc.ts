import { pageCalls } from '../../../common/api/page-admin';
import { mergeMethods, resource, serve, servedMethods } from '../../rpc/method';
import { loadOutlineCourse } from '../courses';
import { loadEditablePage } from './page-access';
import { createPage, loadPageCreation } from './page-create';
import { checkPath } from './page-path-check';
import { pageRevisionMethods } from './page-revisions.rpc';
import { deletePageWithThumbnail, readPageSettings, updatePageSettings } from './page-settings';
import { checkPathsOf, createPageIn, writeNamedPage } from './policy';

/** Page creation (page helper: blank, template, copy) and the path check of its details step, by the course in the input. */
const pageCreateMethods = servedMethods(
  serve(pageCalls.create, {
    allow: createPageIn,
    load: loadPageCreation,
    run: (db, ctx, target, input) => createPage(db, ctx, target, input),
  }),
  serve(pageCalls.checkPath, {
    allow: checkPathsOf,
    load: (db, ctx, _id, input) => loadOutlineCourse(db, ctx, input.coursePath),
    run: (db, _ctx, course, input) => checkPath(db, course.id, input.path, input.pageId),
  }),
);

/** The page settings modal: read, save (title, path, thumbnail removal), delete. */
const pageSettingsMethods = servedMethods(
  serve(pageCalls.getPageSettings, {
    allow: writeNamedPage,
    load: loadEditablePage,
    run: (db, _ctx, page) => readPageSettings(db, page),
  }),
  serve(pageCalls.updatePageSettings, {
    allow: writeNamedPage,
    load: loadEditablePage,
    // Its own transaction, so a removed thumbnail's file is deleted only after the commit.
    transaction: false,
    run: (db, ctx, page, input) => updatePageSettings(db, ctx.deps.storage, page, input),
  }),
  serve(pageCalls.deletePage, {
    allow: writeNamedPage,
    load: loadEditablePage,
    transaction: false,
    run: (db, ctx, page) => deletePageWithThumbnail(db, ctx.deps.storage, page),
  }),
);

/**
 * Pages addressed by id (spec §3 Page record; §4 page settings and page helper modals): create,
 * path check, settings, delete and revisions. Every method needs write permission on the page's
 * course (common/api/page-admin.ts; the rules in policy.ts).
 */
export const pageResource = resource(
  'page',
  mergeMethods(pageCreateMethods, pageSettingsMethods, pageRevisionMethods),
);
