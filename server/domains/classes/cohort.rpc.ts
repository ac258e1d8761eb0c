import { cohortCalls } from '../../../common/api/cohort';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../rpc/context';
import { mergeMethods, resource, serve, servedMethods } from '../../rpc/method';
import { loadOutlineCourse } from '../courses';
import { refuseShortNewAccessCode } from './access-code-rule';
import { loadClass } from './class-access';
import { createClassInCourse } from './class-creation';
import { deleteClass, setDefaultClass } from './class-default';
import { listClasses } from './class-list';
import { classReadMethods } from './class-reads.rpc';
import {
  readClass,
  setEnrolmentCloseDate,
  setLearnersCreateGroups,
  updateAssessment,
  updateClass,
} from './class-settings';
import { listStaff, removeStaff } from './class-staff';
import { enrolmentMethods } from './enrolment.rpc';
import { invitationMethods } from './invitations.rpc';
import { administerClassCourse, createClassIn, listClassesOf, manageClass, teachClass } from './policy';
import {
  cancelStaffInvitation,
  inviteStaff,
  listStaffInvitations,
  resendStaffInvitation,
} from './staff-invitations';

// Every class-scoped method addresses the class by its path, with the caller's roles read alongside.
const byPath = (db: Db, ctx: RequestContext, path: string) => loadClass(db, ctx, path);

/** The course named in the input (`coursePath`), with the caller's role in it. */
const namedCourse = (db: Db, ctx: RequestContext, _id: string, input: { coursePath: string }) =>
  loadOutlineCourse(db, ctx, input.coursePath);

/** Classes and their settings, default and staff (spec §3 Cohort, §4 cohort staff roles). */
const classMethods = servedMethods(
  serve(cohortCalls.create, {
    allow: createClassIn,
    load: namedCourse,
    run: (db, ctx, course, input) => createClassInCourse(db, ctx.actor.userId, course, input),
  }),
  serve(cohortCalls.getClass, {
    allow: teachClass,
    load: byPath,
    run: (db, ctx, cohort) => readClass(db, ctx.actor, cohort),
  }),
  serve(cohortCalls.listStaff, {
    allow: teachClass,
    load: byPath,
    run: (db, _ctx, cohort) => listStaff(db, cohort),
  }),
  serve(cohortCalls.listClasses, {
    allow: listClassesOf,
    load: namedCourse,
    run: (db, ctx, course) => listClasses(db, ctx.actor, course),
  }),
  serve(cohortCalls.updateClass, {
    allow: manageClass,
    load: byPath,
    run: async (db, ctx, cohort, input) => {
      await refuseShortNewAccessCode(db, cohort, input.accessCode);
      return updateClass(db, ctx.actor, cohort, input);
    },
  }),
  serve(cohortCalls.setLearnersCreateGroups, {
    allow: manageClass,
    load: byPath,
    run: (db, ctx, cohort, input) =>
      setLearnersCreateGroups(db, ctx.actor, cohort, input.learnersCreateGroups),
  }),
  serve(cohortCalls.updateAssessment, {
    allow: manageClass,
    load: byPath,
    run: (db, ctx, cohort, input) => updateAssessment(db, ctx.actor, cohort, input),
  }),
  serve(cohortCalls.setEnrolmentCloseDate, {
    allow: manageClass,
    load: byPath,
    run: (db, ctx, cohort, input) => setEnrolmentCloseDate(db, ctx.actor, cohort, input.enrolmentCloseDate),
  }),
  serve(cohortCalls.setDefaultClass, {
    allow: administerClassCourse,
    load: byPath,
    run: (db, _ctx, cohort) => setDefaultClass(db, cohort),
  }),
  serve(cohortCalls.listStaffInvitations, {
    allow: manageClass,
    load: byPath,
    run: (db, _ctx, cohort) => listStaffInvitations(db, cohort.id),
  }),
  serve(cohortCalls.addStaff, {
    allow: manageClass,
    load: byPath,
    // The mailer opens the transaction, so the mail it queues commits with the invitation.
    transaction: false,
    run: (db, ctx, cohort, input) => inviteStaff(db, ctx, cohort, input.email, input.role),
  }),
  serve(cohortCalls.resendStaffInvitation, {
    allow: manageClass,
    load: byPath,
    transaction: false,
    run: (db, ctx, cohort, input) => resendStaffInvitation(db, ctx, cohort, input.invitationId),
  }),
  serve(cohortCalls.cancelStaffInvitation, {
    allow: manageClass,
    load: byPath,
    run: (db, _ctx, cohort, input) => cancelStaffInvitation(db, cohort, input.invitationId),
  }),
  serve(cohortCalls.removeStaff, {
    allow: manageClass,
    load: byPath,
    run: (db, _ctx, cohort, input) => removeStaff(db, cohort, input.userId, input.role),
  }),
  serve(cohortCalls.deleteClass, {
    allow: administerClassCourse,
    load: byPath,
    run: (db, _ctx, cohort) => deleteClass(db, cohort),
  }),
);

/**
 * The `cohort` resource: the class methods here, merged with the method groups of enrolment
 * (enrolment.rpc.ts), invitations (invitations.rpc.ts), class reads (class-reads.rpc.ts) and
 * students (learning's students.rpc.ts).
 */
export const cohortResource = resource(
  'cohort',
  mergeMethods(classMethods, enrolmentMethods, invitationMethods, classReadMethods),
  (created) => (created as { path: string }).path,
);
