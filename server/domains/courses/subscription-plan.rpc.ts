import { courseCalls } from '../../../common/api/course';
import { serve, servedMethods } from '../../rpc/method';
import { self } from '../../rpc/policy';
import { loadMe } from '../accounts';
import { subscriptionPlanData } from './course-creation';

/** The signed-in user's plan and the courses it still allows (read by /courses/create/). */
export const subscriptionPlanMethods = servedMethods(
  serve(courseCalls.getSubscriptionPlanData, {
    allow: self,
    load: loadMe,
    run: (db, _ctx, me) => subscriptionPlanData(db, me.userId),
  }),
);
