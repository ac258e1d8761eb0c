import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { ActivityDay } from '../../../../common/api/analytics';
import { ChartDataTable, ChartFigure, legendText } from './chart-figure';
import { AXIS_TICK, BLUE, GREEN, GRID } from './chart-style';

/** A day of the class (YYYY-MM-DD, already in its time zone) as a short date in `language`: "5 May". */
export function shortDate(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The class's posts and comments of each of the last days, stacked, oldest first; its numbers in a table too. */
export function ActivityChart({ activity }: { activity: readonly ActivityDay[] }) {
  const { t, i18n } = useTranslation();
  const data = activity.map((day) => ({ ...day, label: shortDate(day.date, i18n.language) }));
  const postsName = t('analytics.comments.columns.posts');
  const commentsName = t('analytics.comments.columns.comments');
  const table = (
    <ChartDataTable
      caption={t('analytics.comments.activityCaption', { days: activity.length })}
      headers={[t('analytics.comments.columns.day'), postsName, commentsName]}
      rows={data.map((day) => ({
        key: day.date,
        label: <time dateTime={day.date}>{day.label}</time>,
        values: [day.posts, day.comments],
      }))}
    />
  );
  return (
    <ChartFigure
      caption={t('analytics.comments.activityCaption', { days: activity.length })}
      height={280}
      table={table}
    >
      <BarChart data={data} aria-label={t('analytics.comments.activityLabel', { days: activity.length })}>
        <CartesianGrid stroke={GRID} vertical={false} />
        <XAxis dataKey="label" tick={AXIS_TICK} />
        <YAxis allowDecimals={false} tick={AXIS_TICK} width={40} />
        <Tooltip />
        <Legend formatter={legendText} />
        <Bar dataKey="posts" name={postsName} stackId="activity" fill={BLUE} />
        <Bar dataKey="comments" name={commentsName} stackId="activity" fill={GREEN} />
      </BarChart>
    </ChartFigure>
  );
}
