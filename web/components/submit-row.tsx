import { PRIMARY_BUTTON } from './button-styles';

/**
 * A form's submit button, which says so while the form is sent (and takes no second press), and
 * beside it a polite word once it succeeded.
 */
export function SubmitRow({
  label,
  busyLabel,
  doneLabel,
  state,
  buttonClassName = PRIMARY_BUTTON,
}: {
  label: string;
  busyLabel: string;
  doneLabel: string;
  state: { isPending: boolean; isSuccess: boolean };
  buttonClassName?: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" disabled={state.isPending} className={buttonClassName}>
        {state.isPending ? busyLabel : label}
      </button>
      {state.isSuccess && (
        <p role="status" className="text-sm font-medium text-green-800">
          {doneLabel}
        </p>
      )}
    </div>
  );
}
