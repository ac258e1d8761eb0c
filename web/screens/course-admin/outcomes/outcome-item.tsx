import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseOutcome } from '../../../../common/api/outcomes';
import { describeError } from '../../../api/describe-error';
import { outcomeWrites } from '../../../api/outcomes';
import { DANGER_BUTTON, SECONDARY_BUTTON } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { ConfirmDialog } from '../../page-editor/confirm-dialog';
import { OutcomeEditor } from './outcome-editor';
import { useOutcomeWrite } from './use-outcome-write';

interface OutcomeItemProps {
  coursePath: string;
  outcome: CourseOutcome;
  /** Its place in the list (0 first) and the list's length. */
  index: number;
  count: number;
  /** Tells the list an outcome moved to `position` (0 first), to announce it. */
  onMoved: (text: string, position: number) => void;
}

/** One outcome of the course: its text and alignments, edited in place, moved, or removed after asking. */
export function OutcomeItem({ coursePath, outcome, index, count, onMoved }: OutcomeItemProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const number = index + 1;
  const move = useOutcomeWrite(coursePath, (position: number) =>
    outcomeWrites.move(coursePath, { outcomeId: outcome.id, position }),
  );
  const remove = useOutcomeWrite(coursePath, () =>
    outcomeWrites.remove(coursePath, { outcomeId: outcome.id }),
  );
  const busy = move.isPending || remove.isPending;

  const moveTo = (position: number) =>
    !busy && move.mutate(position, { onSuccess: () => onMoved(outcome.text, position) });

  return (
    <li className="space-y-3 rounded-xl border border-slate-200 p-4">
      {!editing ? (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <p className="min-w-0">
            <span className="font-medium text-slate-900">
              {number}. {outcome.text}
            </span>
            <span className="block text-sm text-slate-600">
              {t('outcomes.alignments', { count: outcome.alignments })}
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={SECONDARY_BUTTON}
              aria-label={t('outcomes.editNamed', { number })}
              onClick={() => setEditing(true)}
            >
              {t('outcomes.edit')}
            </button>
            <button
              type="button"
              className={SECONDARY_BUTTON}
              aria-label={t('outcomes.moveUpNamed', { number })}
              disabled={index === 0}
              onClick={() => moveTo(index - 1)}
            >
              {t('outcomes.moveUp')}
            </button>
            <button
              type="button"
              className={SECONDARY_BUTTON}
              aria-label={t('outcomes.moveDownNamed', { number })}
              disabled={index === count - 1}
              onClick={() => moveTo(index + 1)}
            >
              {t('outcomes.moveDown')}
            </button>
            <button
              type="button"
              className={DANGER_BUTTON}
              aria-label={t('outcomes.removeNamed', { number })}
              onClick={() => setConfirming(true)}
            >
              {t('outcomes.remove')}
            </button>
          </div>
        </div>
      ) : (
        <OutcomeEditor
          coursePath={coursePath}
          outcome={outcome}
          number={number}
          onDone={() => setEditing(false)}
        />
      )}
      {move.isError && <FormAlert message={describeError(move.error)} />}
      {remove.isError && <FormAlert message={describeError(remove.error)} />}
      {confirming && (
        <ConfirmDialog
          title={t('outcomes.removeTitle', { number })}
          body={
            outcome.alignments === 0
              ? t('outcomes.removeBodyUnaligned', { text: outcome.text })
              : t('outcomes.removeBody', { text: outcome.text, count: outcome.alignments })
          }
          confirmLabel={t('outcomes.remove')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            remove.mutate();
          }}
        />
      )}
    </li>
  );
}
