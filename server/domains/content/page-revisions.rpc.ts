import { RevisionListInput, RevisionRefInput } from '../../../common/api/page-admin';
import type { PageLayout } from '../../../common/api/page-layout';
import { method, type ResourceMethods } from '../../rpc/method';
import { type EditablePage, loadEditablePage, lockPage, mayWritePage } from './page-access';
import { listRevisions, previewRevision, restoreSnapshot } from './page-revisions';
import { recordRevision } from './page-revisions-store';

/**
 * A page's revisions (spec §4 history): the list, one revision's preview, and restoring one as a
 * new revision. Methods of the `page` resource (page.rpc.ts merges them), for its editors only.
 */
export const pageRevisionMethods: ResourceMethods = {
  read: {
    getRevisions: method({
      input: RevisionListInput,
      allow: mayWritePage,
      load: loadEditablePage,
      run: (db, _ctx, page: EditablePage, input) => listRevisions(db, page, input),
    }),
    getRevision: method({
      input: RevisionRefInput,
      allow: mayWritePage,
      load: loadEditablePage,
      run: (db, _ctx, page: EditablePage, input) => previewRevision(db, page, input.revisionId),
    }),
  },
  update: {
    restoreRevision: method({
      input: RevisionRefInput,
      allow: mayWritePage,
      load: loadEditablePage,
      run: async (db, ctx, page: EditablePage, input): Promise<PageLayout> => {
        await lockPage(db, page.id);
        await restoreSnapshot(db, page, input.revisionId);
        return recordRevision(db, page.id, ctx.actor.userId, input.revisionId);
      },
    }),
  },
};
