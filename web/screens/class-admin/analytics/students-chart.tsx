import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import type { AnalyticsStudent } from '../../../../common/api/analytics';
import { ChartFigure, legendText } from './chart-figure';
import { AXIS_TICK, BLUE, GREEN, GRID } from './chart-style';

/** Longer names are cut on the axis (the table below has them whole). */
const NAME_LENGTH = 18;
const shortName = (name: string) => (name.length > NAME_LENGTH ? `${name.slice(0, NAME_LENGTH - 1)}…` : name);

/** The learners of the list's page, one bar each: their posts and comments stacked. */
export function StudentsChart({ students }: { students: readonly AnalyticsStudent[] }) {
  const { t } = useTranslation();
  const data = students.map((student) => ({
    name: student.person.fullName,
    posts: student.posts,
    comments: student.comments,
  }));
  return (
    <ChartFigure caption={t('analytics.students.chartCaption')} height={80 + data.length * 32}>
      <BarChart
        data={data}
        layout="vertical"
        aria-label={t('analytics.students.chartLabel')}
        margin={{ top: 5, right: 20, bottom: 5, left: 5 }}
      >
        <CartesianGrid stroke={GRID} horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} />
        <YAxis type="category" dataKey="name" width={150} tick={AXIS_TICK} tickFormatter={shortName} />
        <Tooltip />
        <Legend formatter={legendText} />
        <Bar
          dataKey="posts"
          name={t('analytics.students.columns.posts')}
          stackId="contributions"
          fill={BLUE}
        />
        <Bar
          dataKey="comments"
          name={t('analytics.students.columns.comments')}
          stackId="contributions"
          fill={GREEN}
        />
      </BarChart>
    </ChartFigure>
  );
}
