import type { z } from 'zod';
import type { AnyContract } from '../../../common/api/contract';
import {
  type InstitutionCourse,
  type InstitutionSettings,
  institutionCalls,
  type Membership,
  type TeamMember,
} from '../../../common/api/institution';
import type { SignedInActor } from '../../rpc/actor';
import { resource, serve, servedMethods } from '../../rpc/method';
import { anyone, isStaffActor, type Policy, self, signedIn } from '../../rpc/policy';
import { hitRateLimit } from '../../security/rate-limit';
import { loadMe } from '../accounts';
import { completionReportMethods } from './completion-report.rpc';
import { customDomainMethods } from './custom-domain.rpc';
import {
  addInstitutionCourse,
  archiveInstitutionCourse,
  readAddableCourses,
  readInstitutionCourses,
  removeInstitutionCourse,
} from './institution-courses';
import { createInstitution, INSTITUTIONS_PER_USER } from './institution-create';
import {
  acceptInvitation,
  declineInvitation,
  findInvitation,
  previewOf,
} from './institution-invitation-answer';
import { inviteMembers, readPendingInvitations, revokeInvitation } from './institution-invitations';
import {
  readMembers,
  readMembership,
  removeMember,
  setLearnerLimit,
  updateAutoMembership,
} from './institution-membership';
import { institutionPortfolioMethod } from './institution-portfolio';
import { type LoadedInstitution, settingsOf } from './institution-record';
import { updateSettings } from './institution-settings';
import { surveyMethods } from './institution-survey.rpc';
import { addAdministrator, readTeam, removeAdministrator, transferOwnership } from './institution-team';
import {
  readEnrolledInstitutions,
  readFeaturedInstitutions,
  readListedInstitutions,
} from './listed-institutions';
import { readInstitutionRoles, readMyInstitutions } from './my-institutions';
import { type OnInstitution, onInstitution } from './on-institution';
import { answerOwnInvitation, ownInstitution, runInstitution, setInstitutionLimits } from './policy';
import { portalFlagMethods } from './portal.rpc';
import { portalQualificationMethods } from './portal-qualifications';
import { studentDataMethods } from './student-data.rpc';
import { usageMethods } from './usage.rpc';

/** A method on the invitation whose token the input carries, for the invited address alone. */
const onInvitation = (
  call: typeof institutionCalls.acceptInvitation | typeof institutionCalls.declineInvitation,
  answer: typeof acceptInvitation,
) =>
  serve(call, {
    allow: answerOwnInvitation,
    // A call's input is decoded before load: only a check of the policies alone comes without a token.
    load: async (db, ctx, _id, input) =>
      input.token ? findInvitation(db, ctx.actor.userId, input.token) : undefined,
    run: (db, ctx, invitation) => answer(db, invitation, ctx.actor.userId),
  });

/** A change to the institution, answered with `answer` read after it. */
function changeThen<Call extends AnyContract>(
  call: Call,
  change: OnInstitution<z.output<Call['input']>, unknown>,
  answer: OnInstitution<unknown, z.input<Call['output']>>,
  allow?: Policy<LoadedInstitution, SignedInActor>,
) {
  return onInstitution(
    call,
    async (db, ctx, institution, input) => {
      await change(db, ctx, institution, input);
      return answer(db, ctx, institution, undefined);
    },
    allow,
  );
}

const team: OnInstitution<unknown, TeamMember[]> = (db, _ctx, institution) => readTeam(db, institution.path);
const courseList: OnInstitution<unknown, InstitutionCourse[]> = (db, _ctx, institution) =>
  readInstitutionCourses(db, institution.id);
const membership: OnInstitution<unknown, Membership> = (db, ctx, institution) =>
  readMembership(db, institution, isStaffActor(ctx.actor));

/**
 * The `institute` resource (id: the institution's path): creating one, its settings, its team, its
 * courses, its members and its portal's flags.
 */
