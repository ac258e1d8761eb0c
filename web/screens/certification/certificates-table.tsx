import { useTranslation } from 'react-i18next';
import type { CertificateRow } from '../../../common/api/certification';
import { Day } from '../../components/day';
import { ResultsTable } from '../../components/results-table';
import { CertificateActions } from './certificate-actions';

const COLUMNS = [
  'learner',
  'email',
  'className',
  'status',
  'issuedAt',
  'refreshedAt',
  'issuedBy',
  'actions',
] as const;

const CELL = 'px-4 py-3 align-top';

/** Valid or revoked, and why it was revoked. */
function CertificateStatus({ row }: { row: CertificateRow }) {
  const { t } = useTranslation();
  if (row.status === 'valid')
    return (
      <span className="rounded-full bg-green-50 px-2 py-0.5 text-green-800">
        {t('certificationAdmin.statuses.valid')}
      </span>
    );
  return (
    <>
      <span className="rounded-full bg-red-50 px-2 py-0.5 text-red-800">
        {t('certificationAdmin.statuses.revoked')}
      </span>
      {row.revokedReason && <span className="mt-1 block max-w-48 text-slate-600">{row.revokedReason}</span>}
    </>
  );
}

/** A page of the student certification list, each row with its actions. */
export function CertificatesTable({
  rows,
  onDone,
}: {
  rows: readonly CertificateRow[];
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const label = (column: (typeof COLUMNS)[number]) => t(`certificationAdmin.list.columns.${column}`);
  return (
    <ResultsTable
      caption={t('certificationAdmin.list.caption')}
      reflow
      head={COLUMNS.map((column) => (
        <th key={column} scope="col" className="px-4 py-3 font-semibold text-slate-800">
          {label(column)}
        </th>
      ))}
    >
      {rows.map((row) => (
        <tr key={row.code} className="border-t border-slate-200">
          <th scope="row" className={`${CELL} font-semibold text-slate-900`}>
            {row.learnerName}
          </th>
          <td data-label={label('email')} className={CELL}>
            {row.email}
          </td>
          <td data-label={label('className')} className={CELL}>
            {row.className ?? '—'}
          </td>
          <td data-label={label('status')} className={CELL}>
            <CertificateStatus row={row} />
          </td>
          <td data-label={label('issuedAt')} className={CELL}>
            <Day iso={row.issuedAt} />
          </td>
          <td data-label={label('refreshedAt')} className={CELL}>
            <Day iso={row.refreshedAt} />
          </td>
          <td data-label={label('issuedBy')} className={CELL}>
            {row.issuedByName ?? t('certificationAdmin.list.courseRule')}
          </td>
          <td className={CELL}>
            <CertificateActions certificate={row} onDone={onDone} />
          </td>
        </tr>
      ))}
    </ResultsTable>
  );
}
