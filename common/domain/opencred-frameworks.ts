// OpenCreds' credential frameworks and their learning hours, apart from the other classifications
// (course-classification.ts, which the app shell loads) so they travel with the forms that use them.

/** Credential frameworks (spec §4). */
export const FRAMEWORKS = ['AUSTRALIA', 'MALAYSIA'] as const;
export type CredentialFramework = (typeof FRAMEWORKS)[number];

/** OpenCreds learning hours by framework (spec §9). */
export const OPENCRED_LEARNING_HOURS: Readonly<Record<CredentialFramework, readonly number[]>> = {
  AUSTRALIA: [2.5, 10, 25, 40, 100],
  MALAYSIA: [4, 10, 20, 40, 80, 120, 160],
};
