import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { ActivityDay } from '../../../../common/api/analytics';
import { ChartFigure, legendText } from './chart-figure';
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
    <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
      <caption className="sr-only">
        {t('analytics.comments.activityCaption', { days: activity.length })}
      </caption>
      <thead>
        <tr>
          <th scope="col" className="px-3 py-2 font-semibold text-slate-800">
            {t('analytics.comments.columns.day')}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold text-slate-800">
            {postsName}
          </th>
          <th scope="col" className="px-3 py-2 font-semibold text-slate-800">
            {commentsName}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {data.map((day) => (
          <tr key={day.date}>
            <th scope="row" className="px-3 py-2 font-normal text-slate-800">
              <time dateTime={day.date}>{day.label}</time>
            </th>
            <td className="px-3 py-2">{day.posts}</td>
            <td className="px-3 py-2">{day.comments}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
