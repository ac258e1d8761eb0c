import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsProgress } from '../../../../common/api/analytics';
import { ChartFigure } from './chart-figure';
import { AXIS_TICK, GRID, INDIGO } from './chart-style';

/** How many learners are in each band of course completion, from not started to completed. */
export function BandsChart({ bands }: { bands: AnalyticsProgress['bands'] }) {
  const { t } = useTranslation();
  const data = bands.map(({ band, learners }) => ({
    label: t(`analytics.progress.bands.${band}`),
    learners,
  }));
  const learnersName = t('analytics.progress.columns.learners');
  const table = (
    <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
      <caption className="sr-only">{t('analytics.progress.bandsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col" className="px-3 py-2 font-semibold text-slate-800">
            {t('analytics.progress.columns.band')}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold text-slate-800">
            {learnersName}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {data.map((row) => (
          <tr key={row.label}>
            <th scope="row" className="px-3 py-2 font-normal text-slate-800">
              {row.label}
            </th>
            <td className="px-3 py-2">{row.learners}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <ChartFigure caption={t('analytics.progress.bandsCaption')} height={260} table={table}>
      <BarChart data={data} aria-label={t('analytics.progress.bandsLabel')}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} interval={0} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} width={40} />
        <Tooltip />
        <Bar dataKey="learners" name={learnersName} fill={INDIGO} />
      </BarChart>
    </ChartFigure>
  );
}
