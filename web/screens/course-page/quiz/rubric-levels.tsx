import { useTranslation } from 'react-i18next';
import type { RubricLevelMark } from '../../../../common/domain/assessment/rubric-marks';

/** A mark by a rubric as its learner reads it: the level their work reached on each criterion. */
export function RubricLevels({ levels }: { levels: readonly RubricLevelMark[] }) {
  const { t } = useTranslation();
  return (
    <table className="mt-1 w-full text-left text-sm">
      <caption className="text-left font-medium text-slate-900">{t('quiz.rubric.caption')}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">{t('quiz.rubric.criterion')}</th>
          <th scope="col">{t('quiz.rubric.level')}</th>
        </tr>
      </thead>
      <tbody>
        {levels.map((level) => (
          <tr key={level.criterionId} className="border-t border-slate-200 align-top">
            <th scope="row" className="py-1 pr-3 font-medium text-slate-900">
              {level.criterion}
            </th>
            <td className="py-1 text-slate-800">
              {t('quiz.rubric.reached', { level: level.level, points: level.points, count: level.maxPoints })}
              {level.description && <span className="block text-slate-700">{level.description}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
