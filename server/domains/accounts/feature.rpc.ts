import { featureCalls } from '../../../common/api/feature';
import { resource, serve, servedMethods } from '../../rpc/method';
import { enabledFeatures, enabledFeatureVariants } from './features';
import { loadNamedUser, userOrStaff } from './policy';

/** Feature flags (spec §7): the enabled features and their variants, for the user or staff. */
export const featureResource = resource(
  'feature',
  servedMethods(
    serve(featureCalls.features, {
      allow: userOrStaff,
      load: loadNamedUser,
      run: (db, _ctx, named) => enabledFeatures(db, named.userId),
    }),
    serve(featureCalls.variants, {
      allow: userOrStaff,
      load: loadNamedUser,
      run: (db, _ctx, named) => enabledFeatureVariants(db, named.userId),
    }),
  ),
);
