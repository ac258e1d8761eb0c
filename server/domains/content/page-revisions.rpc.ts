import { pageCalls } from '../../../common/api/page-admin';
import { serve, servedMethods } from '../../rpc/method';
import { loadEditablePage, lockPage } from './page-access';
import { listRevisions, previewRevision, restoreSnapshot } from './page-revisions';
import { recordRevision } from './page-revisions-store';
import { writeNamedPage } from './policy';

/**
 * A page's revisions (spec §4 history): the list, one revision's preview, and restoring one as a
 * new revision. Methods of the `page` resource (page.rpc.ts merges them), for its editors only.
 */
export const pageRevisionMethods = servedMethods(
  serve(pageCalls.getRevisions, {
    allow: writeNamedPage,
    load: loadEditablePage,
    run: (db, _ctx, page, input) => listRevisions(db, page, input),
  }),
  serve(pageCalls.getRevision, {
    allow: writeNamedPage,
    load: loadEditablePage,
    run: (db, _ctx, page, input) => previewRevision(db, page, input.revisionId),
  }),
  serve(pageCalls.restoreRevision, {
    allow: writeNamedPage,
    load: loadEditablePage,
    run: async (db, ctx, page, input) => {
      await lockPage(db, page.id);
      await restoreSnapshot(db, page, input.revisionId);
      return recordRevision(db, page.id, ctx.actor.userId, input.revisionId);
    },
  }),
);
