import { type ReactNode, useId } from 'react';
import { classNames } from './class-names';

/** The control's part of a labelled field: its id, its aria wiring and its classes. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

/** Ids and aria wiring of one field: the error, else the hint, describes the control. */
export function useFieldControl(error: string | undefined, hint?: string, extraClasses = ''): FieldControl {
  const id = useId();
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
    className: classNames(
      'mt-1 block w-full rounded-lg border bg-white px-3 py-2 text-slate-900 shadow-sm',
      extraClasses,
      error ? 'border-red-600' : 'border-slate-300',
    ),
  };
}

/** A field's label above its control, and its error (or hint) under it. */
export function FieldFrame({
  control,
  label,
  error,
  hint,
  children,
}: {
  control: FieldControl;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={control.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${control.id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${control.id}-hint`} className="mt-1 text-sm text-slate-600">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
