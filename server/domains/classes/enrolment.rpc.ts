import { enrolmentCalls } from '../../../common/api/enrolment';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../rpc/context';
import { serve, servedMethods } from '../../rpc/method';
import { loadClass } from './class-access';
import { enrolmentApproved } from './class-hooks';
import { underCodeAttemptLimits } from './code-attempts';
import { decideEnrolment, listPendingEnrolments } from './enrolment-approval';
import { listEnrollableClasses } from './enrolment-classes';
import { generateEnrolmentCodes, listEnrolmentCodeBatches } from './enrolment-codes';
import { joinClass, listJoinableClasses, manageClass, teachClass } from './policy';
import { enrol } from './self-enrolment';
import { loadReaderCourse } from './visible-course';

/** The class named in the input (`cohortPath`), with the caller's roles and enrolment. */
const namedClass = (db: Db, ctx: RequestContext, _id: string, input: { cohortPath: string }) =>
  loadClass(db, ctx, input.cohortPath);

/**
 * Enrolment methods of the `cohort` resource: joining a class (open, access code, approval,
 * invitation, voucher), vouchers for its managers, approval of requests by its teachers, and the
 * classes a course's visitors may join.
 */
export const enrolmentMethods = servedMethods(
  serve(enrolmentCalls.listEnrolmentCodeBatches, {
    allow: manageClass,
    load: loadClass,
    run: (db, _ctx, cohort) => listEnrolmentCodeBatches(db, cohort.id),
  }),
  serve(enrolmentCalls.listPendingEnrolments, {
    allow: teachClass,
    load: loadClass,
    run: (db, _ctx, cohort) => listPendingEnrolments(db, cohort.id),
  }),
  serve(enrolmentCalls.listEnrollableClasses, {
    allow: listJoinableClasses,
    load: (db, ctx, _id, input) => loadReaderCourse(db, ctx.actor, input.coursePath),
    run: (db, ctx, course) => listEnrollableClasses(db, ctx.actor, course),
  }),
  serve(enrolmentCalls.generateEnrolmentCodes, {
    allow: manageClass,
    load: loadClass,
    run: (db, ctx, cohort, input) => generateEnrolmentCodes(db, cohort.id, ctx.actor.userId, input),
  }),
  serve(enrolmentCalls.decideEnrolment, {
    allow: teachClass,
    load: loadClass,
    run: async (db, ctx, cohort, input) => {
      const { userId, ...decided } = await decideEnrolment(db, ctx.actor.userId, cohort, input);
      if (decided.status === 'active') {
        await ctx.hooks.emit(enrolmentApproved, db, ctx, {
          userId,
          approverId: ctx.actor.userId,
          cohortId: cohort.id,
          cohortPath: cohort.path,
          courseId: cohort.courseId,
          coursePath: cohort.coursePath,
        });
      }
      return decided;
    },
  }),
  serve(enrolmentCalls.enrol, {
    allow: joinClass,
    load: namedClass,
    // The counts of wrong codes must outlive the failed attempt's rollback (code-attempts.ts).
    transaction: false,
    run: (db, ctx, cohort, input) => {
      const attempt = () =>
        db.transaction((tx) => enrol(tx as unknown as Db, ctx.actor.userId, cohort, input));
      const triesCode = input.accessCode !== undefined || input.enrolmentCode !== undefined;
      return triesCode ? underCodeAttemptLimits(db, ctx, attempt) : attempt();
    },
  }),
);
