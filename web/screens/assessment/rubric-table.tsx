import { useTranslation } from 'react-i18next';
import type { RubricCriterion } from '../../../common/domain/assessment/design-rules';

/** A rubric as its authors and markers read it: each criterion with its levels, what each looks like and earns. */
export function RubricTable({ criteria }: { criteria: readonly RubricCriterion[] }) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{t('designPage.rubricCaption')}</caption>
      <thead className="bg-slate-50 text-slate-700">
        <tr>
          <th scope="col" className="px-3 py-2 font-medium">
            {t('designPage.criterion')}
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            {t('designPage.levels')}
          </th>
        </tr>
      </thead>
      <tbody>
        {criteria.map((criterion) => (
          <tr key={criterion.id} className="border-t border-slate-200 align-top">
            <th scope="row" className="px-3 py-2 font-medium text-slate-900">
              {criterion.title}
              {criterion.description && (
                <span className="block font-normal text-slate-700">{criterion.description}</span>
              )}
            </th>
            <td className="px-3 py-2">
              <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {criterion.levels.map((level) => (
                  <li key={level.id} className="rounded-lg border border-slate-200 px-3 py-2">
                    <span className="font-medium text-slate-900">
                      {t('designPage.level', { title: level.title, count: level.points })}
                    </span>
                    {level.description && <span className="block text-slate-700">{level.description}</span>}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
