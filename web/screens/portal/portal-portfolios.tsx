import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { institutionPortfolioQuery } from '../../api/portal';
import { useAuthState } from '../../auth/use-auth-state';
import { portfolioPath } from '../../lib/paths';
import { Avatar } from '../profile/avatar';
import { PORTAL_LINK } from './portal-link';
import { Band } from './portal-sections';

/**
 * The published portfolios of the institution's learners (spec §7 getInstitutionPortfolio), after
 * the team's sections: shown only when there are some, so a portal without any is unchanged.
 */
export function PortalPortfolios({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  const { currentUser, userLoaded } = useAuthState();
  const portfolio = useQuery({
    ...institutionPortfolioQuery(institutionPath, currentUser?.userId ?? null),
    enabled: userLoaded,
  });
  if (!portfolio.data || portfolio.data.portfolios.length === 0) return null;
  return (
    <Band title={t('portal.portfolios.heading')}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {portfolio.data.portfolios.map((card) => (
          <li key={card.profileName} className="rounded-xl border border-slate-200 bg-white p-4">
            <Link to={portfolioPath(card.profileName)} className={`flex items-center gap-3 ${PORTAL_LINK}`}>
              <Avatar name={card.fullName} url={card.avatarUrl} size="small" />
              <span>
                <span className="block font-semibold text-slate-900">{card.fullName}</span>
                {card.headline && <span className="block text-sm text-slate-600">{card.headline}</span>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {portfolio.data.total > portfolio.data.portfolios.length && (
        <p className="mt-4 text-sm text-slate-600">
          {t('portal.portfolios.more', { count: portfolio.data.total - portfolio.data.portfolios.length })}
        </p>
      )}
    </Band>
  );
}
