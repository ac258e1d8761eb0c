import { defineModule } from '../../modules/module';
import { seedDemoInstitution } from './demo-institution';
import { instituteResource } from './institution.rpc';

/**
 * Institutions: institution accounts (address, country, region, status, colours) with their team,
 * an owner and administrators kept in role_grants (scope 'institution'), and each person's
 * institutions and roles.
 */
export const institutionsModule = defineModule({
  name: 'institutions',
  resources: [instituteResource],
  seed: (db, logger) => seedDemoInstitution(db, logger),
});
