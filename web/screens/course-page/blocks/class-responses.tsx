import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { classResponsesQuery } from '../../../api/block-media';
import { useAuthState } from '../../../auth/use-auth-state';
import { formatDateTime } from '../../../lib/format-date-time';
import { ResponsePlayer } from './response-player';

/**
 * The responses to a media recording block of the learners the reader teaches, by name. Shown once
 * the server has answered the list: readers who teach no class of the course see nothing.
 */
export function ClassResponses({ blockId, kind }: { blockId: string; kind: 'audio' | 'video' }) {
  const { t } = useTranslation();
  const headingId = useId();
  const list = useQuery({ ...classResponsesQuery(blockId), retry: false });
  const timeZone = useAuthState().currentUser?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!list.isSuccess) return null;
  return (
    <section aria-labelledby={headingId} className="mt-4 space-y-3 rounded-lg bg-slate-50 p-4">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('blockResponse.classHeading', { count: list.data.length })}
      </h3>
      {list.data.length === 0 ? (
        <p className="text-sm text-slate-700">{t('blockResponse.noneInClass')}</p>
      ) : (
        <ul className="space-y-3">
          {list.data.map(({ learnerName, response }) => (
            <li key={response.id} className="space-y-1">
              {/* The name and the sentence are lines of their own: run together they read as one
                  sentence with a capital in its middle ("Siti Rahmah Direkam …"). */}
              <p className="text-sm font-medium text-slate-900">{learnerName}</p>
              <p className="text-sm text-slate-700">
                {t('blockResponse.recorded', { when: formatDateTime(response.updatedAt, timeZone) })}
              </p>
              <ResponsePlayer response={response} kind={kind} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
