import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uncertifiedLearnersQuery } from '../../api/certification-admin';
import { describeError } from '../../api/describe-error';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { LoadError } from '../../components/load-error';
import { TextField } from '../../components/text-field';
import { IssueToEveryone } from './issue-to-everyone';
import { UncertifiedTable } from './uncertified-table';
import type { CertificateBatch } from './use-certificate-batch';
import { useSearchTerm } from './use-search-term';

/**
 * Issue certificates by hand: to every learner without one (of a class), or to the course's
 * learners without one found by name or e-mail, one at once or those chosen in bulk (`batch`).
 * The chosen stay chosen through searches, so learners found by several searches go together.
 */
export function IssuePanel({
  coursePath,
  batch,
  onDone,
}: {
  coursePath: string;
  batch: CertificateBatch;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const search = useSearchTerm();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const learners = useQuery({
    ...uncertifiedLearnersQuery(coursePath, search.term),
    placeholderData: keepPreviousData,
  });

  const choose = (userId: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(userId);
    else next.delete(userId);
    setChosen(next);
  };
  const issueToChosen = () =>
    batch.start.mutate(
      { learners: 'chosen', userIds: [...chosen] },
      { onSuccess: () => setChosen(new Set()) },
    );

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
      <UncertifiedTable
        coursePath={coursePath}
        learners={learners.data}
        chosen={chosen}
        onChoose={choose}
        onDone={onDone}
      />
    );

  return (
    <section aria-labelledby="issue-heading" className="space-y-4 rounded-2xl border border-slate-200 p-5">
      <div>
        <h3 id="issue-heading" className="text-lg font-semibold text-slate-900">
          {t('certificationAdmin.issue.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-700">{t('certificationAdmin.issue.lead')}</p>
      </div>
      <IssueToEveryone coursePath={coursePath} batch={batch} />
      <ErrorAlert error={batch.start.error} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full max-w-sm">
          <TextField
            label={t('certificationAdmin.issue.search')}
            type="search"
            maxLength={100}
            value={search.text}
            onChange={(event) => search.setText(event.target.value)}
          />
        </div>
        {chosen.size > 0 && (
          <button type="button" className={SECONDARY_BUTTON} disabled={batch.busy} onClick={issueToChosen}>
            {t('certificationAdmin.bulk.chosen', { count: chosen.size })}
          </button>
        )}
      </div>
      {body}
    </section>
  );
}
