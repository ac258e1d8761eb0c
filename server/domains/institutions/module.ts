import { onHook } from '../../modules/hook';
import { defineModule } from '../../modules/module';
import { userSignedUp } from '../accounts';
import { seedDemoInstitution } from './demo-institution';
import { instituteResource } from './institution.rpc';
import { joinInvitedSignUp } from './institution-invitation-answer';

/**
 * Institutions: institution accounts (address, country, region, status, colours) with their team,
 * an owner and administrators kept in role_grants (scope 'institution'), and each person's
 * institutions and roles.
 */
export const institutionsModule = defineModule({
  name: 'institutions',
  resources: [instituteResource],
  hooks: [
    // A sign-up through an institution invitation's link joins the institution at once.
    onHook(userSignedUp, (db, _ctx, user, signUp) => joinInvitedSignUp(db, user, signUp.invitationToken)),
  ],
  seed: (db, logger) => seedDemoInstitution(db, logger),
});
