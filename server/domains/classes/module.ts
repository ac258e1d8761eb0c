import { onHook } from '../../modules/hook';
import { defineModule } from '../../modules/module';
import { mergeMethods } from '../../rpc/method';
import { userSignedUp } from '../accounts';
import { courseCreated } from '../courses';
import { catalogueMethods } from './catalogue.rpc';
import { ensureDefaultClass } from './class-store';
import { cohortResource } from './cohort.rpc';
import { registerCourseImageServing } from './course-image-serving';
import { registerEnrolmentCodeRoutes } from './enrolment-codes-routes';
import { enrolInvitedSignUp } from './invitation-accept';
import { processInvitationsJob } from './invitation-job';
import { landingPageMethods } from './landing-page.rpc';
import { classMembershipMethods } from './membership.rpc';

/** Classes (cohorts): classes, staff, enrolment, invitations, who may read a course and the catalogue. */
export const classesModule = defineModule({
  name: 'classes',
  resources: [cohortResource],
  extensions: { course: mergeMethods(catalogueMethods, landingPageMethods), user: classMembershipMethods },
  routes: (app, deps) => {
    registerEnrolmentCodeRoutes(app, deps);
    registerCourseImageServing(app, deps);
  },
  jobs: [processInvitationsJob],
  hooks: [
    // Every course has a default class from its first moment.
    onHook(courseCreated, async (db, _ctx, course, creatorId) => {
      await ensureDefaultClass(db, course, creatorId);
    }),
    onHook(userSignedUp, async (db, _ctx, user, signUp) => {
      await enrolInvitedSignUp(db, user, signUp.invitationToken);
    }),
  ],
});
