import { sql } from 'drizzle-orm';
import { customDomainCalls } from '../../../common/api/custom-domain';
import { DEFAULT_INSTITUTION_REGION, type InstitutionRegion } from '../../../common/api/institution';
import { rowsOf } from '../../db/client';
import { serve } from '../../rpc/method';
import { anyone } from '../../rpc/policy';
import { hitRateLimit } from '../../security/rate-limit';
import {
  DOMAIN_CHECKS_PER_INSTITUTION,
  readCustomDomain,
  removeCustomDomain,
  setCustomDomain,
  verifyCustomDomain,
} from './custom-domain';
import { readLiveSites } from './custom-domain-sites';
import { onInstitution } from './on-institution';

/** An institution's own domain: the team names it, checks its DNS, removes it; anyone learns the live ones. */
export const customDomainMethods = [
  onInstitution(customDomainCalls.get, (db, ctx, institution) =>
    readCustomDomain(db, ctx.deps.config, institution),
  ),
  onInstitution(customDomainCalls.set, (db, ctx, institution, input) =>
    setCustomDomain(db, ctx.deps.config, institution, input),
  ),
  onInstitution(
    customDomainCalls.verify,
    async (db, ctx, institution) => {
      // Each check asks the DNS: counted per institution, and kept counted when it fails.
      await hitRateLimit(db, DOMAIN_CHECKS_PER_INSTITUTION, institution.id);
      return verifyCustomDomain(db, ctx.deps.config, institution);
    },
    undefined,
    { transaction: false },
  ),
  onInstitution(customDomainCalls.remove, (db, _ctx, institution) => removeCustomDomain(db, institution)),
  serve(customDomainCalls.getCustomDomains, {
    // Public: a page on any origin learns where each institution's domain leads.
    allow: anyone,
    run: async (db) => {
      const sites = await readLiveSites(db);
      return {
        domain_as_key: Object.fromEntries(sites.map((site) => [site.domain, site.institutionPath])),
        domain_prefix: Object.fromEntries(sites.map((site) => [site.domain, site.prefix])),
        // No institution has a reCAPTCHA key of its own yet: sign-ups are held back by rate limits.
        recaptcha_site: {},
      };
    },
  }),
  serve(customDomainCalls.getRegion, {
    allow: anyone,
    run: async (db, _ctx, _loaded, input) => {
      const [row] = input.institution
        ? rowsOf<{ region: InstitutionRegion }>(
            await db.execute(
              sql`SELECT region FROM institutions WHERE path = ${input.institution} AND status = 'active'`,
            ),
          )
        : [];
      return { region: row?.region ?? DEFAULT_INSTITUTION_REGION };
    },
  }),
] as const;
