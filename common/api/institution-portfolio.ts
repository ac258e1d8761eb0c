import { z } from 'zod';
import { contract } from './contract';

/** How many portfolios the portal shows at most. */
export const INSTITUTION_PORTFOLIO_MAX = 24;

/** A learner of the institution whose portfolio is published (its page is /u/{profileName}/portfolio/). */
export const PortfolioCard = z.object({
  fullName: z.string(),
  profileName: z.string(),
  avatarUrl: z.string().nullable(),
  headline: z.string(),
});
export type PortfolioCard = z.infer<typeof PortfolioCard>;

/**
 * `lookup institute getInstitutionPortfolio` (spec §7): the published portfolios of an institution's
 * learners, by name (INSTITUTION_PORTFOLIO_MAX at most, with how many there are), for whoever may see
 * its portal; none while the institution does not allow portfolios (spec §3 portfolioAllowed).
 */
export const InstitutionPortfolio = z.object({
  portfolioAllowed: z.boolean(),
  portfolios: z.array(PortfolioCard),
  total: z.number().int(),
});
export type InstitutionPortfolio = z.infer<typeof InstitutionPortfolio>;

export const institutionPortfolioCalls = {
  get: contract('institute', 'lookup', 'getInstitutionPortfolio', {
    input: z.object({ path: z.string().trim().toLowerCase().min(1).max(100) }),
    output: InstitutionPortfolio,
  }),
};
