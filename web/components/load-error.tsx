import { SECONDARY_BUTTON } from './button-styles';
import { classNames } from './class-names';

/** Why a list could not be loaded, announced as an alert, with a button to load it again. */
export function LoadError({
  message,
  retryLabel,
  onRetry,
  className,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** Classes besides the layout (spacing, text size). */
  className?: string;
}) {
  return (
    <div role="alert" className={classNames('flex flex-wrap items-center gap-3 text-slate-700', className)}>
      <p>{message}</p>
      <button type="button" className={SECONDARY_BUTTON} onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
