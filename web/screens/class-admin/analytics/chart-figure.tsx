import { type ReactElement, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveContainer } from 'recharts';

/**
 * A chart in a figure with its caption, its width the figure's and its height fixed; `table`, when
 * given, is the chart's data as a table behind a disclosure (screen readers and keyboards read the
 * numbers there, or in the table the view shows below the chart).
 */
export function ChartFigure({
  caption,
  height,
  children,
  table,
}: {
  caption: string;
  height: number;
  children: ReactElement;
  table?: ReactNode;
}) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className="rounded-2xl border border-slate-200 bg-white p-4">
      <figcaption id={captionId} className="mb-3 text-sm font-medium text-slate-800">
        {caption}
      </figcaption>
      <ResponsiveContainer width="100%" height={height}>
        {children}
      </ResponsiveContainer>
      {table && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700">
            {t('analytics.chart.showTable')}
          </summary>
          <div className="mt-2 overflow-x-auto">{table}</div>
        </details>
      )}
    </figure>
  );
}

/** A series' name in a chart's legend, in slate: a series' own colour is too light for text. */
export function legendText(value: string) {
  return <span className="text-sm text-slate-700">{value}</span>;
}

/** A row of a chart's data: the category it is about, then its figures. */
export interface ChartDataRow {
  key: string;
  label: ReactNode;
  values: readonly ReactNode[];
}

/** A chart's data as a table: a caption, a header per column, a row per category. */
export function ChartDataTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: readonly ChartDataRow[];
}) {
  return (
    <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" className="px-3 py-2 font-semibold text-slate-800">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="px-3 py-2 font-normal text-slate-800">
              {row.label}
            </th>
            {row.values.map((value, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's figures are in the headers' fixed order.
              <td key={index} className="px-3 py-2">
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
