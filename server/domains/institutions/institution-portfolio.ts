import { sql } from 'drizzle-orm';
import {
  INSTITUTION_PORTFOLIO_MAX,
  type InstitutionPortfolio,
  institutionPortfolioCalls,
  type PortfolioCard,
} from '../../../common/api/institution-portfolio';
import { type Db, rowsOf } from '../../db/client';
import { serve } from '../../rpc/method';
import { avatarUrl } from '../accounts';
import { seePortal } from './policy';
import { type LoadedPortal, portalOfLookup } from './portal-record';

/** Its learners' published portfolios, by name, and how many: one query. */
async function readInstitutionPortfolio(db: Db, portal: LoadedPortal): Promise<InstitutionPortfolio> {
  if (!portal.portfolioAllowed) return { portfolioAllowed: false, portfolios: [], total: 0 };
  const rows = rowsOf<Omit<PortfolioCard, 'avatarUrl'> & { avatarKey: string | null; total: number }>(
    await db.execute(sql`
      SELECT u.full_name AS "fullName", u.profile_name AS "profileName", u.avatar_key AS "avatarKey",
        p.headline, count(*) OVER ()::int AS total
      FROM institution_members m
      JOIN portfolios p ON p.user_id = m.user_id AND p.is_public
      JOIN users u ON u.id = m.user_id
      WHERE m.institution_id = ${portal.id}::uuid AND m.role = 'learner'
        AND u.profile_name IS NOT NULL AND u.erased_at IS NULL AND u.deactivated_at IS NULL
      ORDER BY lower(u.full_name), u.id
      LIMIT ${INSTITUTION_PORTFOLIO_MAX}`),
  );
  return {
    portfolioAllowed: true,
    portfolios: rows.map(({ avatarKey, total: _total, ...card }) => ({
      ...card,
      avatarUrl: avatarUrl(avatarKey),
    })),
    total: rows[0]?.total ?? 0,
  };
}

/** Spec §7 getInstitutionPortfolio: for whoever may see the institution's portal. */
export const institutionPortfolioMethod = serve(institutionPortfolioCalls.get, {
  allow: seePortal,
  load: (db, ctx, _id, input) => portalOfLookup(db, ctx.actor.userId, input),
  run: (db, _ctx, portal) => readInstitutionPortfolio(db, portal!),
});
