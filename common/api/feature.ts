import { z } from 'zod';

/** `lookup feature features` and `lookup feature variants`: whose features. */
export const FeatureUserInput = z.object({ userId: z.uuid({ error: 'Enter a valid user id' }) });

/** Feature key → the variant the user sees (null when the feature has none). */
export type FeatureVariants = Record<string, string | null>;
