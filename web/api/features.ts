import type { FeatureVariants } from '../../common/api/feature';
import { i18n } from '../i18n/i18n';
import { apiRequest } from './client';

/** A user's enabled features and the variant of each. */
export interface EnabledFeatures {
  keys: string[];
  variants: FeatureVariants;
}

/** Looks up a user's enabled features and their variants; rejects with spec §8's 'Error retrieving enabled features'. */
export async function fetchEnabledFeatures(userId: string): Promise<EnabledFeatures> {
  try {
    const [keys, variants] = await Promise.all([
      apiRequest<string[]>('GET', '/json/feature/lookup/features', { query: { userId } }),
      apiRequest<FeatureVariants>('GET', '/json/feature/lookup/variants', { query: { userId } }),
    ]);
    return { keys, variants };
  } catch {
    throw new Error(i18n.t('featureFlags.loadError'));
  }
}
