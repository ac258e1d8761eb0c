import type { TFunction } from 'i18next';
import type { RevisionChanges } from '../../../common/api/page-admin';
import { currentLanguage } from '../../i18n/i18n';

/**
 * What a revision's editing session changed, in words of the interface language ("1 block added,
 * 2 blocks edited and blocks moved"; "Page created with 2 blocks" for the first); null when it was
 * not recorded (a restore, an old revision).
 */
export function describeChanges(t: TFunction, changes: RevisionChanges | null): string | null {
  if (!changes) return null;
  if (changes.pageCreated) {
    return changes.blocksAdded > 0
      ? t('pageHistory.changes.created', { count: changes.blocksAdded })
      : t('pageHistory.changes.createdBlank');
  }
  const parts = [
    changes.blocksAdded > 0 && t('pageHistory.changes.added', { count: changes.blocksAdded }),
    changes.blocksRemoved > 0 && t('pageHistory.changes.removed', { count: changes.blocksRemoved }),
    changes.blocksEdited > 0 && t('pageHistory.changes.edited', { count: changes.blocksEdited }),
    changes.blocksMoved && t('pageHistory.changes.moved'),
    changes.sectionsChanged && t('pageHistory.changes.sections'),
  ].filter((part): part is string => typeof part === 'string');
  if (parts.length === 0) return t('pageHistory.changes.none');
  return new Intl.ListFormat(currentLanguage(), { type: 'conjunction' }).format(parts);
}
