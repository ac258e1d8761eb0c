import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsProgress } from '../../../../common/api/analytics';
import { ChartDataTable, ChartFigure } from './chart-figure';
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
    <ChartDataTable
      caption={t('analytics.progress.bandsCaption')}
      headers={[t('analytics.progress.columns.band'), learnersName]}
      rows={data.map((row) => ({ key: row.label, label: row.label, values: [row.learners] }))}
    />
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
