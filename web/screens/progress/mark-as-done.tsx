import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import type { BlockCompletion } from './use-block-completion';

// A failure's words (and the error catalogue's English) load when a change fails.
const FailureReason = lazy(() =>
  import('../../components/failure-reason').then((module) => ({ default: module.FailureReason })),
);

/** The "Mark as done" / "Done" toggle under a progress-contributing block, for a learner. */
export function MarkAsDone({ blockId, completion }: { blockId: string; completion: BlockCompletion }) {
  const { t } = useTranslation();
  const done = completion.isDone(blockId);
  const pending = completion.pendingBlockId === blockId;
  const failed = completion.failedBlockId === blockId;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <button
        type="button"
        aria-pressed={done}
        // Not disabled while saving: a disabled button drops the keyboard focus to the page.
        aria-disabled={pending || undefined}
        onClick={() => {
          if (!pending) completion.toggle(blockId);
        }}
        className={
          done
            ? `${SECONDARY_BUTTON} border-green-300 bg-green-50 text-green-900 hover:bg-green-100`
            : SECONDARY_BUTTON
        }
      >
        <span aria-hidden="true">{done ? '✓' : '○'}</span>
        {done ? t('progress.done') : t('progress.markAsDone')}
      </button>
      <span role="status" className="text-sm text-slate-600">
        {pending ? t('progress.saving') : ''}
      </span>
      {failed && (
        <Suspense fallback={null}>
          <p role="alert" className="text-sm text-red-800">
            <FailureReason
              error={completion.error}
              worded={(reason) => t('progress.markFailed', { reason })}
            />
          </p>
        </Suspense>
      )}
    </div>
  );
}
