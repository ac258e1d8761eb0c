import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseOutcome } from '../../../../common/api/outcomes';
import { EmptyState } from '../../../components/empty-state';
import { OutcomeItem } from './outcome-item';

/** The course's outcomes in order, each edited, moved or removed in place; a move is read out. */
export function OutcomeList({ coursePath, outcomes }: { coursePath: string; outcomes: CourseOutcome[] }) {
  const { t } = useTranslation();
  const [announcement, setAnnouncement] = useState('');
  return (
    <div>
      {outcomes.length === 0 ? (
        <EmptyState title={t('outcomes.none')} body={t('outcomes.noneBody')} />
      ) : (
        <ol className="space-y-3">
          {outcomes.map((outcome, index) => (
            <OutcomeItem
              key={outcome.id}
              coursePath={coursePath}
              outcome={outcome}
              index={index}
              count={outcomes.length}
              onMoved={(text, position) =>
                setAnnouncement(t('outcomes.moved', { text, position: position + 1 }))
              }
            />
          ))}
        </ol>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
