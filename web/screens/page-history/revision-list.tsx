import { useTranslation } from 'react-i18next';
import type { RevisionSummary } from '../../../common/api/page-admin';
import { useAuthState } from '../../auth/use-auth-state';
import { classNames } from '../../components/class-names';
import { formatDateTime } from '../../lib/format-date-time';
import { describeChanges } from './revision-changes';

interface RevisionListProps {
  revisions: RevisionSummary[];
  selectedId: string | null;
  onSelect: (revisionId: string) => void;
}

/**
 * The revisions as a list of buttons, newest first, one per editing session: when it began (and
 * was last saved) in the user's zone, its author, what it changed, current and restore notes.
 */
export function RevisionList({ revisions, selectedId, onSelect }: RevisionListProps) {
  const { t } = useTranslation();
  const timeZone = useAuthState().currentUser?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const when = (revisionId: string) => {
    const found = revisions.find((revision) => revision.id === revisionId);
    return found ? formatDateTime(found.createdAt, timeZone) : null;
  };

  return (
    <ol className="space-y-2">
      {revisions.map((revision) => {
        const selected = revision.id === selectedId;
        const restoredWhen = revision.restoredFrom ? when(revision.restoredFrom) : null;
        const changes = describeChanges(t, revision.changes);
        const began = formatDateTime(revision.createdAt, timeZone);
        // Said when the session ran into another minute.
        const saved = formatDateTime(revision.savedAt, timeZone);
        const lastSaved = saved !== began ? saved : null;
        return (
          <li key={revision.id}>
            <button
              type="button"
              aria-pressed={selected}
              aria-current={revision.isCurrent ? 'true' : undefined}
              onClick={() => onSelect(revision.id)}
              className={classNames(
                'w-full rounded-lg border px-3 py-2 text-left',
                selected ? 'border-brand-700 bg-brand-50' : 'border-slate-200 bg-white hover:bg-slate-50',
              )}
            >
              <span className="block font-medium text-slate-900">{began}</span>
              {lastSaved && (
                <span className="block text-xs text-slate-600">
                  {t('pageHistory.lastSaved', { when: lastSaved })}
                </span>
              )}
              <span className="block text-sm text-slate-700">
                {revision.authorName ?? t('pageHistory.unknownAuthor')}
              </span>
              {changes && <span className="block text-sm text-slate-700">{changes}</span>}
              {revision.isCurrent && (
                <span className="mt-1 inline-block rounded bg-brand-100 px-2 text-xs font-semibold text-brand-800">
                  {t('pageHistory.current')}
                </span>
              )}
              {revision.restoredFrom && (
                <span className="block text-xs text-slate-600">
                  {restoredWhen
                    ? t('pageHistory.restoredFrom', { when: restoredWhen })
                    : t('pageHistory.restoredFromEarlier')}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
