import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACHIEVED_FROM, DEVELOPING_FROM } from '../../../../common/domain/assessment/attainment';
import { describeError } from '../../../api/describe-error';
import { attainmentQuery } from '../../../api/outcomes';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { ClassFilter, LearnersTable, useLearnerPages } from '../learners-table';
import { StandingText } from './standing-text';

/**
 * The learners (of one class, or of every class the caller may see) against the course's outcomes:
 * each cell the learner's level and share of the points on what is aligned to the outcome; 50
 * learners a page.
 */
export function AttainmentTable({ coursePath }: { coursePath: string }) {
  const { t } = useTranslation();
  const { cohortPath, page, setPage, chooseClass } = useLearnerPages();
  const table = useQuery({
    ...attainmentQuery(coursePath, cohortPath, page),
    placeholderData: keepPreviousData,
  });
  if (table.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (table.isError) return <FormAlert message={describeError(table.error)} />;
  const { outcomes, rows, classes } = table.data;
  return (
    <section aria-labelledby="attainment-heading" className="space-y-4">
      <h3 id="attainment-heading" className="text-lg font-semibold text-slate-900">
        {t('outcomes.attainmentTitle')}
      </h3>
      <p className="text-sm text-slate-700">
        {t('outcomes.levelsExplained', { developing: DEVELOPING_FROM, achieved: ACHIEVED_FROM })}
      </p>
      <ClassFilter classes={classes} value={cohortPath} onChange={chooseClass} />
      {rows.length === 0 ? (
        <EmptyState title={t('gradebook.noLearners')} body={t('outcomes.noLearnersBody')} />
      ) : (
        <LearnersTable
          caption={t('outcomes.caption')}
          columns={outcomes.map((outcome, index) => (
            <th key={outcome.id} scope="col" className="min-w-40 px-3 py-2 align-bottom font-medium">
              {t('outcomes.column', { number: index + 1, text: outcome.text })}
              <span className="block text-xs font-normal text-slate-600">
                {t('outcomes.items', { count: outcome.items })}
              </span>
            </th>
          ))}
          rows={rows}
          cells={(row) =>
            row.standings.map((standing, index) => (
              <td key={outcomes[index]!.id} className="px-3 py-2">
                <StandingText standing={standing} />
              </td>
            ))
          }
          pagination={t('outcomes.pagination')}
          page={page}
          pageSize={table.data.pageSize}
          totalLearners={table.data.totalLearners}
          onPage={setPage}
        />
      )}
    </section>
  );
}
