import { membershipCalls } from '../../../common/api/membership';
import { serve, servedMethods } from '../../rpc/method';
import { loadClass } from './class-access';
import { readCohortSchedule } from './class-schedule';
import { readClass } from './policy';

/** Reads of a class for its members: methods of the `cohort` resource (merged in cohort.rpc.ts). */
export const classReadMethods = servedMethods(
  serve(membershipCalls.getCohortSchedule, {
    allow: readClass,
    load: loadClass,
    run: (db, ctx, cohort) => readCohortSchedule(db, cohort, ctx.actor.userId),
  }),
);
