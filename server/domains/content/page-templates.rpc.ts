import { pageTemplateCalls } from '../../../common/api/page-admin';
import { resource, serve, servedMethods } from '../../rpc/method';
import { signedIn } from '../../rpc/policy';
import { loadEditablePage } from './page-access';
import { snapshotOf } from './page-revisions-store';
import { readStoredSections } from './page-sections';
import {
  deleteTemplate,
  listTemplates,
  loadVisibleTemplate,
  saveTemplate,
  templatePreview,
} from './page-template-store';
import { ownsTemplate, writeNamedPage } from './policy';

/**
 * Page templates (spec §4 page helper: templates list, preview): the starter set shipped with the
 * product and the templates creators save from their own pages. A template someone else saved is
 * never found (loadVisibleTemplate).
 */
export const pageTemplateResource = resource(
  'pageTemplate',
  servedMethods(
    serve(pageTemplateCalls.create, {
      // The page to save from is named in the input.
      allow: writeNamedPage,
      load: (db, ctx, _id, input) => loadEditablePage(db, ctx, input.pageId),
      run: async (db, ctx, page, input) => {
        const snapshot = snapshotOf(await readStoredSections(db, page.id));
        return saveTemplate(db, ctx.actor.userId, input, snapshot);
      },
    }),
    serve(pageTemplateCalls.getTemplate, {
      allow: signedIn,
      load: loadVisibleTemplate,
      run: async (_db, _ctx, template) => templatePreview(template),
    }),
    serve(pageTemplateCalls.listTemplates, {
      allow: signedIn,
      run: (db, ctx) => listTemplates(db, ctx.actor.userId),
    }),
    serve(pageTemplateCalls.deleteTemplate, {
      allow: ownsTemplate,
      load: loadVisibleTemplate,
      run: (db, _ctx, template) => deleteTemplate(db, template.id),
    }),
  ),
);
