import { queryOptions } from '@tanstack/react-query';
import type { FeatureVariants, featureCalls } from '../../common/api/feature';
import { i18n } from '../i18n/i18n';
import { call, callKey, request } from './call';

const features = call<typeof featureCalls.features>('feature', 'lookup', 'features');
const variants = call<typeof featureCalls.variants>('feature', 'lookup', 'variants');

/** A user's enabled features and the variant of each. */
export interface EnabledFeatures {
  keys: string[];
  variants: FeatureVariants;
}

/** Looks up a user's enabled features and their variants; rejects with spec §8's 'Error retrieving enabled features'. */
export async function fetchEnabledFeatures(userId: string): Promise<EnabledFeatures> {
  const args = { input: { userId } };
  try {
    const [keys, byKey] = await Promise.all([request(features, args), request(variants, args)]);
    return { keys, variants: byKey };
  } catch {
    throw new Error(i18n.t('featureFlags.loadError'));
  }
}

/** A user's enabled features and variants as query options, keyed by the two calls they take. */
export function enabledFeaturesQuery(userId: string) {
  const args = { input: { userId } };
  return queryOptions({
    queryKey: [callKey(features, args), callKey(variants, args)],
    queryFn: () => fetchEnabledFeatures(userId),
  });
}
