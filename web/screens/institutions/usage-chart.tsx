import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { InstitutionUsage } from '../../../common/api/usage';
import { learningTime } from '../../lib/time-format';
import { ChartDataTable, ChartFigure } from '../class-admin/analytics/chart-figure';
import { AXIS_TICK, BLUE, GRID } from '../class-admin/analytics/chart-style';
import { monthText, periodText } from './usage-dates';

/** Each month's active learners, charted, with its learning time in the table; then each billing period's. */
export function UsageChart({ usage }: { usage: InstitutionUsage }) {
  const { t, i18n } = useTranslation();
  const months = usage.monthlyUsageSummary.monthlyUsages.map((month) => ({
    ...month,
    label: monthText(month.month, i18n.language),
  }));
  const activeName = t('institutions.usage.columns.active');
  const caption = t('institutions.usage.monthlyCaption', { count: months.length });
  return (
    <div className="space-y-6">
      <ChartFigure
        caption={caption}
        height={260}
        table={
          <ChartDataTable
            caption={caption}
            headers={[
              t('institutions.usage.columns.month'),
              activeName,
              t('institutions.usage.columns.time'),
            ]}
            rows={months.map((month) => ({
              key: month.month,
              label: month.label,
              values: [month.activeUsers, learningTime(month.learningSeconds, t)],
            }))}
          />
        }
      >
        <BarChart data={months} aria-label={caption}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} />
          <YAxis allowDecimals={false} tick={AXIS_TICK} width={40} />
          <Tooltip />
          <Bar dataKey="activeUsers" name={activeName} fill={BLUE} />
        </BarChart>
      </ChartFigure>
      <section aria-labelledby="usage-periods" className="space-y-2">
        <h3 id="usage-periods" className="text-base font-semibold text-slate-900">
          {t('institutions.usage.periodsCaption')}
        </h3>
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <ChartDataTable
            caption={t('institutions.usage.periodsCaption')}
            headers={[t('institutions.usage.columns.period'), activeName]}
            rows={[...usage.billingCycleUsageSummary].reverse().map((period) => ({
              key: period.start,
              label: periodText(period, i18n.language),
              values: [period.activeUsers],
            }))}
          />
        </div>
      </section>
    </div>
  );
}
