import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InstitutionUsage } from '../../../common/api/usage';
import { activeUserCountsQuery, institutionUsageQuery } from '../../api/usage';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { StatCards } from '../class-admin/analytics/stat-cards';
import { SectionHeading } from './section-parts';
import { usageAccess } from './usage-access';
import { UsageChart } from './usage-chart';
import { periodText } from './usage-dates';

/**
 * /institution/admin/?action=usage (spec §3 Institution subscription usage, §4 access check and usage
 * loading): the learners active today, this week and this month, the billing period under way
 * against the learner limit, and each month's and billing period's active learners, charted.
 */
export function UsageSection({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  const usage = useQuery(institutionUsageQuery(institutionPath));
  const access = usageAccess(usage);
  return (
    <div className="space-y-8">
      <SectionHeading
        id="usage-heading"
        heading={t('institutions.usage.heading')}
        lead={t('institutions.usage.lead')}
      />
      {access === 'loading' && (
        <p role="status" className="text-slate-600">
          {t('institutions.usage.loading')}
        </p>
      )}
      {access === 'forbidden' && (
        <div
          role="alert"
          className="space-y-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-900"
        >
          <p>{t('institutions.usage.forbidden')}</p>
          <button type="button" className={SECONDARY_BUTTON} onClick={() => void usage.refetch()}>
            {t('institutions.retry')}
          </button>
        </div>
      )}
      {access === 'success' && usage.data && (
        <UsageReport institutionPath={institutionPath} usage={usage.data} />
      )}
    </div>
  );
}

function UsageReport({ institutionPath, usage }: { institutionPath: string; usage: InstitutionUsage }) {
  const { t, i18n } = useTranslation();
  const counts = useQuery(activeUserCountsQuery(institutionPath));
  const number = new Intl.NumberFormat(i18n.language);
  const current = usage.billingPeriodSummary;
  return (
    <>
      <section aria-labelledby="usage-active" className="space-y-3">
        <h3 id="usage-active" className="text-base font-semibold text-slate-900">
          {t('institutions.usage.activeHeading')}
        </h3>
        {counts.isError ? (
          <p className="text-sm text-red-700">{t('institutions.usage.countsError')}</p>
        ) : (
          <StatCards
            stats={[
              {
                label: t('institutions.usage.today'),
                value: counts.data ? number.format(counts.data.day) : '…',
              },
              {
                label: t('institutions.usage.week'),
                value: counts.data ? number.format(counts.data.week) : '…',
              },
              {
                label: t('institutions.usage.month'),
                value: counts.data ? number.format(counts.data.month) : '…',
              },
              { label: t('institutions.usage.learners'), value: number.format(usage.learners) },
            ]}
          />
        )}
      </section>
      <section
        aria-labelledby="usage-period"
        className="space-y-2 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h3 id="usage-period" className="text-base font-semibold text-slate-900">
          {t('institutions.usage.periodHeading', { period: periodText(current, i18n.language) })}
        </h3>
        <p className="text-slate-700">
          {t('institutions.usage.periodActive', {
            count: current.activeUsers,
            active: number.format(current.activeUsers),
            limit: number.format(usage.learnerLimit),
          })}
        </p>
        <p className="text-sm text-slate-600">
          {usage.canManageSubscription ? t('institutions.usage.planOwner') : t('institutions.usage.planTeam')}
        </p>
      </section>
      <UsageChart usage={usage} />
    </>
  );
}
