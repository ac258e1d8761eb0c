import type { Db } from '../../db/client';
import type { Hook } from '../../modules/hook';
import type { RequestContext } from '../../rpc/context';
import type { workMarked } from '../assessment';
import { notifyCandidates } from './notification-hooks';

type Marking = typeof workMarked extends Hook<infer Args> ? Args[0] : never;

/** Work marked or returned tells its learner, linking to the page it was done on. */
export async function onWorkMarked(db: Db, ctx: RequestContext, marking: Marking): Promise<void> {
  await notifyCandidates(
    db,
    ctx,
    {
      actorId: marking.markerId,
      courseId: marking.courseId,
      cohortId: marking.cohortId,
      targetUrl: `/courses/${encodeURIComponent(marking.coursePath)}/${encodeURIComponent(marking.pagePath)}/`,
      // Each marking is news: a returned piece marked later tells the learner again.
      sourceId: `work:${marking.attemptId}:${marking.markedAt}`,
      excerpt: '',
    },
    [{ userId: marking.learnerId, event: marking.returned ? 'work_returned' : 'work_marked' }],
  );
}
