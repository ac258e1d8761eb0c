import { z } from 'zod';
import { contract } from './contract';

/** `lookup feature features` and `lookup feature variants`: whose features. */
export const FeatureUserInput = z.object({ userId: z.uuid({ error: 'Enter a valid user id' }) });

/** Feature key → the variant the user sees (null when the feature has none). */
export const FeatureVariants = z.record(z.string(), z.string().nullable());
export type FeatureVariants = z.infer<typeof FeatureVariants>;

/** The calls of the `feature` resource (spec §7): a user's features and their variants. */
export const featureCalls = {
  features: contract('feature', 'lookup', 'features', {
    input: FeatureUserInput,
    output: z.array(z.string()),
  }),
  variants: contract('feature', 'lookup', 'variants', { input: FeatureUserInput, output: FeatureVariants }),
};
