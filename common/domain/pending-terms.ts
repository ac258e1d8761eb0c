import { TERMS_TYPES, type TermsDates, type TermsType, type TosAcceptanceDates } from '../terms-types';

/**
 * The types of terms a user still has to accept: those whose newest version in force took effect
 * after the user's latest acceptance of that type, or that the user never accepted.
 */
export function pendingTermsTypes(inForce: TermsDates, accepted: TosAcceptanceDates): TermsType[] {
  return TERMS_TYPES.filter((type) => {
    const newest = inForce[type]?.[0];
    if (newest === undefined) return false;
    const acceptedAt = accepted[type];
    return acceptedAt === undefined || Date.parse(newest) > Date.parse(acceptedAt);
  });
}
