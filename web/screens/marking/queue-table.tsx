import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QueueItem } from '../../../common/api/assessment';
import { useAuthState } from '../../auth/use-auth-state';
import { formatDateTime } from '../../lib/format-date-time';
import { userTimeZone } from '../../lib/user-time-zone';
import { StatusLabel } from './status-label';

/**
 * One page of the queue: whose work, where, when, and where it stands; a learner's name opens it,
 * and `learnerPath`, when given, links all of that learner's work beside it.
 */
export function QueueTable({
  items,
  linkTo,
  learnerPath,
}: {
  items: readonly QueueItem[];
  linkTo: (attemptId: string) => string;
  learnerPath?: (learnerId: string) => string;
}) {
  const { t } = useTranslation();
  const timeZone = userTimeZone(useAuthState().currentUser?.timezone);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{t('marking.table.caption')}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('marking.table.learner')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('marking.table.class')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('marking.table.question')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('marking.table.submitted')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('marking.table.status')}
            </th>
          </tr>
        </thead>
        <tbody className="text-slate-800">
          {items.map((item) => (
            <tr key={item.attemptId} className="border-t border-slate-200 align-top">
              <th scope="row" className="px-3 py-2 font-medium">
                <Link to={linkTo(item.attemptId)} className="text-brand-800 underline">
                  {item.learnerName}
                </Link>
                {learnerPath && (
                  <Link
                    to={learnerPath(item.learnerId)}
                    className="block text-xs font-normal text-brand-800 underline"
                    aria-label={t('marking.allWorkOf', { name: item.learnerName })}
                  >
                    {t('marking.allWork')}
                  </Link>
                )}
              </th>
              <td className="px-3 py-2">
                {item.cohortName}
                <span className="block text-xs text-slate-600">{item.courseName}</span>
              </td>
              <td className="max-w-md px-3 py-2">
                {item.pageTitle}
                <span className="block truncate text-xs text-slate-600" title={item.question}>
                  {item.question}
                </span>
              </td>
              <td className="px-3 py-2">
                {formatDateTime(item.submittedAt, timeZone)}
                {item.late && <span className="block text-xs text-amber-900">{t('marking.late')}</span>}
              </td>
              <td className="px-3 py-2">
                <StatusLabel status={item.status} />
                {item.score !== null && (
                  <span className="block text-xs text-slate-700">
                    {t('marking.table.score', { score: item.score, count: item.maxScore })}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
