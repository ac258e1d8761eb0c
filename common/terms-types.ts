/** The types of terms a user accepts; each has versions in force from their effective date. */
export const TERMS_TYPES = ['terms_of_service', 'privacy_policy'] as const;
export type TermsType = (typeof TERMS_TYPES)[number];

/** Effective dates (ISO) of terms versions per type: newest first when in force, soonest first when scheduled. */
export type TermsDates = Record<TermsType, string[]>;

/** When a user last accepted each type of terms (ISO), as `tosAcceptanceDates` of spec §3. */
export type TosAcceptanceDates = Record<string, string>;
