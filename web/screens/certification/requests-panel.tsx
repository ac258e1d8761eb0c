import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CertificateRequestRow } from '../../../common/api/certification';
import {
  certificateRequestsQuery,
  certificatesChanged,
  declineCertificateRequest,
} from '../../api/certification-admin';
import { LINK_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { ResultsTable } from '../../components/results-table';
import { CertificateDate } from '../certificate-verification/certificate-date';
import { ReasonDialog } from './reason-dialog';
import { useIssueByHand } from './use-issue-by-hand';

const CELL = 'px-4 py-3 align-top text-slate-700';
const COLUMNS = ['className', 'progress', 'learningTime', 'requestedAt', 'actions'] as const;

/**
 * Learners asking to be assessed for the certificate (spec §4 "assessment requested"), oldest
 * first: the course team issues it, or declines with a reason the learner reads. Shown only while
 * there are requests.
 */
export function RequestsPanel({
  coursePath,
  onDone,
}: {
  coursePath: string;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const requests = useQuery(certificateRequestsQuery(coursePath));
  const [declining, setDeclining] = useState<CertificateRequestRow | null>(null);
  const { issue, refusal } = useIssueByHand(coursePath, onDone);
  if (!requests.data || requests.data.length === 0) return null;
  const label = (column: (typeof COLUMNS)[number]) => t(`certificationAdmin.requests.columns.${column}`);
  return (
    <section
      aria-labelledby="requests-heading"
      className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <h3 id="requests-heading" className="text-lg font-semibold text-slate-900">
        {t('certificationAdmin.requests.title', { count: requests.data.length })}
      </h3>
      <p className="text-sm text-slate-700">{t('certificationAdmin.requests.lead')}</p>
      <FormAlert message={refusal} />
      <ResultsTable
        caption={t('certificationAdmin.requests.caption')}
        reflow
        head={
          <>
            <th scope="col" className="px-4 py-3 font-semibold text-slate-800">
              {t('certificationAdmin.requests.columns.learner')}
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold text-slate-800">
                {label(column)}
              </th>
            ))}
          </>
        }
      >
        {requests.data.map((learner) => (
          <tr key={learner.userId} className="border-t border-slate-200 bg-white">
            <th scope="row" className={`${CELL} font-semibold text-slate-900`}>
              {learner.fullName}
              <span className="block font-normal text-slate-600">{learner.email}</span>
            </th>
            <td data-label={label('className')} className={CELL}>
              {learner.className}
            </td>
            <td data-label={label('progress')} className={CELL}>
              {t('certificationAdmin.requests.progress', { percent: learner.progress })}
            </td>
            <td data-label={label('learningTime')} className={CELL}>
              {t('certificationAdmin.requests.minutes', { count: learner.learningMinutes })}
            </td>
            <td data-label={label('requestedAt')} className={CELL}>
              <CertificateDate iso={learner.requestedAt} />
            </td>
            <td data-label={label('actions')} className={`${CELL} space-x-4 whitespace-nowrap`}>
              <button
                type="button"
                className={LINK_BUTTON}
                disabled={issue.isPending}
                aria-label={t('certificationAdmin.requests.issueFor', { name: learner.fullName })}
                onClick={() => issue.mutate(learner)}
              >
                {t('certificationAdmin.requests.issue')}
              </button>
              <button
                type="button"
                className={LINK_BUTTON}
                aria-label={t('certificationAdmin.requests.declineFor', { name: learner.fullName })}
                onClick={() => setDeclining(learner)}
              >
                {t('certificationAdmin.requests.decline')}
              </button>
            </td>
          </tr>
        ))}
      </ResultsTable>
      {declining && (
        <ReasonDialog
          title={t('certificationAdmin.requests.declineTitle', { name: declining.fullName })}
          body={t('certificationAdmin.requests.declineBody')}
          label={t('certificationAdmin.revoke.reason')}
          hint={t('certificationAdmin.requests.reasonHint')}
          confirm={t('certificationAdmin.requests.decline')}
          pending={t('certificationAdmin.requests.declining')}
          send={(reason) => declineCertificateRequest(coursePath, declining.userId, reason)}
          onDone={() => {
            onDone(t('certificationAdmin.requests.declined', { name: declining.fullName }));
            setDeclining(null);
            void certificatesChanged(queryClient);
          }}
          onClose={() => setDeclining(null)}
        />
      )}
    </section>
  );
}
