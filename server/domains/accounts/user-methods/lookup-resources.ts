import { profileCalls } from '../../../../common/api/profile';
import { serve, servedMethods } from '../../../rpc/method';
import { anyone } from '../../../rpc/policy';
import { hitRateLimit, type RateLimit } from '../../../security/rate-limit';
import { emailsExist, profilesByName } from '../profiles';

/**
 * E-mail lookups from one address: enough for a person choosing between sign-up and login a few
 * times, too few to test a list of addresses for accounts.
 */
export const EMAIL_LOOKUP_PER_IP: RateLimit = { name: 'email-lookup-ip', max: 10, windowSeconds: 15 * 60 };

/** `lookup user resources` (spec §7): public profiles by name, or whether an e-mail has an account (SSO). */
export const lookupResourcesMethods = servedMethods(
  serve(profileCalls.resources, {
    allow: anyone,
    run: async (db, ctx, _loaded, input) => {
      if (input.argName === 'profileName') return profilesByName(db, ctx.actor.userId, input.initArgsList);
      await hitRateLimit(db, EMAIL_LOOKUP_PER_IP, ctx.client.ip);
      return emailsExist(db, input.initArgsList);
    },
  }),
);
