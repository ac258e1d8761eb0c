// OpenCreds' credential frameworks and their learning hours, apart from the other classifications
// (course-classification.ts, which the app shell loads) so they travel with the forms that use them.

/** Credential frameworks (spec §4). */
export const FRAMEWORKS = ['AUSTRALIA', 'MALAYSIA'] as const;
export type CredentialFramework = (typeof FRAMEWORKS)[number];

/** The country of each framework's credentials (ISO 3166-1 alpha-2), which the catalogue filters by. */
export const FRAMEWORK_COUNTRIES: Readonly<Record<CredentialFramework, string>> = {
  AUSTRALIA: 'AU',
  MALAYSIA: 'MY',
};

/** The frameworks whose credentials are of `country`: none for a country without one (a course without a framework has no country). */
export function frameworksOfCountry(country: string): CredentialFramework[] {
  return FRAMEWORKS.filter((framework) => FRAMEWORK_COUNTRIES[framework] === country);
}

/** OpenCreds learning hours by framework (spec §9). */
export const OPENCRED_LEARNING_HOURS: Readonly<Record<CredentialFramework, readonly number[]>> = {
  AUSTRALIA: [2.5, 10, 25, 40, 100],
  MALAYSIA: [4, 10, 20, 40, 80, 120, 160],
};
