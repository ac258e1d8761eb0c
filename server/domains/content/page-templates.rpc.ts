import { z } from 'zod';
import { SaveTemplateInput } from '../../../common/api/page-admin';
import type { Actor } from '../../rpc/actor';
import { method, resource } from '../../rpc/method';
import { signedIn } from '../../rpc/policy';
import { snapshotOf } from './page-revisions-store';
import { readStoredSections } from './page-sections';
import {
  deleteTemplate,
  type LoadedTemplate,
  listTemplates,
  loadVisibleTemplate,
  saveTemplate,
  templatePreview,
} from './page-template-store';
import { loadWritablePage } from './write-access';

/** Only the owner deletes a saved template; starter templates have none, so nobody does. */
const ownsTemplate = (actor: Actor, template: LoadedTemplate): boolean =>
  template.ownerId !== null && template.ownerId === actor.userId;

/**
 * Page templates (spec §4 page helper: templates list, preview): the starter set shipped with the
 * product and the templates creators save from their own pages. A template someone else saved is
 * never found.
 */
export const pageTemplateResource = resource('pageTemplate', {
  create: method({
    input: SaveTemplateInput,
    allow: signedIn,
    run: async (db, ctx, _loaded, input) => {
      const page = await loadWritablePage(db, ctx, input.pageId);
      const snapshot = snapshotOf(await readStoredSections(db, page.id));
      return saveTemplate(db, ctx.actor.userId!, input, snapshot);
    },
  }),
  read: {
    getTemplate: method({
      input: z.object({}),
      allow: signedIn,
      load: loadVisibleTemplate,
      run: async (_db, _ctx, template: LoadedTemplate) => templatePreview(template),
    }),
  },
  lookup: {
    listTemplates: method({
      input: z.object({}),
      allow: signedIn,
      run: (db, ctx) => listTemplates(db, ctx.actor.userId!),
    }),
  },
  delete: {
    deleteTemplate: method({
      input: z.object({}),
      allow: ownsTemplate,
      load: loadVisibleTemplate,
      run: (db, _ctx, template: LoadedTemplate) => deleteTemplate(db, template.id),
    }),
  },
});
