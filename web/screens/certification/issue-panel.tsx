import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UncertifiedLearner } from '../../../common/api/certification';
import {
  certificatesChanged,
  issueCertificate,
  uncertifiedLearnersQuery,
} from '../../api/certification-admin';
import { describeError } from '../../api/describe-error';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { ResultsTable } from '../../components/results-table';
import { TextField } from '../../components/text-field';
import { useSearchTerm } from './use-search-term';

const COLUMNS = ['learner', 'email', 'className', 'progress', 'action'] as const;
const CELL = 'px-4 py-3';

/**
 * Issue a certificate by hand: the course's learners without one, found by name or e-mail, each
 * with its Issue button. A refusal (certificates off, too little learning time…) says why.
 */
export function IssuePanel({
  coursePath,
  onDone,
}: {
  coursePath: string;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const search = useSearchTerm();
  const learners = useQuery({
    ...uncertifiedLearnersQuery(coursePath, search.term),
    placeholderData: keepPreviousData,
  });
  const issue = useMutation({
    mutationFn: (learner: UncertifiedLearner) => issueCertificate(coursePath, learner.userId),
    onSuccess: (_issued, learner) => {
      onDone(t('certificationAdmin.issue.done', { name: learner.fullName }));
      return certificatesChanged(queryClient);
    },
  });

  const label = (column: (typeof COLUMNS)[number]) => t(`certificationAdmin.issue.columns.${column}`);

  let body: React.ReactNode;
  if (learners.isPending) body = <p role="status">{t('app.loading')}</p>;
  else if (learners.isError)
    body = (
      <LoadError
        message={describeError(learners.error)}
        retryLabel={t('certificationAdmin.retry')}
        onRetry={() => void learners.refetch()}
      />
    );
  else if (learners.data.length === 0)
    body = (
      <p className="text-slate-700">
        {search.term ? t('certificationAdmin.issue.noMatch') : t('certificationAdmin.issue.none')}
      </p>
    );
  else
    body = (
      <ResultsTable
        caption={t('certificationAdmin.issue.caption')}
        reflow
        head={COLUMNS.map((column) => (
          <th key={column} scope="col" className="px-4 py-3 font-semibold text-slate-800">
            {label(column)}
          </th>
        ))}
      >
        {learners.data.map((learner) => (
          <tr key={learner.userId} className="border-t border-slate-200">
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
    );

  return (
    <section aria-labelledby="issue-heading" className="space-y-4 rounded-2xl border border-slate-200 p-5">
      <div>
        <h3 id="issue-heading" className="text-lg font-semibold text-slate-900">
          {t('certificationAdmin.issue.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{t('certificationAdmin.issue.lead')}</p>
      </div>
      <div className="max-w-sm">
        <TextField
          label={t('certificationAdmin.issue.search')}
          type="search"
          maxLength={100}
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
        />
      </div>
      <FormAlert
        message={
          issue.isError
            ? t('certificationAdmin.issue.refused', {
                name: issue.variables.fullName,
                reason: describeError(issue.error),
              })
            : undefined
        }
      />
      {body}
    </section>
  );
}
