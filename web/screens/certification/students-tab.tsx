import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CERTIFICATE_LIST_PAGE_SIZE,
  CERTIFICATE_STATUSES,
  certificatesCsvPath,
} from '../../../common/api/certification';
import { certificatesQuery } from '../../api/certification-admin';
import { describeError } from '../../api/describe-error';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { Pager } from '../../components/pager';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { BatchProgress } from './batch-progress';
import { CertificatesTable } from './certificates-table';
import { IssuePanel } from './issue-panel';
import { RequestsPanel } from './requests-panel';
import { useCertificateBatch } from './use-certificate-batch';
import { useSearchTerm } from './use-search-term';

type StatusFilter = 'all' | (typeof CERTIFICATE_STATUSES)[number];

/**
 * /certification/students/: the student certification list (spec §9: 50 a page, newest first),
 * filtered by status and searched by name, e-mail or code; each certificate's verification page,
 * PDF, Refresh and Revoke; the CSV of the whole list; issuing certificates by hand, one at once
 * or in bulk, and the progress of a bulk issue (one running as the tab opens too); learners'
 * requests for the certificate, issued or declined.
 */
export function StudentsTab({ coursePath }: { coursePath: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StatusFilter>('all');
  const search = useSearchTerm();
  // The page is of one filter: another status or search starts again at page 1.
  const filter = `${status}\n${search.term}`;
  const [paged, setPaged] = useState({ filter, page: 1 });
  const page = paged.filter === filter ? paged.page : 1;
  const [issuing, setIssuing] = useState(false);
  const [notice, setNotice] = useState('');
  const batch = useCertificateBatch(coursePath);
  const list = useQuery({
    ...certificatesQuery(coursePath, { page, status, search: search.term }),
    placeholderData: keepPreviousData,
  });
  const filtered = status !== 'all' || search.term !== '';

  let body: React.ReactNode;
  if (list.isPending) body = <p role="status">{t('app.loading')}</p>;
  else if (list.isError)
    body = (
      <LoadError
        message={describeError(list.error)}
        retryLabel={t('certificationAdmin.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.total === 0)
    body = filtered ? (
      <EmptyState
        title={t('certificationAdmin.list.noMatch')}
        body={t('certificationAdmin.list.noMatchBody')}
      />
    ) : (
      <EmptyState title={t('certificationAdmin.list.empty')} body={t('certificationAdmin.list.emptyBody')} />
    );
  else {
    const pages = Math.max(1, Math.ceil(list.data.total / CERTIFICATE_LIST_PAGE_SIZE));
    body = (
      <>
        <CertificatesTable rows={list.data.rows} onDone={setNotice} />
        <Pager
          label={t('certificationAdmin.list.pagination')}
          page={page}
          pages={pages}
          status={t('certificationAdmin.list.pageOf', { page, pages, count: list.data.total })}
          previous={t('certificationAdmin.list.previous')}
          next={t('certificationAdmin.list.next')}
          onPage={(next) => setPaged({ filter, page: next })}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="certificates-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="certificates-heading" className="text-xl font-semibold text-slate-900">
          {t('certificationAdmin.list.title')}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {/* Kept out of the layout while empty (no gap before the buttons), in place for screen readers. */}
          <p role="status" className={notice ? 'text-sm font-medium text-green-800' : 'sr-only'}>
            {notice}
          </p>
          <button
            type="button"
            className={SECONDARY_BUTTON}
            aria-expanded={issuing}
            onClick={() => setIssuing(!issuing)}
          >
            {t('certificationAdmin.issue.title')}
          </button>
          <a href={certificatesCsvPath(coursePath)} download className={SECONDARY_BUTTON}>
            {t('certificationAdmin.list.exportCsv')}
          </a>
        </div>
      </div>
      {batch.shown && <BatchProgress state={batch.shown} onDismiss={batch.dismiss} />}
      <RequestsPanel coursePath={coursePath} onDone={setNotice} />
      {issuing && <IssuePanel coursePath={coursePath} batch={batch} onDone={setNotice} />}
      <div className="grid gap-4 sm:grid-cols-[12rem_minmax(0,24rem)]">
        <SelectField
          label={t('certificationAdmin.list.status')}
          value={status}
          options={(['all', ...CERTIFICATE_STATUSES] as const).map((value) => ({
            value,
            label: t(`certificationAdmin.statuses.${value}`),
          }))}
          onChange={(value) => setStatus(value as StatusFilter)}
        />
        <TextField
          label={t('certificationAdmin.list.search')}
          type="search"
          maxLength={100}
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
        />
      </div>
      {body}
    </section>
  );
}
