import { onHook } from '../../modules/hook';
import { defineModule } from '../../modules/module';
import { userSignedUp } from '../accounts';
import { registerCompletionReportRoutes } from './completion-report-routes';
import { siteDirectory } from './custom-domain-sites';
import { seedDemoInstitution } from './demo-institution';
import { enrolledInstitutionMethods, instituteResource } from './institution.rpc';
import { joinInvitedSignUp } from './institution-invitation-answer';
import { registerInstitutionLogoRoutes } from './institution-logo-routes';
import { portalResource } from './portal.rpc';
import { registerSignInHandoffRoute } from './sign-in-handoff-route';
import { studentDataExportJob } from './student-data-export';
import { registerStudentDataRoutes } from './student-data-routes';
import { surveyDeliveryJob } from './survey-delivery';

/**
 * Institutions: institution accounts (address, country, region, status, colours) with their team,
 * an owner and administrators kept in role_grants (scope 'institution'), and each person's
 * institutions and roles; its members and invitations; its portal.
 */
export const institutionsModule = defineModule({
  name: 'institutions',
  resources: [instituteResource, portalResource],
  extensions: { user: enrolledInstitutionMethods },
  hooks: [
    // A sign-up through an institution invitation's link joins the institution at once.
    onHook(userSignedUp, (db, _ctx, user, signUp) => joinInvitedSignUp(db, user, signUp.invitationToken)),
  ],
  routes: async (app, deps) => {
    await registerInstitutionLogoRoutes(app, deps);
    registerStudentDataRoutes(app, deps);
    registerSignInHandoffRoute(app, deps);
    registerCompletionReportRoutes(app, deps);
  },
  jobs: [studentDataExportJob, surveyDeliveryJob],
  sites: siteDirectory,
  seed: (db, logger) => seedDemoInstitution(db, logger),
});
