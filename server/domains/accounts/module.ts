import { defineModule } from '../../modules/module';
import { authEndpoints } from './auth.rpc';
import { authResource } from './auth-lookup.rpc';
import { registerAvatarRoutes } from './avatar-routes';
import { blogResource } from './blog.rpc';
import { seedDemoAccounts } from './demo-accounts';
import { eraseDeactivatedAccountsJob } from './erase-deactivated-accounts';
import { featureResource } from './feature.rpc';
import { emailResource } from './mail-outbox.rpc';
import { writeFirstTermsVersions } from './terms-documents';
import { userResource } from './user.rpc';

/** Accounts: people, sign-in, security settings, profiles, terms, feature flags and the mail outbox. */
export const accountsModule = defineModule({
  name: 'accounts',
  resources: [userResource, featureResource, blogResource, authResource, emailResource],
  endpoints: authEndpoints,
  routes: registerAvatarRoutes,
  jobs: [eraseDeactivatedAccountsJob],
  seed: async (db, logger) => {
    await writeFirstTermsVersions(db);
    await seedDemoAccounts(db, logger);
  },
});