export const instituteResource = resource(
  'institute',
  servedMethods(
    serve(institutionCalls.create, {
      allow: signedIn,
      run: async (db, ctx, _loaded, input) => {
        await hitRateLimit(db, INSTITUTIONS_PER_USER, ctx.actor.userId);
        return settingsOf(await createInstitution(db, ctx.actor.userId, input));
      },
    }),
    onInstitution(institutionCalls.settings, async (_db, _ctx, institution) => settingsOf(institution)),
    onInstitution(institutionCalls.updateSettings, (db, _ctx, institution, input) =>
      updateSettings(db, institution, input),
    ),
    onInstitution(institutionCalls.team, team),
    changeThen(
      institutionCalls.addAdministrator,
      (db, _ctx, institution, input) => addAdministrator(db, institution, input.email),
      team,
    ),
    changeThen(
      institutionCalls.removeAdministrator,
      (db, _ctx, institution, input) => removeAdministrator(db, institution, input.userId),
      team,
    ),
    changeThen(
      institutionCalls.transferOwnership,
      (db, _ctx, institution, input) => transferOwnership(db, institution, input.userId),
      team,
      ownInstitution,
    ),
    onInstitution(institutionCalls.courses, courseList),
    onInstitution(institutionCalls.addableCourses, (db, ctx) => readAddableCourses(db, ctx.actor.userId)),
    changeThen(
      institutionCalls.addCourse,
      (db, ctx, institution, input) =>
        addInstitutionCourse(
          db,
          institution,
          { userId: ctx.actor.userId, anyCourse: isStaffActor(ctx.actor) },
          input.coursePath,
        ),
      courseList,
    ),
    changeThen(
      institutionCalls.removeCourse,
      (db, _ctx, institution, input) => removeInstitutionCourse(db, institution, input.coursePath),
      courseList,
    ),
    changeThen(
      institutionCalls.archiveCourse,
      (db, _ctx, institution, input) =>
        archiveInstitutionCourse(db, institution, input.coursePath, input.archived),
      courseList,
    ),
    onInstitution(institutionCalls.membership, membership),
    changeThen(
      institutionCalls.updateAutoMembership,
      (db, _ctx, institution, input) => updateAutoMembership(db, institution, input),
      membership,
    ),
    changeThen(
      institutionCalls.setLearnerLimit,
      (db, _ctx, institution, input) => setLearnerLimit(db, institution, input.learnerLimit),
      membership,
      setInstitutionLimits,
    ),
    onInstitution(institutionCalls.members, (db, _ctx, institution, input) =>
      readMembers(db, institution, input),
    ),
    changeThen(
      institutionCalls.removeMember,
      (db, _ctx, institution, input) => removeMember(db, institution, input.userId),
      membership,
    ),
    onInstitution(
      institutionCalls.inviteMembers,
      (db, ctx, institution, input) => inviteMembers(db, ctx, institution, input),
      runInstitution,
      // The mailer opens the transaction, so the mail it queues commits with the invitations.
      { transaction: false },
    ),
    ...studentDataMethods,
    ...customDomainMethods,
    ...usageMethods,
    ...completionReportMethods,
    ...surveyMethods,
    institutionPortfolioMethod,
    portalQualificationMethods.get,
    onInstitution(institutionCalls.pendingInvitations, (db, _ctx, institution, input) =>
      readPendingInvitations(db, institution.id, input),
    ),
    onInstitution(institutionCalls.revokeInvitation, (db, _ctx, institution, input) =>
      revokeInvitation(db, institution.id, input.invitationId),
    ),
    serve(institutionCalls.getInvitation, {
      // Public on purpose: the token is the key.
      allow: anyone,
      run: async (db, ctx, _loaded, input) =>
        previewOf(await findInvitation(db, ctx.actor.userId, input.token)),
    }),
    onInvitation(institutionCalls.acceptInvitation, acceptInvitation),
    onInvitation(institutionCalls.declineInvitation, declineInvitation),
    serve(institutionCalls.listed, {
      // Public: what the catalogue's filter offers anyone.
      allow: anyone,
      run: (db) => readListedInstitutions(db),
    }),
    serve(institutionCalls.roles, {
      allow: signedIn,
      run: (db, ctx) => readInstitutionRoles(db, ctx.actor.userId),
    }),
    serve(institutionCalls.mine, {
      allow: signedIn,
      run: (db, ctx) => readMyInstitutions(db, ctx.actor.userId),
    }),
    serve(institutionCalls.featurable, {
      // Public: what the platform shows anyone.
      allow: anyone,
      run: (db, _ctx, _loaded, input) => readFeaturedInstitutions(db, input.place),
    }),
    ...portalFlagMethods,
  ),
  (created) => (created as InstitutionSettings).path,
);

/** `read user getEnrolledInstitutionsData/{id}`: the caller's own institutions as a member. */
export const enrolledInstitutionMethods = servedMethods(
  serve(institutionCalls.enrolled, {
    allow: self,
    load: loadMe,
    run: (db, _ctx, me) => readEnrolledInstitutions(db, me.userId),
  }),
);
