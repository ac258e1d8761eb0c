import { FeatureUserInput } from '../../../common/api/feature';
import { method, resource } from '../../rpc/method';
import { signedIn } from '../../rpc/policy';
import { enabledFeatures, enabledFeatureVariants } from './features';
import { assertSelfOrStaff } from './self-or-staff';

/** Feature flags (spec §7): the enabled features and their variants, for the user or staff. */
export const featureResource = resource('feature', {
  lookup: {
    features: method({
      input: FeatureUserInput,
      allow: signedIn,
      run: async (db, ctx, _loaded, input) => {
        await assertSelfOrStaff(ctx.actor, input.userId);
        return enabledFeatures(db, input.userId);
      },
    }),
    variants: method({
      input: FeatureUserInput,
      allow: signedIn,
      run: async (db, ctx, _loaded, input) => {
        await assertSelfOrStaff(ctx.actor, input.userId);
        return enabledFeatureVariants(db, input.userId);
      },
    }),
  },
});
