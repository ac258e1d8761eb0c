import { z } from 'zod';
import { self } from '../../rpc/actor';
import { method, type ResourceMethods } from '../../rpc/method';
import { loadMe } from '../accounts';
import { subscriptionPlanData } from './course-creation';

/** The signed-in user's plan and the courses it still allows (read by /courses/create/). */
export const subscriptionPlanMethods: ResourceMethods = {
  read: {
    getSubscriptionPlanData: method({
      input: z.object({}),
      allow: self,
      load: loadMe,
      run: (db, _ctx, me) => subscriptionPlanData(db, me.userId),
    }),
  },
};
