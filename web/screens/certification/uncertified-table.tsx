import { useTranslation } from 'react-i18next';
import type { UncertifiedLearner } from '../../../common/api/certification';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { ResultsTable } from '../../components/results-table';
import { useIssueByHand } from './use-issue-by-hand';

const COLUMNS = ['learner', 'email', 'className', 'progress', 'action'] as const;
const CELL = 'px-4 py-3';
const CHECKBOX = 'size-4 rounded border-slate-400 accent-brand-700';

/**
 * The learners without a certificate found, each with a checkbox to choose them for a bulk issue
 * and an Issue button that issues theirs at once. A refusal (certificates
 * off, too little learning time…) says why.
 */
export function UncertifiedTable({
  coursePath,
  learners,
  chosen,
  onChoose,
  onDone,
}: {
  coursePath: string;
  learners: readonly UncertifiedLearner[];
  chosen: ReadonlySet<string>;
  onChoose: (userId: string, checked: boolean) => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { issue, refusal } = useIssueByHand(coursePath, onDone);

  const label = (column: (typeof COLUMNS)[number]) => t(`certificationAdmin.issue.columns.${column}`);

  return (
    <>
      <FormAlert message={refusal} />
      <ResultsTable
        caption={t('certificationAdmin.issue.caption')}
        reflow
        head={
          <>
            <th scope="col" className="w-px px-4 py-3">
              <span className="sr-only">{t('certificationAdmin.bulk.chooseColumn')}</span>
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold text-slate-800">
                {label(column)}
              </th>
            ))}
          </>
        }
      >
        {learners.map((learner) => (
          <tr key={learner.userId} className="border-t border-slate-200">
            <td className={CELL}>
              <input
                type="checkbox"
                className={CHECKBOX}
                aria-label={t('certificationAdmin.bulk.choose', { name: learner.fullName })}
                checked={chosen.has(learner.userId)}
                onChange={(event) => onChoose(learner.userId, event.target.checked)}
              />
            </td>
            <th scope="row" className={`${CELL} font-semibold text-slate-900`}>
              {learner.fullName}
            </th>
            <td data-label={label('email')} className={CELL}>
              {learner.email}
            </td>
            <td data-label={label('className')} className={CELL}>
              {learner.className}
            </td>
            <td data-label={label('progress')} className={CELL}>
              {learner.progress}%
            </td>
            <td className={CELL}>
              <button
                type="button"
                className={SECONDARY_BUTTON}
                disabled={issue.isPending}
                aria-label={t('certificationAdmin.issue.issueTo', { name: learner.fullName })}
                onClick={() => issue.mutate(learner)}
              >
                {issue.isPending && issue.variables.userId === learner.userId
                  ? t('certificationAdmin.issue.issuing')
                  : t('certificationAdmin.issue.issue')}
              </button>
            </td>
          </tr>
        ))}
      </ResultsTable>
    </>
  );
}
