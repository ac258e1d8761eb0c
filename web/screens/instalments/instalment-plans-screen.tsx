import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { myInstalmentPlansQuery } from '../../api/instalment-plans';
import { PRIMARY_BUTTON } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { ScreenFrame } from '../../components/screen-frame';
import { usePageTitle } from '../../hooks/use-page-title';
import { InstalmentPlanCard } from './instalment-plan-card';

/**
 * /accounts/payments/ (spec §2, instalment plans): the classes the signed-in buyer pays in monthly
 * parts, newest first, each with how it stands, what is paid and what is still to come, the card
 * the parts are charged to and every part with its receipt once paid. An unpaid part says so (and,
 * once the plan is suspended, that the course is closed until it is paid), with the way to pay it
 * on a new card.
 */
export function InstalmentPlansScreen() {
  const { t } = useTranslation();
  const list = useQuery(myInstalmentPlansQuery());
  usePageTitle(t('instalments.title'));
  return (
    <ScreenFrame>
      <PageHeader title={t('instalments.title')} lead={t('instalments.lead')} />
      <section
        aria-labelledby="instalment-plans"
        className="mx-auto max-w-4xl space-y-6 px-4 py-10 sm:px-6 lg:px-8"
      >
        <h2 id="instalment-plans" className="text-2xl font-semibold text-slate-900">
          {t('instalments.plansHeading')}
        </h2>
        {list.isPending ? (
          <p role="status">{t('instalments.loading')}</p>
        ) : list.isError ? (
          <LoadError
            message={t('instalments.loadError')}
            retryLabel={t('instalments.retry')}
            onRetry={() => void list.refetch()}
          />
        ) : list.data.instalmentPlans.length === 0 ? (
          <EmptyState title={t('instalments.emptyTitle')} body={t('instalments.empty')}>
            <Link className={PRIMARY_BUTTON} to={SCREEN_ROUTES.courses}>
              {t('instalments.browse')}
            </Link>
          </EmptyState>
        ) : (
          list.data.instalmentPlans.map((plan) => <InstalmentPlanCard key={plan.id} plan={plan} />)
        )}
      </section>
    </ScreenFrame>
  );
}
