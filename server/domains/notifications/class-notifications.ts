import type { Db } from '../../db/client';
import type { Hook } from '../../modules/hook';
import type { RequestContext } from '../../rpc/context';
import type { enrolmentApproved } from '../classes';
import { notifyCandidates } from './notification-hooks';

type Approval = typeof enrolmentApproved extends Hook<infer Args> ? Args[0] : never;

/** An approved request to join tells the learner, linking to the course. */
export async function onEnrolmentApproved(db: Db, ctx: RequestContext, approval: Approval): Promise<void> {
  await notifyCandidates(
    db,
    ctx,
    {
      actorId: approval.approverId,
      courseId: approval.courseId,
      cohortId: approval.cohortId,
      targetUrl: `/courses/${encodeURIComponent(approval.coursePath)}/`,
      sourceId: `enrolment:${approval.cohortId}`,
      excerpt: '',
    },
    [{ userId: approval.userId, event: 'enrolment_approved' }],
  );
}
