import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsPage } from '../../../../common/api/analytics';
import { ChartFigure, legendText } from './chart-figure';
import { AXIS_TICK, BLUE, GREEN, GRID } from './chart-style';
import { share } from './share';

const percent = (value: number) => `${value}%`;

/**
 * Each page of the course in outline order, by its number in the table below: the share of the
 * class's learners who viewed it and who completed it.
 */
export function PagesChart({ pages, learners }: { pages: readonly AnalyticsPage[]; learners: number }) {
  const { t } = useTranslation();
  const data = pages.map((page, index) => ({
    number: index + 1,
    title: page.title,
    viewed: share(page.viewed, learners),
    completed: share(page.completed, learners),
  }));
  // The tooltip names the page under the pointer: its number, then its title.
  const labelOf = (label: ReactNode, payload: readonly { payload?: { title?: string } }[]) => {
    const title = payload[0]?.payload?.title;
    return title ? `${label}. ${title}` : label;
  };
  return (
    <ChartFigure caption={t('analytics.progress.pagesChartCaption')} height={300}>
      <BarChart data={data} aria-label={t('analytics.progress.pagesLabel')}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="number" tick={AXIS_TICK} />
        <YAxis domain={[0, 100]} tickFormatter={percent} tick={AXIS_TICK} width={48} />
        <Tooltip
          labelFormatter={labelOf}
          formatter={(value) => (typeof value === 'number' ? percent(value) : value)}
        />
        <Legend formatter={legendText} />
        <Bar dataKey="viewed" name={t('analytics.progress.columns.viewed')} fill={BLUE} />
        <Bar dataKey="completed" name={t('analytics.progress.columns.completed')} fill={GREEN} />
      </BarChart>
    </ChartFigure>
  );
}
